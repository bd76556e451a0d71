import { readConfig } from '@canopy/platform/runtime/config';
import pino from 'pino';
import { startRuntime } from './runtime.ts';
import { installGracefulShutdown } from '@canopy/platform/runtime/shutdown';
import { explainStartupProblem } from './startupProblem.ts';

// The gateway process of the distributed topology (deploy/): with BUS=kafka it serves the API and
// the web app while the projector processes keep the read models.
const config = readConfig();
const logger = pino({ level: config.LOG_LEVEL });
const runtime = await startRuntime({ config, logger }).catch(explainStartupProblem);
logger.info(
  { url: runtime.url, eventStore: config.EVENT_STORE, bus: config.BUS, projections: config.RUN_PROJECTIONS },
  'gateway listening',
);
installGracefulShutdown([() => runtime.stop()], logger);
