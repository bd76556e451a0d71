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
  ten_counts: null,
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

  it('holds back a cell from fewer respondents than the minimum, and leaves out a question nobody answered', () => {
    const cells = heatmapCells(['q1', 'q2'], [row('A', 'q1', 3, [0, 3, 0, 0, 0])], [row(null, 'q1', 8, [0, 3, 0, 5, 0])], 5);
    expect(cells).toEqual([
      { group_id: null, question_id: 'q1', value_avg: 3.25, respondents: 8, suppressed: false },
      { group_id: 'A', question_id: 'q1', value_avg: null, respondents: null, suppressed: true },
    ]);
  });
});
