import { isDatabaseShuttingDown, isStopping } from '@canopy/platform/runtime/stopping';
import { PgBoss, type Queue, type SendOptions } from 'pg-boss';
import type { Logger } from 'pino';

/** what messaging needs of a job queue: the process's pg-boss, behind this port */
export type JobsPort = {
  createQueue(name: string, options?: Omit<Queue, 'name'>): Promise<void>;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  work<T extends object>(
    name: string,
    options: { concurrency?: number; pollingIntervalSeconds?: number },
    handler: (job: { data: T; signal: AbortSignal }) => Promise<void>,
  ): Promise<void>;
  schedule<T extends object>(name: string, cron: string, data: T): Promise<void>;
  stop(): Promise<void>;
};

/** messaging's own pg-boss on the product's PostgreSQL (schema `pgboss`), started on first use */
export const createMessageJobs = (options: { databaseUrl: string; logger: Logger }): JobsPort => {
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    max: 3,
    application_name: 'canopy-messages',
    superviseIntervalSeconds: 10,
    // a job whose process died stops heartbeating: fail it within seconds, not the default minute
    monitorIntervalSeconds: 10,
  });
  let stopping = false;
  // the process stopping (Ctrl+C stops the embedded PostgreSQL at the same moment) ends its connections: expected
  const quiet = (error: unknown) => stopping || isStopping() || isDatabaseShuttingDown(error);
  boss.on('error', (error) =>
    quiet(error)
      ? options.logger.debug({ err: { message: error.message } }, 'message jobs stopping')
      : options.logger.error({ err: error }, 'message jobs error'),
  );
  let started: Promise<unknown> | null = null;
  const ready = () => (started ??= boss.start());
  return {
    async createQueue(name, queue = {}) {
      await ready();
      await boss.createQueue(name, queue);
    },
    async send(name, data, sendOptions) {
      await ready();
      return boss.send(name, data, sendOptions ?? {});
    },
    async work(name, work, handler) {
      await ready();
      await boss.work(
        name,
        { batchSize: 1, localConcurrency: work.concurrency ?? 1, pollingIntervalSeconds: work.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (job) await handler({ data: job.data as never, signal: job.signal });
        },
      );
    },
    async schedule(name, cron, data) {
      await ready();
      await boss.schedule(name, cron, data, { tz: 'UTC' });
    },
    async stop() {
      stopping = true;
      if (started) await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
};
