import type { SyncTrigger } from '@canopy/contracts/hris/api';
import { isDatabaseShuttingDown, isStopping } from '@canopy/platform/runtime/stopping';
import { PgBoss, type JobWithMetadata } from 'pg-boss';
import type { Logger } from 'pino';

export const SYNC_QUEUE = 'hris-sync';

export type SyncJob = { workspace_id: string; connection_id: string; trigger: SyncTrigger };
/** a job as the handler sees it: the run is the job, so a retried job is the same run */
export type SyncAttempt = { runId: string; attempt: number; willRetry: boolean; signal: AbortSignal };

export type SyncSchedulerOptions = {
  databaseUrl: string;
  cron: string;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
  /** how long a stop waits for running syncs before failing them (they are retried after the restart) */
  stopTimeoutMs: number;
  logger: Logger;
};

/**
 * Sync runs on pg-boss (PostgreSQL tables in the `pgboss` schema): jobs and schedules survive restarts;
 * any gateway process works them. One queue; each connection's jobs carry its id as singleton key, and
 * the queue's `exclusive` policy allows one queued or active job per key, so a forced sync never runs
 * beside a scheduled one. Failed runs are retried with exponential backoff; a run still active after
 * `expireInSeconds` (a process that died) is failed and retried.
 */
export const createSyncScheduler = (options: SyncSchedulerOptions) => {
  const boss = new PgBoss({ connectionString: options.databaseUrl, max: 4, application_name: 'canopy-hris-sync', useListenNotify: true });
  let stopping = false;
  // a run aborted by the stop settles after the scheduler closed its connections: expected, not an error
  // so does the process stopping: Ctrl+C stops the embedded PostgreSQL at the same moment
  const quiet = (error: unknown) => stopping || isStopping() || isDatabaseShuttingDown(error);
  boss.on('error', (error) =>
    quiet(error)
      ? options.logger.debug({ err: { message: error.message } }, 'HRIS sync scheduler stopping')
      : options.logger.error({ err: error }, 'HRIS sync scheduler error'),
  );
  const jobOptions = (connectionId: string) => ({ singletonKey: connectionId });

  return {
    async start(handler: (job: SyncJob, attempt: SyncAttempt) => Promise<void>) {
      await boss.start();
      const queue = {
        policy: 'exclusive' as const,
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: 6 * 60 * 60,
        expireInSeconds: options.expireInSeconds,
        notify: true,
      };
      await boss.createQueue(SYNC_QUEUE, queue);
      // a queue made by an earlier start keeps its options: bring them to this configuration
      const { policy: _policy, ...updatable } = queue;
      await boss.updateQueue(SYNC_QUEUE, updatable);
      // NOTIFY wakes the worker for new jobs only: retries and scheduled jobs are found by polling
      const work = { includeMetadata: true as const, localConcurrency: 2, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 };
      await boss.work<SyncJob, void, typeof work>(SYNC_QUEUE, work, async ([job]: JobWithMetadata<SyncJob>[]) => {
        if (!job) return;
        await handler(job.data, {
          runId: job.id,
          attempt: job.retryCount + 1,
          willRetry: job.retryCount < job.retryLimit,
          signal: job.signal,
        });
      });
    },
    async stop() {
      stopping = true;
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs });
    },
    /** a run now; null when one is already queued or running for the connection */
    queueNow(job: SyncJob): Promise<string | null> {
      return boss.send(SYNC_QUEUE, job, jobOptions(job.connection_id));
    },
    /** the connection's daily run (replaces an earlier schedule of the same connection) */
    async scheduleDaily(job: SyncJob) {
      await boss.schedule(SYNC_QUEUE, options.cron, job, {
        ...jobOptions(job.connection_id),
        key: job.connection_id,
        tz: 'UTC',
        missed: 'once',
      });
    },
    async unschedule(connectionId: string) {
      await boss.unschedule(SYNC_QUEUE, connectionId);
    },
    /** when the daily schedule runs next after `from` */
    nextRunAfter(from: Date): Date {
      const [next] = boss.previewSchedule(options.cron, { from, count: 1, tz: 'UTC' });
      if (!next) throw new Error(`the HRIS sync schedule ${options.cron} never runs`);
      return next;
    },
  };
};

export type SyncScheduler = ReturnType<typeof createSyncScheduler>;
