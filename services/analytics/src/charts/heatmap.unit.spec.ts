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
    // q1: A answered 5,5,4,4,2 (avg 4), B 1,1,3,3,2 (avg 2); everyone 3. Intervals: mean +- t(0.975, n - 1) x s / sqrt(n)
    // clipped to 1-5; everyone s^2 = 20 / 9, 3 +- 2.262157 x 0.471405; A s^2 = 1.5, 4 +- 2.776445 x 0.547723 (5.52
    // clipped to 5); B s^2 = 1, 2 +- 2.776445 x 0.447214 (0.76 clipped to 1)
    const groups = [row('A', 'q1', 5, [0, 1, 0, 2, 2]), row('B', 'q1', 5, [2, 1, 2, 0, 0])];
    const totals = [row(null, 'q1', 10, [2, 2, 2, 2, 2])];
    expect(heatmapCells(['q1'], groups, totals, 5)).toEqual([
      { group_id: null, question_id: 'q1', value_avg: 3, respondents: 10, suppressed: false, ci_low: 1.93, ci_high: 4.07, n: 10 },
      { group_id: 'A', question_id: 'q1', value_avg: 4, respondents: 5, suppressed: false, ci_low: 2.48, ci_high: 5, n: 5 },
      { group_id: 'B', question_id: 'q1', value_avg: 2, respondents: 5, suppressed: false, ci_low: 1, ci_high: 3.24, n: 5 },
    ]);
  });

  it('holds back a cell from fewer respondents than the minimum, and leaves out a question nobody answered', () => {
    const cells = heatmapCells(['q1', 'q2'], [row('A', 'q1', 3, [0, 3, 0, 0, 0])], [row(null, 'q1', 8, [0, 3, 0, 5, 0])], 5);
    expect(cells).toEqual([
      // s^2 = 7.5 / 7: 3.25 +- 2.364624 x 0.365963
      { group_id: null, question_id: 'q1', value_avg: 3.25, respondents: 8, suppressed: false, ci_low: 2.38, ci_high: 4.12, n: 8 },
      {
        group_id: 'A',
        question_id: 'q1',
        value_avg: null,
        respondents: null,
        suppressed: true,
        withheld: 'small',
        ci_low: null,
        ci_high: null,
        n: null,
      },
    ]);
  });
});
