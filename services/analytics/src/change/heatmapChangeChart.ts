import type { AnswerScale, ChartData } from '@canopy/contracts/analytics/api';
import type { AggregateQuery } from '@canopy/projections/analytics/answers/read';
import type { ConfidentialAnswers } from '../anonymity/confidentialAnswers.ts';
import { heatmapCells } from '../charts/heatmap.ts';
import { cyclesInOrder, heatmapChanges, lastTwoOf } from './heatmapChanges.ts';

type HeatmapChart = Extract<ChartData, { type: 'type5' }>;

/**
 * The heatmap's Cycles view, 'change since the last cycle' (ADR 0138): the latest cycle's cells, each with its change
 * since the cycle before. Two reads through the release rule (by group, cycle and question; the totals by cycle and
 * question), the same rows the cells are drawn from.
 */
export const heatmapChangeChart = async (input: {
  answers: ConfidentialAnswers;
  base: Omit<AggregateQuery, 'byGroup' | 'byCycle' | 'byQuestion' | 'minimum'>;
  questions: readonly { id: string; body: string; scale: AnswerScale }[];
  groupName: (id: string | null) => string;
  cycleDate: (id: string) => string | null;
  heldBack: Promise<number>;
}): Promise<HeatmapChart> => {
  const { answers } = input;
  const questionIds = input.questions.map((question) => question.id);
  const query = { ...input.base, questionIds, byCycle: true, byQuestion: true };
  const [groupRows, totalRows, heldBack] = await Promise.all([
    answers.aggregate({ ...query, byGroup: true }),
    answers.aggregate({ ...query, byGroup: false }),
    input.heldBack,
  ]);
  const scales = new Map(input.questions.map((question) => [question.id, question.scale]));
  const inOrder = cyclesInOrder(totalRows, input.cycleDate);
  const compared = lastTwoOf(inOrder);
  // the latest cycle the rows hold is the one the cells show (with a single cycle: that one, and no change)
  const latestId = inOrder.at(-1)?.cycle_id ?? null;
  const inLatest = <T extends { cycle_id: string | null }>(rows: readonly T[]) => rows.filter((row) => row.cycle_id === latestId);
  const groupIds = [...new Set(inLatest(groupRows).flatMap((row) => (row.group_id ? [row.group_id] : [])))];
  groupIds.sort((a, b) => input.groupName(a).localeCompare(input.groupName(b)));
  return {
    type: 'type5',
    view: 'cycles',
    minimum_group_size: answers.minimum,
    held_back: heldBack,
    questions: [...input.questions],
    groups: [null, ...groupIds].map((id) => ({ group_id: id, group_name: input.groupName(id) })),
    cells: heatmapCells(questionIds, inLatest(groupRows), inLatest(totalRows), answers.minimum, scales),
    compared: compared
      ? {
          from_cycle_id: compared[0].cycle_id,
          from_date: compared[0].cycle_date,
          to_cycle_id: compared[1].cycle_id,
          to_date: compared[1].cycle_date,
        }
      : null,
    changes: compared
      ? heatmapChanges({
          questionIds,
          rows: [...groupRows, ...totalRows.map((row) => ({ ...row, group_id: null }))],
          compared,
          minimum: answers.minimum,
          scaleOf: (id) => scales.get(id) ?? 'five',
        })
      : [],
  };
};
