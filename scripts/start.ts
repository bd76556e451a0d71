import { readConfig } from '@canopy/platform/runtime/config';
import { startRuntime } from '@canopy/gateway/runtime';
import { installGracefulShutdown } from '@canopy/gateway/shutdown';
import pino from 'pino';

// `npm start`: the whole product in one process on the embedded default (see README.md).
const config = readConfig();
const logger = pino({ level: config.LOG_LEVEL });
const runtime = await startRuntime({ config, logger });
installGracefulShutdown([() => runtime.stop()], logger);

const lines = [
  '',
  `  Canopy is running at ${runtime.url}`,
  `  API docs:   ${runtime.url}/api/docs`,
  `  Data:       ${config.DATABASE_URL ? 'DATABASE_URL' : `${config.DATA_DIR}/postgres (embedded PostgreSQL on port ${config.EMBEDDED_PG_PORT})`}`,
  `  Events:     ${config.EVENT_STORE} event store, ${config.BUS} fan-out`,
  '  Stop with Ctrl+C.',
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
