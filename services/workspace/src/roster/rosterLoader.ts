import type { StateLoader } from '@canopy/platform/commands/stateLoader';
import { SETTLE_MS } from '@canopy/platform/commands/settle';
import { withTransaction } from '@canopy/platform/db/transaction';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { RosterEvent, RosterState } from './roster.ts';
import { loadRosterState, readRosterRevision, type RosterSlice } from './rosterState.ts';

/** the read models the participants page reads next: commands wait for them (read-your-writes) */
export const ROSTER_READ_MODELS = ['participants'] as const;
/** a big import takes the projection a while: the wait grows with the events appended */
export const rosterSettleMs = (events: number, baseMs = SETTLE_MS) => baseMs + 50 * events;

/**
 * What the roster's command pipeline runs: a plan on the roster's state, with the slice of state it needs
 * (ADR 0011). `plan` keeps what it found out besides the events (an import's outcome) for its caller.
 */
export type RosterJob = {
  type: 'RosterJob';
  data: { workspaceId: string; slice: RosterSlice; plan: (state: RosterState) => RosterEvent[] };
};

/** every slice of a batch as one: a participant any command names is in the state all of them decide on */
export const unionOfSlices = (slices: readonly RosterSlice[]): RosterSlice => ({
  participantIds: slices.flatMap((slice) => slice.participantIds ?? []),
  credentials: slices.flatMap((slice) => slice.credentials ?? []),
  externalIds: slices.flatMap((slice) => slice.externalIds ?? []),
  membersOfGroups: slices.flatMap((slice) => slice.membersOfGroups ?? []),
  everything: slices.some((slice) => slice.everything === true),
});

/**
 * The roster's state from the `participants` read model at the revision it has applied (ADR 0011): the
 * revision and the slice are read in one REPEATABLE READ transaction, so they are of the same moment. A
 * conflict means someone appended or the projection has not caught up: `catchUp` waits for it to reach the
 * stream's head before the command loads again.
 */
export const createRosterLoader = ({
  platform,
  waiter,
}: Pick<ServiceDeps, 'platform' | 'waiter'>): StateLoader<RosterJob, RosterState> => ({
  async load(_streamId, jobs) {
    const workspaceId = jobs[0]!.data.workspaceId;
    const slice = unionOfSlices(jobs.map((job) => job.data.slice));
    return withTransaction(platform.pool, async (client) => {
      await client.query('set transaction isolation level repeatable read, read only');
      return { revision: await readRosterRevision(client, workspaceId), state: await loadRosterState(client, workspaceId, slice) };
    });
  },
  async catchUp(error) {
    if (error.actual === 'no_stream') return;
    const [head] = await platform.log.store.readStream(error.streamId, { fromRevision: error.actual });
    if (head) await waiter.waitFor(head.position, ROSTER_READ_MODELS, rosterSettleMs(0));
  },
});
