import type { WrongExpectedRevisionError } from '../eventStore/eventStore.ts';
import type { Command, Decider, DomainEvent } from './decider.ts';
import type { EventLog } from './eventLog.ts';

/** state to decide on, and the stream revision it stands for: the next append expects exactly that revision */
export type LoadedState<S> = { state: S; revision: number | 'no_stream' };

/**
 * Where a command's state comes from. `load` is given every command of the batch about to be decided (all of
 * one stream), so a loader that reads only what its commands touch (a read model's slice) reads for them all.
 */
export type StateLoader<C, S> = {
  load(streamId: string, commands: readonly C[]): Promise<LoadedState<S>>;
  /**
   * Run after a conflict, before loading again: a loader that reads a read model waits here until it has
   * applied the stream's head, or it would load the same stale revision and conflict again.
   */
  catchUp?(error: WrongExpectedRevisionError): Promise<void>;
};

/** The default: the whole stream, read and folded. Right for small aggregates (a team, a workspace, a template). */
export const streamFold = <C extends Command, E extends DomainEvent, S>(log: EventLog, decider: Decider<C, E, S>): StateLoader<C, S> => ({
  async load(streamId) {
    const { events, revision } = await log.readStream(streamId);
    const state = events.reduce(
      (current, event) => decider.evolve(current, { type: event.type, data: event.data } as E),
      decider.initialState(),
    );
    return { state, revision };
  },
});
