import { readConfig } from '@canopy/platform/runtime/config';
import { startRuntime, explainStartupProblem } from '@canopy/gateway';
import { installGracefulShutdown } from '@canopy/platform/runtime/shutdown';
import { DEMO_ACCOUNTS, DEMO_TEAM } from '@canopy/identity';
import pino from 'pino';

// `npm start`: the whole product in one process on the embedded default (see README.md).
// Demo data is on by default here (SEED_DEMO=false turns it off); it is only created on a database without any team.
const config = readConfig({ SEED_DEMO: 'true', ...process.env });
const logger = pino({ level: config.LOG_LEVEL });
const runtime = await startRuntime({ config, logger }).catch(explainStartupProblem);
installGracefulShutdown([() => runtime.stop()], logger);

const demo = config.SEED_DEMO
  ? [
      `  Demo team:  ${DEMO_TEAM} (created when the database has no team yet)`,
      `    consultant      ${DEMO_ACCOUNTS.consultant.email}  password ${config.DEMO_PASSWORD}`,
      `    platform admin  ${DEMO_ACCOUNTS.admin.email}  password ${config.DEMO_ADMIN_PASSWORD}`,
    ]
  : [];
const mail = runtime.mailCatcher
  ? [
      `  Mail:       caught in development (SMTP on 127.0.0.1:${runtime.mailCatcher.port}); sign in as a platform administrator`,
      `              to read it at ${runtime.url}/dev/mail (404 for anyone else: it holds password reset links)`,
    ].join('\n')
  : `  Mail:       sent through ${config.SMTP_HOST}:${config.SMTP_PORT ?? 587}`;

const lines = [
  '',
  `  Canopy is running at ${runtime.url}`,
  `  API docs:   ${runtime.url}/api/docs`,
  `  Data:       ${config.DATABASE_URL ? 'DATABASE_URL' : `${config.DATA_DIR}/postgres (embedded PostgreSQL on port ${config.EMBEDDED_PG_PORT})`}`,
  `  Events:     ${config.EVENT_STORE} event store, ${config.BUS} fan-out`,
  mail,
  ...demo,
  '  Stop with Ctrl+C.',
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
