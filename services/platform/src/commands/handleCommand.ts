import type { AppendResult, EventStore } from '../eventStore/eventStore.ts';
import { WrongExpectedRevisionError } from '../eventStore/eventStore.ts';
import { sleep } from '../runtime/sleep.ts';
import type { ProjectionWaiter } from '../projections/waiter.ts';
import { createBackoff, DEFAULT_BACKOFF, type BackoffOptions } from './backoff.ts';
import type { Command, Decider, DomainEvent } from './decider.ts';
import type { CommandContext, EventLog } from './eventLog.ts';
import { requestWrites } from './requestWrites.ts';
import { SETTLE_MS } from './settle.ts';
import { streamFold, type StateLoader } from './stateLoader.ts';
import { createStreamQueue, type BatchRunner, type Settled, type StreamQueue, type StreamQueueOptions } from './streamQueue.ts';

/** commands of one stream decided together at most, when they wait together */
export const MAX_BATCH = 64;

export type CommandResult<E extends DomainEvent, S> = {
  events: E[];
  state: S;
  /** null when the decider decided nothing */
  appended: AppendResult | null;
};

export type Settle = {
  waiter: ProjectionWaiter;
  readModels: readonly string[];
  /** a number, or one that grows with the events the command appended (a big import takes the projection a while) */
  timeoutMs?: number | ((events: number, baseMs: number) => number);
  /** the process's bound (COMMAND_SETTLE_MS), set by handleCommand: a function of the events builds on it */
  baseMs?: number;
};

export type HandleCommandOptions<C extends Command, E extends DomainEvent, S> = {
  log: EventLog;
  decider: Decider<C, E, S>;
  streamId: string;
  command: C;
  context: CommandContext;
  /** where the state comes from; absent, the stream is read and folded */
  loader?: StateLoader<C, S>;
  /** a cap on the attempts besides the time budget (absent: the budget alone decides) */
  attempts?: number;
  backoff?: Partial<BackoffOptions>;
  /** absent: the process's queue for this event store */
  queue?: StreamQueue;
  settle?: Settle;
  /** called once the events are stored, before the wait for the read models */
  onStored?: () => void;
};

type Job<C extends Command, E extends DomainEvent, S> = Pick<
  HandleCommandOptions<C, E, S>,
  'streamId' | 'command' | 'context' | 'settle' | 'onStored' | 'attempts' | 'backoff'
>;

/** one queue and one retry policy per event store, that is per process (a test may run several runtimes, each its own store) */
const pipelines = new WeakMap<object, { queue: StreamQueue; backoff: BackoffOptions; settleMs: number }>();
const pipelineOf = (log: EventLog) => {
  let pipeline = pipelines.get(log.store);
  if (!pipeline) {
    pipeline = { queue: createStreamQueue(), backoff: DEFAULT_BACKOFF, settleMs: SETTLE_MS };
    pipelines.set(log.store, pipeline);
  }
  return pipeline;
};

/** the process's bounds (its configuration) for the commands appended to this store */
export const configureCommandPipeline = (
  store: EventStore,
  options: { queue: StreamQueueOptions; conflictBudgetMs: number; settleMs?: number },
) => {
  pipelines.set(store, {
    queue: createStreamQueue(options.queue),
    backoff: { ...DEFAULT_BACKOFF, budgetMs: options.conflictBudgetMs },
    settleMs: options.settleMs ?? SETTLE_MS,
  });
};

/** one runner per (log, loader or decider): commands of one stream that share it may be decided together */
const runners = new WeakMap<object, WeakMap<EventLog, BatchRunner<never, never>>>();

const settleTimeout = (settle: Settle, events: number) => {
  const base = settle.baseMs ?? SETTLE_MS;
  return typeof settle.timeoutMs === 'function' ? settle.timeoutMs(events, base) : (settle.timeoutMs ?? base);
};

const createRunner = <C extends Command, E extends DomainEvent, S>(
  log: EventLog,
  decider: Decider<C, E, S>,
  loader: StateLoader<C, S>,
): BatchRunner<Job<C, E, S>, CommandResult<E, S>> => {
  const runner: BatchRunner<Job<C, E, S>, CommandResult<E, S>> = {
    maxBatch: MAX_BATCH,
    async run(jobs) {
      const head = jobs[0]!;
      const { streamId } = head;
      const backoff = createBackoff({ ...DEFAULT_BACKOFF, ...head.backoff });
      for (let attempt = 1; ; attempt++) {
        const { state, revision } = await loader.load(
          streamId,
          jobs.map((job) => job.command),
        );
        // each command decides on the state the ones before it in the batch left: as if they ran one by one
        const outcomes: Settled<CommandResult<E, S>>[] = [];
        const parts: Array<{ index: number; events: E[] }> = [];
        let current = state;
        jobs.forEach((job, index) => {
          try {
            const events = decider.decide(job.command, current);
            current = events.reduce(decider.evolve, current);
            outcomes[index] = { ok: true, value: { events, state: current, appended: null } };
            if (events.length > 0) parts.push({ index, events });
          } catch (error) {
            outcomes[index] = { ok: false, error };
          }
        });
        if (parts.length === 0) return outcomes;

        let appended: AppendResult;
        try {
          appended =
            parts.length === 1
              ? await log.append(streamId, parts[0]!.events, { expectedRevision: revision, context: jobs[parts[0]!.index]!.context })
              : await log.appendParts(
                  streamId,
                  parts.map(({ index, events }) => ({ events, context: jobs[index]!.context })),
                  { expectedRevision: revision },
                );
        } catch (error) {
          if (!(error instanceof WrongExpectedRevisionError)) {
            if (jobs.length === 1) throw error;
            // one command's events were refused (a contract, the database): each runs alone, so only it fails
            const alone: Settled<CommandResult<E, S>>[] = [];
            for (const job of jobs) alone.push(...(await runner.run([job])));
            return alone;
          }
          const pause = head.attempts !== undefined && attempt >= head.attempts ? null : backoff.next();
          if (pause === null) throw error;
          await loader.catchUp?.(error);
          await sleep(pause);
          continue;
        }

        // each command learns the revision its own last event took
        let revisionAfter = appended.nextExpectedRevision - parts.reduce((sum, part) => sum + part.events.length, 0);
        for (const { index, events } of parts) {
          revisionAfter += events.length;
          const outcome = outcomes[index] as { ok: true; value: CommandResult<E, S> };
          outcome.value.appended = { nextExpectedRevision: revisionAfter, position: appended.position };
          jobs[index]!.onStored?.();
        }
        await Promise.all(
          parts.map(({ index, events }) => {
            const { settle } = jobs[index]!;
            return settle?.waiter.waitFor(appended.position, settle.readModels, settleTimeout(settle, events.length));
          }),
        );
        return outcomes;
      }
    },
  };
  return runner;
};

const runnerFor = <C extends Command, E extends DomainEvent, S>(
  log: EventLog,
  decider: Decider<C, E, S>,
  loader: StateLoader<C, S> | undefined,
): BatchRunner<Job<C, E, S>, CommandResult<E, S>> => {
  const key = loader ?? decider;
  let byLog = runners.get(key);
  if (!byLog) {
    byLog = new WeakMap();
    runners.set(key, byLog);
  }
  let runner = byLog.get(log) as BatchRunner<Job<C, E, S>, CommandResult<E, S>> | undefined;
  if (!runner) {
    runner = createRunner(log, decider, loader ?? streamFold(log, decider));
    byLog.set(log, runner as unknown as BatchRunner<never, never>);
  }
  return runner;
};

/**
 * Load state (a stream fold, or a read model at a known revision), decide, append at the revision loaded.
 *
 * In one process the commands of a stream queue and run one batch at a time (`streamQueue.ts`), so they never
 * conflict with each other: those that wait together are decided one after another on one load and stored in
 * one append, each with its own metadata and outcome. A full queue, or a wait past its bound, answers 503.
 * A conflict can then only come from another process: the cycle runs again on fresh state (after the loader's
 * catch-up) with jittered pauses for up to the backoff's time budget, after which the conflict reaches the
 * caller (HTTP 409). With `settle`, an append is followed by a bounded wait until the read models the next
 * screen reads have applied it (read-your-writes); a wait that times out still answers.
 */
export const handleCommand = async <C extends Command, E extends DomainEvent, S>(
  options: HandleCommandOptions<C, E, S>,
): Promise<CommandResult<E, S>> => {
  const { log, decider, streamId, loader, command, context, settle, onStored, attempts, backoff } = options;
  const pipeline = pipelineOf(log);
  const job = {
    streamId,
    command,
    context,
    settle: settle && { ...settle, baseMs: pipeline.settleMs },
    onStored,
    attempts,
    backoff: { ...pipeline.backoff, ...backoff },
  };
  const result = await (options.queue ?? pipeline.queue).submit(streamId, job, runnerFor(log, decider, loader));
  // noted here, in the caller's turn: the batch that appended may have been started by another request
  if (settle && result.appended) requestWrites.note(context.correlationId, result.appended.position, settle.readModels);
  return result;
};
