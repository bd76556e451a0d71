import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventContract } from '@canopy/contracts';
import { allProjections } from '@canopy/projections';
import { statusFromCheckpoints } from '@canopy/platform/projections/checkpointStatus';
import type { Projection } from '@canopy/platform/projections/projection';
import { createProjectionRunner, type ProjectionRunner } from '@canopy/platform/projections/runner';
import { createCheckpointWaiter } from '@canopy/platform/projections/waiter';
import { authPlugin } from '@canopy/platform/http/auth';
import { resolveJwtSecret } from '@canopy/platform/http/jwtSecret';
import { localUrl } from '@canopy/platform/http/publicUrl';
import { createImageStore } from '@canopy/platform/images/imageStore';
import { migrateImages } from '@canopy/platform/images/migrations';
import { imagesPlugin } from '@canopy/platform/images/plugin';
import { devMailApi } from '@canopy/platform/mail/devMailRoutes';
import type { DevMailCatcher } from '@canopy/platform/mail/devCatcher';
import { mailPlugin, startMail } from '@canopy/platform/mail/setup';
import { createJobs } from '@canopy/platform/jobs/jobs';
import type { RuntimeConfig } from '@canopy/platform/runtime/config';
import { openPlatform, type Platform } from '@canopy/platform/runtime/platform';
import type { ServiceDeps, ServiceModule } from '@canopy/platform/runtime/serviceModule';
import { systemClock, type Clock } from '@canopy/platform/time/clock';
import { createHmac } from 'node:crypto';
import pino, { type Logger } from 'pino';
import { buildGateway, type GatewayInstance } from './app.ts';
import { serviceModules } from './modules.ts';
import { sessionCheckOf } from '@canopy/identity';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const appVersion = (): string => (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;

export type Runtime = {
  url: string;
  app: GatewayInstance;
  platform: Platform;
  runner: ProjectionRunner | null;
  deps: ServiceDeps;
  /** the development mail catcher, when SMTP_HOST is unset (platform admins read it at /dev/mail) */
  mailCatcher: DevMailCatcher | null;
  stop(): Promise<void>;
};

/**
 * Canopy in one process: the database (embedded unless DATABASE_URL), the event store, every
 * service's routes behind the gateway, and (with the in-process bus) every projection.
 */
export const startRuntime = async (options: {
  config: RuntimeConfig;
  logger?: Logger;
  modules?: readonly ServiceModule[];
  projections?: readonly Projection[];
  /** contracts of events no module owns (tests) */
  contracts?: readonly EventContract[];
  /** the time the services decide with (specs pass a fixed clock) */
  clock?: Clock;
}): Promise<Runtime> => {
  const { config } = options;
  const logger = options.logger ?? pino({ level: config.LOG_LEVEL });
  const modules = options.modules ?? serviceModules;
  const projections = options.projections ?? allProjections;
  const contracts = [...modules.flatMap((module) => module.contracts), ...(options.contracts ?? [])];

  const platform = await openPlatform(config, contracts, logger);
  const runner = config.RUN_PROJECTIONS
    ? createProjectionRunner({ pool: platform.pool, log: platform.log, bus: platform.bus, projections, logger })
    : null;
  await runner?.start();
  const waiter =
    runner ??
    createCheckpointWaiter(
      platform.pool,
      projections.map((projection) => projection.name),
    );
  // one pg-boss for the process: every context's queues and schedules (HRIS sync, message sweep, ...)
  const jobs = await createJobs({ databaseUrl: platform.databaseUrl, logger });
  const deps: ServiceDeps = { platform, waiter, logger, clock: options.clock ?? systemClock, jobs };
  const stops: Array<() => Promise<void>> = [];

  // shared by every service: sign-in tokens, uploaded images, outgoing mail (ADRs 0006, 0007, 0008)
  const jwtSecret = await resolveJwtSecret(config);
  await migrateImages(platform.pool);
  const images = createImageStore(platform.pool, { signingKey: createHmac('sha256', jwtSecret).update('canopy image urls').digest() });
  const mail = await startMail(config, platform.pool, logger);
  stops.push(() => mail.close());
  deps.mailer = mail.mailer;

  for (const module of modules) if (module.start) stops.push(await module.start(deps));

  const webDist = config.WEB_DIST ?? path.join(root, 'web/dist');
  const app = await buildGateway({
    logger,
    version: appVersion(),
    webDist: existsSync(webDist) ? webDist : undefined,
    rateLimit: { max: config.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
    trustProxy: config.TRUST_PROXY,
    consistency: { waiter, readModels: projections.map((projection) => projection.name), timeoutMs: config.COMMAND_SETTLE_MS },
    apiPlugins: [
      authPlugin({
        secret: jwtSecret,
        accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
        sessions: sessionCheckOf(deps),
        clock: deps.clock,
      }),
      imagesPlugin(images),
      mailPlugin(mail.mailer),
      devMailApi(mail.catcher),
      ...modules.flatMap((module) => (module.routes ? [module.routes(deps)] : [])),
    ],
    ready: async () => ({
      database: await platform.pool.query('select 1').then(
        () => true,
        () => false,
      ),
      projections: runner ? await runner.status() : await statusFromCheckpoints(platform.pool, platform.store, projections),
    }),
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  return {
    url: localUrl(app.server, config.PORT),
    app,
    platform,
    runner,
    deps,
    mailCatcher: mail.catcher,
    async stop() {
      await app.close();
      // no job starts once the services begin to stop; running ones get a grace, then are retried by a later process
      await jobs.stop();
      for (const stop of stops.reverse()) await stop();
      await runner?.stop();
      await platform.close();
    },
  };
};
