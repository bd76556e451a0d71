import type { AnswerScale, HeatmapCell } from '@canopy/contracts/analytics/api';
import type { AggregateRow } from '@canopy/projections/analytics/answers/read';
import { meanIntervalOf, NO_INTERVAL } from '../statistics/figureIntervals.ts';
import { averageOf } from './figures.ts';

/**
 * The heatmap's cells: per question (a column), all participants' average and each group's. The rows come through
 * the anonymity rule (ADR 0056), so every cell is a union of released cells of the filter lattice and needs no
 * rule of its own beside its neighbours; a cell from fewer respondents than the minimum (which the rule cannot
 * produce) would be held back all the same. `groupRows` are the aggregates by group and question, `totalRows` by
 * question alone.
 */
export const heatmapCells = (
  questionIds: readonly string[],
  groupRows: readonly AggregateRow[],
  totalRows: readonly AggregateRow[],
  minimum: number,
  /** each question's scale, for its interval's bounds (five-point without) */
  scales: ReadonlyMap<string, AnswerScale> = new Map(),
): HeatmapCell[] =>
  questionIds.flatMap((questionId) => {
    const total = totalRows.find((row) => row.question_id === questionId);
    if (!total) return [];
    const cellOf = (row: AggregateRow): HeatmapCell => {
      const suppressed = row.respondents < minimum;
      return {
        group_id: row.group_id,
        question_id: questionId,
        value_avg: suppressed ? null : averageOf(row.counts),
        respondents: suppressed ? null : row.respondents,
        suppressed,
        ...(suppressed ? NO_INTERVAL : meanIntervalOf(row, scales.get(questionId) ?? 'five')),
      };
    };
    return [cellOf({ ...total, group_id: null }), ...groupRows.filter((row) => row.question_id === questionId).map(cellOf)];
  });
