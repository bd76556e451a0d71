import type { ReleasedRow } from '../anonymity/confidentialAnswers.ts';
import type { AnswerScale, HeatmapCell } from '@canopy/contracts/analytics/api';
import { meanIntervalOf, NO_INTERVAL } from '../statistics/figureIntervals.ts';
import { averageOf } from './figures.ts';

/**
 * The heatmap's cells: per question (a column), all participants' average and each group's. The rows come through
 * the release rule (ADR 0128), so every cell shown counts everyone of its population and needs no rule of its own
 * beside its neighbours; a refused row is a suppressed cell with its reason. `groupRows` are the aggregates by group and question, `totalRows` by
 * question alone.
 */
export const heatmapCells = (
  questionIds: readonly string[],
  groupRows: readonly ReleasedRow[],
  totalRows: readonly ReleasedRow[],
  minimum: number,
  /** each question's scale, for its interval's bounds (five-point without) */
  scales: ReadonlyMap<string, AnswerScale> = new Map(),
): HeatmapCell[] =>
  questionIds.flatMap((questionId) => {
    const total = totalRows.find((row) => row.question_id === questionId);
    if (!total) return [];
    const cellOf = (row: ReleasedRow): HeatmapCell => {
      const suppressed = row.respondents < minimum;
      return {
        group_id: row.group_id,
        question_id: questionId,
        value_avg: suppressed ? null : averageOf(row.counts),
        respondents: suppressed ? null : row.respondents,
        suppressed,
        ...(suppressed ? { withheld: row.refused ?? 'small' } : {}),
        ...(suppressed ? NO_INTERVAL : meanIntervalOf(row, scales.get(questionId) ?? 'five')),
      };
    };
    return [cellOf({ ...total, group_id: null }), ...groupRows.filter((row) => row.question_id === questionId).map(cellOf)];
  });
