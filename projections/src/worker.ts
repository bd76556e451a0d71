import { installGracefulShutdown } from '@canopy/platform/runtime/shutdown';
import { allEventContracts } from '@canopy/contracts/registry';
import { createProjectionRunner } from '@canopy/platform/projections/runner';
import { readConfig } from '@canopy/platform/runtime/config';
import { openPlatform } from '@canopy/platform/runtime/platform';
import pino from 'pino';
import { allProjections } from './index.ts';

// The projector process of the distributed topology: reads the fan-out (Kafka) and keeps every
// read model. Several may run: each batch locks its projection's checkpoint row, so they take turns.
const config = readConfig();
const logger = pino({ level: config.LOG_LEVEL });
const platform = await openPlatform(config, allEventContracts, logger);
const runner = createProjectionRunner({ pool: platform.pool, log: platform.log, bus: platform.bus, projections: allProjections, logger });
await runner.start();
const report = setInterval(() => {
  void runner
    .status()
    .then((statuses) => logger.info({ projections: statuses.map(({ name, state, lag }) => ({ name, state, lag })) }, 'projection status'));
}, 30_000);
logger.info({ projections: allProjections.map((projection) => projection.name), bus: config.BUS }, 'projector running');
installGracefulShutdown([async () => clearInterval(report), () => runner.stop(), () => platform.close()], logger);
