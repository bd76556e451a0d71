import { isDatabaseShuttingDown, isStopping } from '@canopy/platform/runtime/stopping';
import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { JobOptions, JobQueue } from './jobQueue.ts';

/** the AI runs' JobQueue on pg-boss (tables in the `pgboss` schema of the product's database) */
export const createPgBossJobQueue = async (options: { databaseUrl: string; logger: Logger }): Promise<JobQueue> => {
  const boss = new PgBoss({ connectionString: options.databaseUrl, max: 3, application_name: 'canopy-ai' });
  let stopping = false;
  boss.on('error', (error) =>
    stopping || isStopping() || isDatabaseShuttingDown(error)
      ? options.logger.debug({ err: { message: error.message } }, 'AI jobs stopping')
      : options.logger.error({ err: error }, 'AI jobs error'),
  );
  await boss.start();
  const toBoss = (job: Partial<JobOptions>) => ({
    ...(job.retryLimit !== undefined ? { retryLimit: job.retryLimit } : {}),
    ...(job.retryDelaySeconds !== undefined ? { retryDelay: job.retryDelaySeconds } : {}),
    ...(job.retryBackoff !== undefined ? { retryBackoff: job.retryBackoff } : {}),
    ...(job.singletonKey !== undefined ? { singletonKey: job.singletonKey } : {}),
  });
  return {
    async declare(name, job) {
      // an analysis of a large package takes minutes with a remote model; one stuck longer is failed and retried
      await boss.createQueue(name, { ...toBoss(job), expireInSeconds: 30 * 60 });
    },
    send: (name, data, job = {}) => boss.send(name, data, toBoss(job)),
    async work(name, handler) {
      await boss.work(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as Record<string, unknown>);
      });
    },
    async schedule(name, cron, data, timeZone) {
      await boss.schedule(name, cron, data, { tz: timeZone });
    },
    async stop() {
      stopping = true;
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
};
