/**
 * The little of a job queue the AI runs need (ADR 0072), so they bind to the process-wide pg-boss once the platform
 * has one; until then `pgBossJobQueue.ts` is a pg-boss of their own on the same database.
 */
export type JobOptions = { retryLimit: number; retryDelaySeconds: number; retryBackoff: boolean; singletonKey?: string };
export type JobQueue = {
  /** a queue, made before anything is sent to it or worked */
  declare(name: string, options: JobOptions): Promise<void>;
  send(name: string, data: Record<string, unknown>, options?: Partial<JobOptions>): Promise<string | null>;
  /** each job's data; a throw fails the job, which pg-boss retries within its queue's limit */
  work(name: string, handler: (data: Record<string, unknown>) => Promise<void>): Promise<void>;
  /** a cron in a time zone, sending `data` to the queue of the same name */
  schedule(name: string, cron: string, data: Record<string, unknown>, timeZone: string): Promise<void>;
  stop(): Promise<void>;
};
