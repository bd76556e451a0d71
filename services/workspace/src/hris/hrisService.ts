import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { RosterPort } from '../roster/rosterPort.ts';
import { createHrisCommands } from './commands.ts';
import type { HrisProvider } from './provider/hrisProvider.ts';
import { providerFromConfig } from './provider/providerFromConfig.ts';
import { migrateHrisSecrets } from './secrets/migrations.ts';
import { createHrisSecretStore, resolveHrisKey } from './secrets/secretStore.ts';
import { createHrisSync } from './sync/hrisSync.ts';
import { createSyncScheduler } from './sync/syncScheduler.ts';

const make = async (deps: ServiceDeps, roster: RosterPort, provider: HrisProvider) => {
  const { platform, logger } = deps;
  const { config, pool } = platform;
  await migrateHrisSecrets(pool);
  const secrets = createHrisSecretStore(pool, await resolveHrisKey(config));
  const scheduler = createSyncScheduler({
    jobs: deps.jobs,
    cron: config.HRIS_SYNC_CRON,
    retryLimit: config.HRIS_SYNC_RETRY_LIMIT,
    retryDelaySeconds: config.HRIS_SYNC_RETRY_DELAY_SECONDS,
    expireInSeconds: config.HRIS_SYNC_TIMEOUT_SECONDS,
  });
  const commands = createHrisCommands(deps);
  const sync = createHrisSync({
    service: deps,
    provider,
    secrets,
    roster,
    commands,
    nextSyncAfter: (from) => scheduler.nextRunAfter(from).toISOString(),
    clock: () => deps.clock.now(),
  });
  return {
    provider,
    secrets,
    scheduler,
    commands,
    sync,
    async start() {
      await scheduler.start(async (job, attempt) => {
        const result = await sync.run(job, attempt);
        logger.info(
          { workspaceId: job.workspace_id, runId: attempt.runId, trigger: job.trigger, attempt: attempt.attempt, result },
          'HRIS sync run',
        );
        // the connection this job was made for is gone (disconnected, reconnected, workspace deleted)
        if (result === 'stale') {
          await scheduler.unschedule(job.connection_id);
          await secrets.forgetConnection(job.workspace_id, job.connection_id);
        }
      });
    },
  };
};

export type HrisService = Awaited<ReturnType<typeof make>>;

// the module's start hook and its routes receive the same deps: they share one service
const services = new WeakMap<ServiceDeps, Promise<HrisService>>();

/** the HRIS sync of a running process (one per ServiceDeps); the provider follows HRIS_PROVIDER unless given */
export const hrisServiceFor = (deps: ServiceDeps, roster: RosterPort, provider?: HrisProvider): Promise<HrisService> => {
  let service = services.get(deps);
  if (!service) {
    service = make(deps, roster, provider ?? providerFromConfig(deps.platform.config));
    services.set(deps, service);
  }
  return service;
};
