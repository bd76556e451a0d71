import type { AppendResult } from '../eventStore/eventStore.ts';
import { WrongExpectedRevisionError } from '../eventStore/eventStore.ts';
import type { Command, Decider, DomainEvent } from './decider.ts';
import type { CommandContext, EventLog } from './eventLog.ts';

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
 */
export const handleCommand = async <C extends Command, E extends DomainEvent, S>(options: {
  log: EventLog;
  decider: Decider<C, E, S>;
  streamId: string;
  command: C;
  context: CommandContext;
  attempts?: number;
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
      return { events, state: events.reduce(decider.evolve, state), appended };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= attempts) throw error;
    }
  }
};
