import { DomainError } from './decider.ts';

/** what a client reads when a stream has more changes waiting than the process takes on */
export const QUEUE_FULL_DETAIL = 'Too many changes are waiting on this record right now; try again in a moment.';
/** what a client reads when its change waited too long for the ones before it */
export const QUEUE_TIMEOUT_DETAIL = 'The record is busy with other changes and yours could not start in time; try again in a moment.';

/** a change this process could not take on now: the gateway answers 503 with its message */
export class StreamBusyError extends DomainError {
  constructor(message: string) {
    super(message, 503);
    this.name = 'StreamBusyError';
  }
}

/** how one batch of jobs ended: per job, its result or its error, in the jobs' order */
export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Runs the jobs of one batch. Jobs of one stream that name the same runner and wait together may be handed
 * over at once (up to `maxBatch`); a runner that cannot decide jobs together says 1.
 */
export type BatchRunner<J, R> = { maxBatch: number; run(jobs: J[]): Promise<Settled<R>[]> };

export type StreamQueueOptions = {
  /** jobs that may wait on one stream; the next one is refused (503) */
  maxWaiting: number;
  /** how long a job may wait for its turn; then it is refused (503) without having run */
  maxWaitMs: number;
};

export const DEFAULT_QUEUE_OPTIONS: StreamQueueOptions = { maxWaiting: 1000, maxWaitMs: 10_000 };

type Entry = {
  job: unknown;
  runner: BatchRunner<unknown, unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  timer: NodeJS.Timeout | undefined;
};

type Lane = { waiting: Entry[]; running: boolean };

export type StreamQueue = {
  /** runs the job once every job queued before it on the stream has finished */
  submit<J, R>(streamId: string, job: J, runner: BatchRunner<J, R>): Promise<R>;
  /** jobs waiting (not running) on a stream */
  waiting(streamId: string): number;
};

/**
 * One process's queue of commands per stream: a stream's commands run one batch at a time, in arrival order,
 * so they never race each other on the stream's revision; only other processes can still conflict. Streams
 * are independent. A lane is dropped as soon as it is empty, so idle streams cost nothing.
 */
export const createStreamQueue = (options: StreamQueueOptions = DEFAULT_QUEUE_OPTIONS): StreamQueue => {
  const lanes = new Map<string, Lane>();

  const pump = (streamId: string, lane: Lane) => {
    if (lane.running) return;
    const head = lane.waiting[0];
    if (!head) {
      lanes.delete(streamId);
      return;
    }
    let count = 1;
    while (count < lane.waiting.length && count < head.runner.maxBatch && lane.waiting[count]!.runner === head.runner) count++;
    const batch = lane.waiting.splice(0, count);
    for (const entry of batch) clearTimeout(entry.timer);
    lane.running = true;
    const finish = (outcomes: Settled<unknown>[] | null, failure?: unknown) => {
      batch.forEach((entry, index) => {
        const outcome = outcomes?.[index];
        if (outcome?.ok) entry.resolve(outcome.value);
        else entry.reject(outcome ? outcome.error : (failure ?? new Error('the batch runner answered fewer outcomes than jobs')));
      });
      lane.running = false;
      pump(streamId, lane);
    };
    head.runner.run(batch.map((entry) => entry.job)).then(
      (outcomes) => finish(outcomes),
      (error: unknown) => finish(null, error),
    );
  };

  return {
    submit<J, R>(streamId: string, job: J, runner: BatchRunner<J, R>): Promise<R> {
      let lane = lanes.get(streamId);
      if (lane && lane.waiting.length >= options.maxWaiting) return Promise.reject(new StreamBusyError(QUEUE_FULL_DETAIL));
      if (!lane) {
        lane = { waiting: [], running: false };
        lanes.set(streamId, lane);
      }
      const current = lane;
      return new Promise<R>((resolve, reject) => {
        const entry: Entry = {
          job,
          runner: runner as BatchRunner<unknown, unknown>,
          resolve: resolve as (value: unknown) => void,
          reject,
          timer: undefined,
        };
        current.waiting.push(entry);
        if (current.running) {
          entry.timer = setTimeout(() => {
            const index = current.waiting.indexOf(entry);
            if (index < 0) return;
            current.waiting.splice(index, 1);
            reject(new StreamBusyError(QUEUE_TIMEOUT_DETAIL));
          }, options.maxWaitMs);
        }
        pump(streamId, current);
      });
    },
    waiting: (streamId) => lanes.get(streamId)?.waiting.length ?? 0,
  };
};
