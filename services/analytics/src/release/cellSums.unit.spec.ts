import type { CellRollup } from '@canopy/projections/analytics/answers/readCells';
import { describe, expect, it } from 'vitest';
import { sumCells } from './cellSums.ts';

// Three cells of one question and a fourth of another, added up by hand.
const counts = (...values: number[]) => [...values, ...Array.from({ length: 10 - values.length }, () => 0)];
const cell = (overrides: Partial<CellRollup>): CellRollup => ({
  question_id: 'q1',
  cycle_id: 'c1',
  group_ids: ['north'],
  bucket: 5,
  answered: 0,
  passes: 0,
  counts: counts(),
  ten_counts: counts(),
  ...overrides,
});
const CELLS: CellRollup[] = [
  // north, c1: values 1, 2, 2 and a pass
  cell({ answered: 3, passes: 1, counts: counts(1, 2) }),
  // north and south, c2, another bucket: values 5, 5
  cell({ cycle_id: 'c2', group_ids: ['north', 'south'], bucket: 6, answered: 2, counts: counts(0, 0, 0, 0, 2) }),
  // nobody's group, c2: a ten-point 9
  cell({
    cycle_id: 'c2',
    group_ids: [],
    answered: 1,
    counts: counts(0, 0, 0, 0, 0, 0, 0, 0, 1),
    ten_counts: counts(0, 0, 0, 0, 0, 0, 0, 0, 1),
  }),
  // q2 in north, c1: a value 4
  cell({ question_id: 'q2', answered: 1, counts: counts(0, 0, 0, 1) }),
  // an erased cell: nothing left
  cell({ question_id: 'q3' }),
];
const filters = { groups_ids: [] as string[], cycles_ids: [] as string[], period_of_hiring_date: null };
const shape = { byGroup: false, byCycle: false, byQuestion: false };

describe('sumCells', () => {
  it('adds every cell under the filters into one row for everyone', () => {
    const [everyone, ...rest] = sumCells(CELLS, { filters, ...shape });
    expect(rest).toEqual([]);
    // 1 + 2 + 2 + 5 + 5 + 9 + 4: seven answers and one pass
    expect(everyone).toEqual({
      group_id: null,
      cycle_id: null,
      question_id: null,
      respondents: 8,
      passes: 1,
      counts: counts(1, 2, 0, 1, 2, 0, 0, 0, 1),
      ten_counts: counts(0, 0, 0, 0, 0, 0, 0, 0, 1),
    });
  });

  it('gives each group its cells, a cell of two groups to both and one of none to neither', () => {
    const rows = sumCells(CELLS, { filters, ...shape, byGroup: true, questionIds: ['q1'] });
    const byGroup = Object.fromEntries(rows.map((row) => [row.group_id, [row.respondents, row.passes, row.counts.slice(0, 5)]]));
    expect(byGroup).toEqual({ north: [6, 1, [1, 2, 0, 0, 2]], south: [2, 0, [0, 0, 0, 0, 2]] });
  });

  it('keeps whole cells by group filter, cycle, answer period and hiring range, and drops keys with no row', () => {
    const sum = (query: Partial<Parameters<typeof sumCells>[1]>) =>
      sumCells(CELLS, { filters, ...shape, ...query }).map((row) => [row.cycle_id, row.question_id, row.respondents]);
    expect(sum({ filters: { ...filters, groups_ids: ['south'] } })).toEqual([[null, null, 2]]);
    expect(sum({ filters: { ...filters, cycles_ids: ['c2'] } })).toEqual([[null, null, 3]]);
    expect(sum({ inPeriod: new Set(['c1']), byQuestion: true })).toEqual([
      [null, 'q1', 4],
      [null, 'q2', 1],
    ]);
    // from_3_to_6_years is bucket 6 alone
    expect(sum({ filters: { ...filters, period_of_hiring_date: 'from_3_to_6_years' }, byCycle: true })).toEqual([['c2', null, 2]]);
    expect(sum({ questionIds: ['q3'] })).toEqual([]);
  });
});
