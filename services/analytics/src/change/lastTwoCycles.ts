import type { AggregateRow } from '@canopy/projections/analytics/answers/read';
import type { GroupCycles } from './changeSinceLastCycle.ts';

/**
 * Each group's rows in the two latest cycles of a chart's sets (oldest first, as chartData orders them). A row held
 * back in either cycle gives no comparison: a change may only be computed from released figures.
 */
export const lastTwoCycles = (
  sets: readonly { cycleId: string | null; rows: readonly { row: AggregateRow; suppressed: boolean }[] }[],
  groupName: (id: string | null) => string,
): GroupCycles[] => {
  const dated = sets.filter((set) => set.cycleId !== null);
  if (dated.length < 2) return [];
  const [before, after] = dated.slice(-2) as [(typeof dated)[number], (typeof dated)[number]];
  const released = (set: typeof before, groupId: string | null) => {
    const entry = set.rows.find(({ row }) => row.group_id === groupId);
    return entry && !entry.suppressed ? { cycle_id: set.cycleId!, row: entry.row } : null;
  };
  const groupIds = [...new Set(after.rows.map(({ row }) => row.group_id))];
  return groupIds.map((groupId) => ({
    group_id: groupId,
    group_name: groupName(groupId),
    before: released(before, groupId),
    after: released(after, groupId),
  }));
};
