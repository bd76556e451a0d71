import type { AnswerScale, HeatmapChange } from '@canopy/contracts/analytics/api';
import type { ReleasedRow } from '../anonymity/confidentialAnswers.ts';
import { compareAll } from './compare.ts';

// The heatmap's mode 'change since the last cycle' (ADR 0138): every group x question cell of the latest cycle
// against the same cell of the cycle before, on its question's own scale (a five-point and a ten-point question sit
// on one heatmap, each tested on its own values), the p values adjusted by Benjamini-Hochberg over every cell of the
// one heatmap. The rows come through the release rule (ADR 0128): a cell refused or under the minimum in either cycle
// has no change, and is in no correction.

export type HeatmapCycle = { cycle_id: string; cycle_date: string | null };

/** the cycles the rows hold, oldest first: dated cycles by date, ties and undated by id */
export const cyclesInOrder = (rows: readonly ReleasedRow[], dateOf: (cycleId: string) => string | null): HeatmapCycle[] =>
  [...new Set(rows.flatMap((row) => (row.cycle_id ? [row.cycle_id] : [])))]
    .map((id) => ({ cycle_id: id, cycle_date: dateOf(id) }))
    .sort(
      (a, b) => (a.cycle_date ?? '').localeCompare(b.cycle_date ?? '') || (a.cycle_id < b.cycle_id ? -1 : a.cycle_id > b.cycle_id ? 1 : 0),
    );

/** the two latest cycles of the rows, oldest first; null with fewer than two */
export const lastTwoOf = (cycles: readonly HeatmapCycle[]): [HeatmapCycle, HeatmapCycle] | null =>
  cycles.length < 2 ? null : (cycles.slice(-2) as [HeatmapCycle, HeatmapCycle]);

/**
 * Each cell's change: `rows` are the aggregates by group, cycle and question together with the totals (group_id
 * null) by cycle and question, as the reader releases them.
 */
export const heatmapChanges = (input: {
  questionIds: readonly string[];
  rows: readonly ReleasedRow[];
  compared: readonly [HeatmapCycle, HeatmapCycle];
  minimum: number;
  scaleOf: (questionId: string) => AnswerScale;
}): HeatmapChange[] => {
  const [before, after] = input.compared;
  const released = (row: ReleasedRow | undefined) => (row && !row.refused && row.respondents >= input.minimum ? row : null);
  const key = (group: string | null, cycle: string, question: string) => `${group ?? ''}\u0000${cycle}\u0000${question}`;
  const byKey = new Map(input.rows.map((row) => [key(row.group_id, row.cycle_id ?? '', row.question_id ?? ''), row]));
  // all participants first, then the groups in the order the rows name them (the heatmap orders its rows itself)
  const groupIds = [null, ...new Set(input.rows.flatMap((row) => (row.group_id ? [row.group_id] : [])))];
  const cells = input.questionIds.flatMap((questionId) =>
    groupIds.flatMap((groupId) => {
      const [from, to] = [
        released(byKey.get(key(groupId, before.cycle_id, questionId))),
        released(byKey.get(key(groupId, after.cycle_id, questionId))),
      ];
      return from && to
        ? [
            {
              group_id: groupId,
              question_id: questionId,
              before: { cycle_id: before.cycle_id, row: from },
              after: { cycle_id: after.cycle_id, row: to },
              scale: input.scaleOf(questionId),
            },
          ]
        : [];
    }),
  );
  return compareAll(cells).map(({ item, figures }) => ({ group_id: item.group_id, question_id: item.question_id, ...figures }));
};
