import type { AggregateRow } from '@canopy/projections/analytics/answers/read';
import { describe, expect, it } from 'vitest';
import { heatmapCells } from './heatmap.ts';

/** counts of values 1..5 (the rest of the ten zero) */
const row = (group_id: string | null, question_id: string, respondents: number, five: number[]): AggregateRow => ({
  group_id,
  cycle_id: null,
  question_id,
  respondents,
  passes: 0,
  counts: [...five, 0, 0, 0, 0, 0],
});

describe('heatmapCells', () => {
  it("gives each question's total and group averages, computed by hand", () => {
    // q1: A answered 5,5,4,4,2 (avg 4), B 1,1,3,3,2 (avg 2); everyone 3
    const groups = [row('A', 'q1', 5, [0, 1, 0, 2, 2]), row('B', 'q1', 5, [2, 1, 2, 0, 0])];
    const totals = [row(null, 'q1', 10, [2, 2, 2, 2, 2])];
    expect(heatmapCells(['q1'], groups, totals, 5)).toEqual([
      { group_id: null, question_id: 'q1', value_avg: 3, respondents: 10, suppressed: false },
      { group_id: 'A', question_id: 'q1', value_avg: 4, respondents: 5, suppressed: false },
      { group_id: 'B', question_id: 'q1', value_avg: 2, respondents: 5, suppressed: false },
    ]);
  });

  it('holds back a group of 4 and, in the same column, the next smallest group (else total minus shown gives it away)', () => {
    const groups = [row('small', 'q1', 4, [4, 0, 0, 0, 0]), row('mid', 'q1', 6, [0, 0, 6, 0, 0]), row('big', 'q1', 9, [0, 0, 0, 0, 9])];
    const totals = [row(null, 'q1', 19, [4, 0, 6, 0, 9])];
    const cells = heatmapCells(['q1'], groups, totals, 5);
    expect(cells.filter((cell) => cell.suppressed).map((cell) => cell.group_id)).toEqual(['small', 'mid']);
    expect(cells.find((cell) => cell.group_id === 'small')).toMatchObject({ value_avg: null, respondents: null });
    expect(cells.find((cell) => cell.group_id === 'big')?.value_avg).toBe(5);
  });

  it('decides each column on its own: a group held back on one question is shown on another it answered enough', () => {
    const groups = [row('A', 'q1', 4, [0, 0, 0, 4, 0]), row('B', 'q1', 8, [0, 0, 0, 8, 0]), row('A', 'q2', 5, [0, 0, 0, 0, 5])];
    const totals = [row(null, 'q1', 12, [0, 0, 0, 12, 0]), row(null, 'q2', 5, [0, 0, 0, 0, 5])];
    const cells = heatmapCells(['q1', 'q2'], groups, totals, 5);
    expect(cells.filter((cell) => cell.question_id === 'q1' && cell.suppressed).map((cell) => cell.group_id)).toEqual(['A', 'B']);
    expect(cells.find((cell) => cell.question_id === 'q2' && cell.group_id === 'A')).toMatchObject({ value_avg: 5, suppressed: false });
  });

  it('holds back a whole column whose total is below the minimum, and leaves out a question nobody answered', () => {
    const cells = heatmapCells(['q1', 'q2'], [row('A', 'q1', 3, [0, 3, 0, 0, 0])], [row(null, 'q1', 3, [0, 3, 0, 0, 0])], 5);
    expect(cells).toHaveLength(2);
    expect(cells.every((cell) => cell.suppressed && cell.value_avg === null)).toBe(true);
  });

  it('holds back groups of 1, 2 and then the 9 in a column whose total of 12 is shown', () => {
    const groups = [row('one', 'q1', 1, [1, 0, 0, 0, 0]), row('two', 'q1', 2, [0, 2, 0, 0, 0]), row('nine', 'q1', 9, [0, 0, 0, 0, 9])];
    const cells = heatmapCells(['q1'], groups, [row(null, 'q1', 12, [1, 2, 0, 0, 9])], 5);
    expect(cells.filter((cell) => cell.suppressed).map((cell) => cell.group_id)).toEqual(['one', 'two', 'nine']);
    expect(cells.find((cell) => cell.group_id === null)).toMatchObject({ value_avg: 4.17, respondents: 12, suppressed: false });
  });

  it('under a group filter, holds back the column total that leaves out 4 and the group the unfiltered column hides', () => {
    const a = row('A', 'q1', 6, [0, 0, 0, 0, 6]);
    const c = row('C', 'q1', 5, [0, 0, 5, 0, 0]);
    const before = { groupRows: [a, row('B', 'q1', 4, [4, 0, 0, 0, 0]), c], totalRows: [row(null, 'q1', 15, [4, 0, 5, 0, 6])] };
    const cells = heatmapCells(['q1'], [a, c], [row(null, 'q1', 11, [0, 0, 5, 0, 6])], 5, before);
    expect(cells.filter((cell) => cell.suppressed).map((cell) => cell.group_id)).toEqual([null, 'C']);
    expect(cells.find((cell) => cell.group_id === 'A')).toMatchObject({ value_avg: 5, suppressed: false });
  });
});
