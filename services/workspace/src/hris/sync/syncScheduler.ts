import type { SyncTrigger } from '@canopy/contracts/hris/api';
import type { JobRun, Jobs } from '@canopy/platform/jobs/jobs';

export const SYNC_QUEUE = 'hris-sync';

export type SyncJob = { workspace_id: string; connection_id: string; trigger: SyncTrigger };
/** a job as the handler sees it: the run is the job, so a retried job is the same run */
export type SyncAttempt = { runId: string; attempt: number; willRetry: boolean; signal: AbortSignal };

export type SyncSchedulerOptions = {
  jobs: Jobs;
  cron: string;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
};

/**
 * Sync runs on the process's jobs (pg-boss, `deps.jobs`): jobs and schedules survive restarts; any gateway
 * process works them. One queue; each connection's jobs carry its id as singleton key, and the queue's
 * `exclusive` policy allows one queued or active job per key, so a forced sync never runs beside a scheduled
 * one. Failed runs are retried with exponential backoff; a run still active after `expireInSeconds` (a process
 * that died) is failed and retried. A stop gives running syncs the jobs' grace, then aborts them (retried by the
 * next process).
 */
export const createSyncScheduler = (options: SyncSchedulerOptions) => {
  const { jobs } = options;
  const jobOptions = (connectionId: string) => ({ singletonKey: connectionId });

  return {
    async start(handler: (job: SyncJob, attempt: SyncAttempt) => Promise<void>) {
      await jobs.createQueue(SYNC_QUEUE, {
        policy: 'exclusive',
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: 6 * 60 * 60,
        expireInSeconds: options.expireInSeconds,
        notify: true,
      });
      await jobs.work<SyncJob>(SYNC_QUEUE, { concurrency: 2, pollingIntervalSeconds: 2 }, async (job: JobRun<SyncJob>) => {
        await handler(job.data, { runId: job.id, attempt: job.attempt, willRetry: job.willRetry, signal: job.signal });
      });
    },
    /** a run now; null when one is already queued or running for the connection */
    queueNow(job: SyncJob): Promise<string | null> {
      return jobs.send(SYNC_QUEUE, job, jobOptions(job.connection_id));
    },
    /** the connection's daily run (replaces an earlier schedule of the same connection) */
    async scheduleDaily(job: SyncJob) {
      await jobs.schedule(SYNC_QUEUE, options.cron, job, {
        ...jobOptions(job.connection_id),
        key: job.connection_id,
        tz: 'UTC',
        missed: 'once',
      });
    },
    async unschedule(connectionId: string) {
      await jobs.unschedule(SYNC_QUEUE, connectionId);
    },
    /** when the daily schedule runs next after `from` */
    nextRunAfter(from: Date): Date {
      return jobs.nextRun(options.cron, from);
    },
  };
};

export type SyncScheduler = ReturnType<typeof createSyncScheduler>;
