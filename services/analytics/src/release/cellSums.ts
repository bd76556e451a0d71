import type { AnalyticsFilters } from '@canopy/contracts/analytics/api';
import type { AggregateRow } from '@canopy/projections/analytics/answers/read';
import { bucketsOf, type CellRollup } from '@canopy/projections/analytics/answers/readCells';

/**
 * The figures of a chart as sums of the cells' rollups (ADR 0129): every cell of one question, cycle, set of groups at
 * the answer and tenure bucket carries its answers by value, passes and answering respondents, and every population a
 * figure is asked for is a union of whole cells (ADR 0056), so its figure is the sum of theirs: exact, in a few
 * thousand additions whatever the number of answers. The same rows the cells reader's SQL gives per group, cycle and
 * question (readCells.ts, `aggregate` at minimum 0), with the respondents of a cycle and question (one row per person).
 */

export type SumQuery = {
  filters: Pick<AnalyticsFilters, 'groups_ids' | 'cycles_ids' | 'period_of_hiring_date'>;
  /** only these questions (else every question) */
  questionIds?: readonly string[];
  byGroup: boolean;
  byCycle: boolean;
  byQuestion: boolean;
  /** the cycles with an answer in the answer period, when one is set (it keeps whole cycles) */
  inPeriod?: ReadonlySet<string> | null;
};

const keyOf = (group: string | null, cycle: string | null, question: string | null) =>
  `${group ?? ''}\u0000${cycle ?? ''}\u0000${question ?? ''}`;

export const sumCells = (cells: readonly CellRollup[], query: SumQuery): AggregateRow[] => {
  const questions = query.questionIds?.length ? new Set(query.questionIds) : null;
  const cycles = query.filters.cycles_ids.length ? new Set(query.filters.cycles_ids) : null;
  const buckets = query.filters.period_of_hiring_date ? new Set(bucketsOf(query.filters.period_of_hiring_date)) : null;
  const anyOf = query.filters.groups_ids.length ? new Set(query.filters.groups_ids) : null;
  const rows = new Map<string, AggregateRow>();
  const add = (cell: CellRollup, group: string | null) => {
    const cycle = query.byCycle ? cell.cycle_id : null;
    const question = query.byQuestion ? cell.question_id : null;
    const key = keyOf(group, cycle, question);
    let row = rows.get(key);
    if (!row) {
      row = {
        group_id: group,
        cycle_id: cycle,
        question_id: question,
        respondents: 0,
        passes: 0,
        counts: Array.from({ length: 10 }, () => 0),
        ten_counts: Array.from({ length: 10 }, () => 0),
      };
      rows.set(key, row);
    }
    row.respondents += cell.answered + cell.passes;
    row.passes += cell.passes;
    for (let index = 0; index < 10; index++) {
      row.counts[index]! += cell.counts[index]!;
      row.ten_counts![index]! += cell.ten_counts[index]!;
    }
  };
  for (const cell of cells) {
    if (questions && !questions.has(cell.question_id)) continue;
    if (cycles && !cycles.has(cell.cycle_id)) continue;
    if (query.inPeriod && !query.inPeriod.has(cell.cycle_id)) continue;
    if (buckets && !buckets.has(cell.bucket)) continue;
    if (query.byGroup) {
      // a row per group the respondents were in (a cell of no group is in no group's row)
      for (const group of cell.group_ids) if (!anyOf || anyOf.has(group)) add(cell, group);
    } else if (!anyOf || cell.group_ids.some((group) => anyOf.has(group))) add(cell, null);
  }
  // a key whose cells hold no row (what an erasure leaves) has no figure, as the SQL's `having` drops it
  return [...rows.values()].filter((row) => row.respondents > 0);
};
