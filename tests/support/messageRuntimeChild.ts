// Canopy in a process of its own on a test's database, for the specs that kill it: argv is the database URL and
// a JSON object of settings (SMTP, MESSAGE_SCHEDULER, ...). It serves no projections (the test's runtime does),
// prints 'ready' once started, and stops on SIGTERM.
import { startRuntime } from '@canopy/gateway';
import { readConfig } from '@canopy/platform/runtime/config';
import pino from 'pino';

const [databaseUrl, settings] = process.argv.slice(2) as [string, string];
const runtime = await startRuntime({
  config: readConfig({
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    RUN_PROJECTIONS: 'false',
    ...(JSON.parse(settings) as Record<string, string>),
  }),
  logger: pino({ level: 'silent' }),
});
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void runtime.stop().then(() => process.exit(0));
});
