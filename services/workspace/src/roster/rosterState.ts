import { readRosterRevision, readRosterRows, type RosterSlice } from '@canopy/projections/workspace/participants/readState';
import type pg from 'pg';
import type { RosterState } from './roster.ts';

// The roster's decision state, read from the `participants` projection (ADR 0011) through its readers.
// Callers read inside one REPEATABLE READ transaction, so the revision and the rows are of the same moment.

export { readRosterRevision, type RosterSlice };

/** the workspace's groups whole, the participants the slice names, and their memberships */
export const loadRosterState = async (client: pg.PoolClient, workspaceId: string, slice: RosterSlice): Promise<RosterState> => {
  const rows = await readRosterRows(client, workspaceId, slice);
  const members = new Map<string, Set<string>>();
  for (const { group_id, participant_id } of rows.memberships) {
    const set = members.get(group_id) ?? new Set<string>();
    set.add(participant_id);
    members.set(group_id, set);
  }
  return {
    participants: new Map(rows.participants.map((row) => [row.id, row])),
    groups: new Map(rows.groups.map((group) => [group.id, group])),
    members,
  };
};
