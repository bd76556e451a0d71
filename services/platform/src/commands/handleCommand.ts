import type { AppendResult } from '../eventStore/eventStore.ts';
import { WrongExpectedRevisionError } from '../eventStore/eventStore.ts';
import type { Command, Decider, DomainEvent } from './decider.ts';
import type { ProjectionWaiter } from '../projections/waiter.ts';
import type { CommandContext, EventLog } from './eventLog.ts';

/** how long a command waits, at most, for the read models it settles on */
export const SETTLE_MS = 2000;

export type CommandResult<E extends DomainEvent, S> = {
  events: E[];
  state: S;
  /** null when the decider decided nothing */
  appended: AppendResult | null;
};

/**
 * Load the stream, fold it into state, decide, append at the revision that was read.
 * A concurrent writer makes the append fail; the whole cycle then runs again on fresh state,
 * up to `attempts` times, after which the conflict reaches the caller (HTTP 409).
 * With `settle`, an append is followed by a bounded wait until the read models the next screen reads have
 * applied it (read-your-writes); a wait that times out still answers (the screen may show the old state).
 */
export const handleCommand = async <C extends Command, E extends DomainEvent, S>(options: {
  log: EventLog;
  decider: Decider<C, E, S>;
  streamId: string;
  command: C;
  context: CommandContext;
  attempts?: number;
  settle?: { waiter: ProjectionWaiter; readModels: readonly string[]; timeoutMs?: number };
}): Promise<CommandResult<E, S>> => {
  const { log, decider, streamId, command, context } = options;
  const attempts = options.attempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    const { events: history, revision } = await log.readStream(streamId);
    const state = history.reduce((current, event) => decider.evolve(current, { type: event.type, data: event.data } as E), decider.initialState());
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, appended: null };
    try {
      const appended = await log.append(streamId, events, { expectedRevision: revision, context });
      if (options.settle) await options.settle.waiter.waitFor(appended.position, options.settle.readModels, options.settle.timeoutMs ?? SETTLE_MS);
      return { events, state: events.reduce(decider.evolve, state), appended };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= attempts) throw error;
    }
  }
};
