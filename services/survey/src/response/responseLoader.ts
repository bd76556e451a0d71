import type { LoadedState, StateLoader } from '@canopy/platform/commands/stateLoader';
import type { EventLog } from '@canopy/platform/commands/eventLog';
import type { RecordedEvent } from '@canopy/contracts';
import { responseDecider, type ResponseCommand } from './decide.ts';
import { evolveResponse, type ResponseEvent, type ResponseState } from './response.ts';

const MAX_KNOWN = 50_000;

/**
 * Where a submission's state comes from without a read of the stream each time (docs/decisions/0149): the state
 * this process last read or appended for the stream (the respondent's page reads their stream for its list just
 * before they answer), else none at all, expecting the stream not to exist, as for most submissions it does not.
 * Either is only a guess the append checks: when another process (or a lost memory) makes it wrong, the append
 * conflicts, the stream is read, and the command is decided again on what it holds (handleCommand's retry).
 */
export const createResponseLoader = (log: EventLog) => {
  const known = new Map<string, LoadedState<ResponseState>>();
  const mustRead = new Set<string>();
  const remember = (streamId: string, loaded: LoadedState<ResponseState>) => {
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(streamId, loaded);
  };
  const loader: StateLoader<ResponseCommand, ResponseState> = {
    async load(streamId) {
      if (mustRead.delete(streamId)) {
        const { events, revision } = await log.readStream(streamId);
        return { state: stateOf(events), revision };
      }
      return known.get(streamId) ?? { state: responseDecider.initialState(), revision: 'no_stream' };
    },
    async catchUp(error) {
      known.delete(error.streamId);
      if (mustRead.size >= MAX_KNOWN) mustRead.clear();
      mustRead.add(error.streamId);
    },
  };
  return {
    loader,
    /** what a read of the stream found: the state the next submission on it starts from */
    read: (streamId: string, events: readonly RecordedEvent[], revision: number | 'no_stream') =>
      remember(streamId, { state: stateOf(events), revision }),
    /** what an accepted submission left: its state and the revision its last event took */
    appended: (streamId: string, state: ResponseState, revision: number) => remember(streamId, { state, revision }),
  };
};
export type ResponseLoader = ReturnType<typeof createResponseLoader>;

const stateOf = (events: readonly RecordedEvent[]) =>
  events.reduce(
    (state, event) => evolveResponse(state, { type: event.type, data: event.data } as ResponseEvent),
    responseDecider.initialState(),
  );
