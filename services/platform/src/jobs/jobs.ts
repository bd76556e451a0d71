import { PgBoss, type JobWithMetadata, type Queue, type ScheduleOptions, type SendOptions } from 'pg-boss';
import type { Logger } from 'pino';
import { isDatabaseShuttingDown, isStopping } from '../runtime/stopping.ts';

/** a queue's options: pg-boss's own (policy, expiry, retries, heartbeat, notify) */
export type QueueOptions = Omit<Queue, 'name'>;

/**
 * A periodic queue (a minute sweep, a nightly job): one run active at a time, and a run whose worker died is
 * failed within a minute rather than holding every later run back for the default 15 minutes. The worker
 * heartbeats every 15 s while its handler runs, so a long healthy run is never failed for its length; a dead
 * one stops heartbeating and is failed after `heartbeatSeconds` (pg-boss singletons wait for the active job:
 * platform facts wave 3).
 */
export const PERIODIC_QUEUE: QueueOptions = {
  policy: 'singleton',
  heartbeatSeconds: 30,
  expireInSeconds: 15 * 60,
  retryLimit: 0,
};

/** one job as a handler sees it: a retried job is the same job (same id), one attempt later */
export type JobRun<T> = {
  id: string;
  data: T;
  /** 1 for the first run */
  attempt: number;
  /** whether a failure of this attempt is retried */
  willRetry: boolean;
  /** aborted when the process stops before the handler settles */
  signal: AbortSignal;
};

export type WorkOptions = {
  /** jobs run at once in this process */
  concurrency?: number;
  /** how often idle workers look for due jobs (retries and scheduled jobs are found only by polling) */
  pollingIntervalSeconds?: number;
};

/**
 * The process's background jobs (one pg-boss on the product's PostgreSQL, schema `pgboss`): jobs and schedules
 * survive restarts, and any process works them. Contexts get it as `deps.jobs`; the runtime starts it before
 * the modules' start hooks and stops it (after a grace for running handlers) before their stops.
 */
export type Jobs = {
  /** creates the queue, or brings an existing one's options (all but its policy, which pg-boss fixes) to these */
  createQueue(name: string, options?: QueueOptions): Promise<void>;
  /** a job now; null when the queue's policy refuses it (one already queued or active for its singleton key) */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** runs the queue's jobs in this process, one job per handler call; a throw fails the attempt */
  work<T extends object>(name: string, options: WorkOptions, handler: (job: JobRun<T>) => Promise<void>): Promise<void>;
  /** a recurring job: `options.key` tells schedules of one queue apart (a schedule with the same key is replaced) */
  schedule<T extends object>(name: string, cron: string, data: T, options?: ScheduleOptions): Promise<void>;
  unschedule(name: string, key?: string): Promise<void>;
  /** when a cron runs next after `from` (UTC unless `tz`) */
  nextRun(cron: string, from: Date, tz?: string): Date;
  /** a job's state, for specs and status pages */
  find<T extends object>(name: string, id: string): Promise<JobWithMetadata<T> | null>;
};

export type RunningJobs = Jobs & {
  /** stops taking jobs; running handlers get `graceMs` to finish, then their signal aborts (a later process retries them) */
  stop(): Promise<void>;
};

export const createJobs = async (options: {
  databaseUrl: string;
  logger: Logger;
  graceMs?: number;
  /** connections of its own (workers, LISTEN, maintenance) */
  max?: number;
}): Promise<RunningJobs> => {
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    max: options.max ?? 6,
    application_name: 'canopy-jobs',
    useListenNotify: true,
    // a job whose process died stops heartbeating: look for those every 10 s (the default minute adds up to a
    // minute to a dead sweep's heartbeat before the next sweep may run)
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
  });
  let stopping = false;
  // the process stopping (Ctrl+C stops the embedded PostgreSQL at the same moment) ends its connections: expected
  const quiet = (error: unknown) => stopping || isStopping() || isDatabaseShuttingDown(error);
  boss.on('error', (error) =>
    quiet(error)
      ? options.logger.debug({ err: { message: error.message } }, 'jobs stopping')
      : options.logger.error({ err: error }, 'jobs error'),
  );
  await boss.start();
  return {
    async createQueue(name, queue = {}) {
      await boss.createQueue(name, queue);
      const { policy: _policy, partition: _partition, deadLetter, ...updatable } = queue;
      const update = { ...updatable, ...(deadLetter ? { deadLetter } : {}) };
      if (Object.keys(update).length > 0) await boss.updateQueue(name, update);
    },
    send: (name, data, sendOptions) => boss.send(name, data, sendOptions),
    async work<T extends object>(name: string, work: WorkOptions, handler: (job: JobRun<T>) => Promise<void>) {
      const fetch = {
        includeMetadata: true as const,
        batchSize: 1,
        localConcurrency: work.concurrency ?? 1,
        pollingIntervalSeconds: work.pollingIntervalSeconds ?? 2,
        notifyPollingIntervalSeconds: work.pollingIntervalSeconds ?? 2,
      };
      await boss.work<T, void, typeof fetch>(name, fetch, async ([job]: JobWithMetadata<T>[]) => {
        if (!job) return;
        await handler({
          id: job.id,
          data: job.data,
          attempt: job.retryCount + 1,
          willRetry: job.retryCount < job.retryLimit,
          signal: job.signal,
        });
      });
    },
    schedule: (name, cron, data, scheduleOptions) => boss.schedule(name, cron, data, { tz: 'UTC', ...scheduleOptions }),
    unschedule: (name, key) => boss.unschedule(name, key),
    nextRun(cron, from, tz = 'UTC') {
      const [next] = boss.previewSchedule(cron, { from, count: 1, tz });
      if (!next) throw new Error(`the schedule ${cron} never runs`);
      return next;
    },
    find: <T extends object>(name: string, id: string) => boss.findJobs<T>(name, { id }).then((jobs) => jobs[0] ?? null),
    async stop() {
      stopping = true;
      await boss.stop({ graceful: true, timeout: options.graceMs ?? 5000 });
    },
  };
};
