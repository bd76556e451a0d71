import type { ChartData, HeatmapChange } from '@canopy/contracts/analytics/api';
import { describe, expect, it } from 'vitest';
import { CHANGE_COLOUR_RANGE, changeCellOf, NO_COMPARISON } from './changeHeatmap';
import { figureOf } from './chartTraces';

const change = (over: Partial<HeatmapChange>): HeatmapChange => ({
  group_id: 'a',
  question_id: 'q1',
  from_cycle_id: 'c1',
  to_cycle_id: 'c2',
  from: 2.5,
  to: 4.5,
  difference: 2,
  ci_low: 1.43,
  ci_high: 2.57,
  p: 0.000003,
  p_adjusted: 0.000006,
  check_p: 0.0004,
  mark: 'improved',
  minimum_detectable: null,
  n_before: 8,
  n_after: 8,
  ...over,
});

const heatmap: Extract<ChartData, { type: 'type5' }> = {
  type: 'type5',
  view: 'cycles',
  minimum_group_size: 5,
  held_back: 0,
  questions: [
    { id: 'q1', body: 'I enjoy my work', scale: 'five' },
    { id: 'q2', body: 'How likely are you to recommend us?', scale: 'ten' },
  ],
  groups: [
    { group_id: null, group_name: 'All participants' },
    { group_id: 'a', group_name: 'Sales' },
  ],
  cells: [
    { group_id: null, question_id: 'q1', value_avg: 3.4, respondents: 20, suppressed: false },
    { group_id: 'a', question_id: 'q1', value_avg: 4.5, respondents: 8, suppressed: false },
    { group_id: 'a', question_id: 'q2', value_avg: 6.2, respondents: 8, suppressed: false },
  ],
  compared: { from_cycle_id: 'c1', from_date: '2026-03-01', to_cycle_id: 'c2', to_date: '2026-09-01' },
  changes: [
    change({
      group_id: null,
      difference: -0.05,
      ci_low: -0.74,
      ci_high: 0.65,
      mark: 'no_change',
      minimum_detectable: 0.96,
      n_before: 22,
      n_after: 22,
    }),
    change({}),
    change({ question_id: 'q2', from: 7.1, to: 6.2, difference: -0.9, ci_low: -1.5, ci_high: -0.3, mark: 'declined' }),
  ],
};

describe('the heatmap in change since the last cycle', () => {
  it('writes each difference and mark in its cell, coloured by its share of its own scale around 0', () => {
    const figure = figureOf(heatmap);
    const [trace] = figure.data as { z: (number | null)[][]; text: string[][]; zmid: number; customdata: string[][][] }[];
    // +2 on five-point is half the scale (capped at the colour's range); -0.9 on ten-point is 10% of it
    expect(trace?.z).toEqual([
      [-1.25, null],
      [CHANGE_COLOUR_RANGE, -10],
    ]);
    expect(trace?.zmid).toBe(0);
    expect(trace?.text).toEqual([
      ['-0.05<br>no change', NO_COMPARISON],
      ['+2<br>improved', '-0.9<br>declined'],
    ]);
    // the tooltip: from and to, the difference with its interval, the mark, and what could have been seen
    expect(trace?.customdata[0]?.[0]?.[1]).toBe(
      '2.5 → 4.5: -0.05 (95% interval -0.74 to +0.65)<br>No detectable change<br>No change larger than 0.96 could be seen with 22 people',
    );
    expect(figure.note).toContain('corrected for the 3 comparisons on this heatmap (Benjamini-Hochberg)');
    expect(figure.empty).toBe(false);
  });

  it('says a cell without a change has none, and that a single cycle has nothing to compare', () => {
    expect(changeCellOf(undefined, 'five')).toEqual({ z: null, text: NO_COMPARISON, tooltip: NO_COMPARISON });
    const single = figureOf({ ...heatmap, compared: null, changes: [] });
    expect(single.empty).toBe(true);
    expect(single.note).toBe('Change since the last cycle needs two cycles with answers under these filters.');
  });

  it('draws the averages in the Combined view as before', () => {
    const [trace] = figureOf({ ...heatmap, view: 'combined', changes: undefined }).data as { text: string[][] }[];
    expect(trace?.text[1]).toEqual(['4.5 (8)', '6.2 (8)']);
  });
});
