import type { AnswerScale, ChangeRow } from '@canopy/contracts/analytics/api';
import type { ReleasedRow } from '../statistics/figureIntervals.ts';
import { compareAll } from './compare.ts';

// Change since the cycle before (ADR 0122): each group's latest cycle against the one before it, from the released
// rows of the chart (the same the bars are drawn from), Welch's t deciding and Mann-Whitney beside it as a check, the
// p values adjusted by Benjamini-Hochberg over every comparison on the chart.

/** one group's released rows in two cycles (null: held back or not answered in that cycle) */
export type GroupCycles = {
  group_id: string | null;
  group_name: string;
  before: { cycle_id: string; row: ReleasedRow } | null;
  after: { cycle_id: string; row: ReleasedRow } | null;
};

export const changesOf = (groups: readonly GroupCycles[], scale: AnswerScale): ChangeRow[] =>
  compareAll(
    groups.flatMap((group) => (group.before && group.after ? [{ group, before: group.before, after: group.after, scale }] : [])),
  ).map(({ item, figures }) => ({ group_id: item.group.group_id, group_name: item.group.group_name, ...figures }));
