import type { HeatmapCell } from '@canopy/contracts/analytics/api';
import type { AggregateRow } from '@canopy/projections/analytics/answers/read';
import { averageOf } from './figures.ts';
import { heldFigures } from './suppression.ts';

/**
 * The heatmap's cells: per question (a column), all participants' average and each group's, every cell drawn
 * from fewer respondents than the minimum held back, and within a column the differencing rules of the group
 * averages (ADR 0042: groups held back until the total minus the shown ones gives nobody away; under a filter
 * that narrows the respondents, the column compared with `before`, the same rows without it). `groupRows` are
 * the aggregates by group and question, `totalRows` by question alone.
 */
export const heatmapCells = (
  questionIds: readonly string[],
  groupRows: readonly AggregateRow[],
  totalRows: readonly AggregateRow[],
  minimum: number,
  before?: { groupRows: readonly AggregateRow[]; totalRows: readonly AggregateRow[] },
): HeatmapCell[] =>
  questionIds.flatMap((questionId) => {
    const total = totalRows.find((row) => row.question_id === questionId);
    if (!total) return [];
    const column = groupRows.filter((row) => row.question_id === questionId);
    const cellsOf = (rows: readonly AggregateRow[]) => rows.map((row) => ({ key: row.group_id ?? '', respondents: row.respondents }));
    const { totalHeld, held } = heldFigures({
      cells: cellsOf(column),
      total: total.respondents,
      baseline: before && {
        cells: cellsOf(before.groupRows.filter((row) => row.question_id === questionId)),
        total: before.totalRows.find((row) => row.question_id === questionId)?.respondents ?? 0,
      },
      minimum,
    });
    const cellOf = (row: AggregateRow, suppressed: boolean): HeatmapCell => ({
      group_id: row.group_id,
      question_id: questionId,
      value_avg: suppressed ? null : averageOf(row.counts),
      respondents: suppressed ? null : row.respondents,
      suppressed,
    });
    return [cellOf({ ...total, group_id: null }, totalHeld), ...column.map((row) => cellOf(row, held.has(row.group_id ?? '')))];
  });
