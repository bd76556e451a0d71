import type { HeatmapCell } from '@canopy/contracts/analytics/api';
import type { AggregateRow } from '@canopy/projections/analytics/answers/read';
import { averageOf } from './figures.ts';
import { suppressedKeys } from './suppression.ts';

/**
 * The heatmap's cells: per question (a column), all participants' average and each group's, every cell drawn
 * from fewer respondents than the minimum held back, and within a column the differencing rule of the group
 * averages (one group held back beside a shown total holds back the next smallest too). `groupRows` are the
 * aggregates by group and question, `totalRows` by question alone.
 */
export const heatmapCells = (
  questionIds: readonly string[],
  groupRows: readonly AggregateRow[],
  totalRows: readonly AggregateRow[],
  minimum: number,
): HeatmapCell[] =>
  questionIds.flatMap((questionId) => {
    const total = totalRows.find((row) => row.question_id === questionId);
    if (!total) return [];
    const column = groupRows.filter((row) => row.question_id === questionId);
    const held = suppressedKeys(
      column.map((row) => ({ key: row.group_id ?? '', respondents: row.respondents })),
      total.respondents,
      minimum,
    );
    const cellOf = (row: AggregateRow, suppressed: boolean): HeatmapCell => ({
      group_id: row.group_id,
      question_id: questionId,
      value_avg: suppressed ? null : averageOf(row.counts),
      respondents: suppressed ? null : row.respondents,
      suppressed,
    });
    return [
      cellOf({ ...total, group_id: null }, total.respondents < minimum),
      ...column.map((row) => cellOf(row, held.has(row.group_id ?? ''))),
    ];
  });
