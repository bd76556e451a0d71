import { ChartData } from '@canopy/contracts/analytics/api';
import { describe, expect, it } from 'vitest';
import { deckChart } from './chartSeries.ts';

const group = (group_name: string, value_avg: number | null, cycle_date: string | null = null) => ({
  group_id: group_name,
  group_name,
  cycle_id: cycle_date,
  cycle_date,
  value_avg,
  respondents: value_avg === null ? null : 6,
  suppressed: value_avg === null,
});

describe('deckChart', () => {
  it("names the Cycles view's series by the cycle's day in the workspace's time zone, as the Culture card does (ADR 0118)", () => {
    // 02:30 UTC on Aug 29 is still Aug 28 in New York (22:30) and already Aug 29 in London (03:30)
    const figures = ChartData.parse({
      type: 'type1',
      view: 'cycles',
      scale: 'five',
      minimum_group_size: 5,
      groups: [group('All participants', 3.5, '2026-08-29T02:30:00Z'), group('All participants', 3.8, '2026-10-27T16:00:00Z')],
    });
    const names = (zone?: string) => {
      const chart = deckChart(figures, zone);
      return chart?.kind === 'scatter' ? [] : chart?.series.map((line) => line.name);
    };
    expect(names('America/New_York')).toEqual(['Aug 28 2026', 'Oct 27 2026']);
    expect(names('Europe/London')).toEqual(['Aug 29 2026', 'Oct 27 2026']);
    // a workspace without a zone is in New York (the spec's)
    expect(names()).toEqual(['Aug 28 2026', 'Oct 27 2026']);
  });

  it('puts the shown group averages in one series and names the held-back groups without a value', () => {
    const figures = ChartData.parse({
      type: 'type1',
      view: 'combined',
      scale: 'five',
      minimum_group_size: 5,
      groups: [group('All participants', 3.4567), group('Sales', 4.1), group('Legal', null)],
    });
    expect(deckChart(figures)).toMatchObject({
      kind: 'bar',
      formatCode: 'General',
      series: [{ name: 'Average', labels: ['All participants', 'Sales'], values: [3.4567, 4.1] }],
      heldBack: ['Legal'],
      // amber up to 3.99, green above, on the five-point scale
      colors: ['F0A030', '2F9E5B'],
      axis: { min: 1, max: 5 },
    });
  });

  it("gives a series per cycle in the Cycles view, named by its day in the app's format ('Jan 01 2026'), with no value where a group has none in that cycle", () => {
    const figures = ChartData.parse({
      type: 'type1',
      view: 'cycles',
      scale: 'ten',
      minimum_group_size: 5,
      groups: [group('All', 7, '2026-01-01T15:00:00Z'), group('Ops', 6.5, '2026-01-01T15:00:00Z'), group('All', 8, '2026-06-01T15:00:00Z')],
    });
    expect(deckChart(figures)).toMatchObject({
      series: [
        { name: 'Jan 01 2026', labels: ['All', 'Ops'], values: [7, 6.5] },
        { name: 'Jun 01 2026', labels: ['All', 'Ops'], values: [8, null] },
      ],
    });
  });

  it('stacks the shares of the five agreement levels and passes per question, leaving held-back questions out', () => {
    const row = (question_body: string, values: number[], suppressed = false) => ({
      question_id: question_body,
      question_body,
      cycle_id: null,
      cycle_date: null,
      value1: values[0]!,
      value2: values[1]!,
      value3: values[2]!,
      value4: values[3]!,
      value5: values[4]!,
      passes: 0,
      suppressed,
    });
    const chart = deckChart(
      ChartData.parse({
        type: 'type2',
        view: 'combined',
        minimum_group_size: 5,
        questions: [row('Q1', [1, 2, 3, 4, 5]), row('Q2', [0, 0, 0, 0, 0], true)],
      }),
    );
    expect(chart).toMatchObject({ kind: 'stackedBar', heldBack: ['1 question'] });
    if (chart?.kind !== 'stackedBar') throw new Error('expected stacked bars');
    // of 15 answers: 1 is 6.7%, 2 13.3%, 3 20%, 4 26.7%, 5 33.3%, no passes
    expect(chart.series.map((series) => series.values)).toEqual([[6.7], [13.3], [20], [26.7], [33.3], [0]]);
  });

  it('draws the scatter from its points and the net score as columns per group, a series per cycle; the heatmap stays an image', () => {
    expect(
      deckChart(
        ChartData.parse({
          type: 'type3',
          view: 'combined',
          minimum_group_size: 5,
          x_axis_name: 'X',
          y_axis_name: 'Y',
          x_scale: 'five',
          y_scale: 'five',
          points: [{ name: 'All', x: 3.2, y: 4.4, respondents: 9 }],
          overall_average_point: { x: 3.2, y: 4.4 },
          suppressed_groups: 2,
        }),
      ),
    ).toMatchObject({ kind: 'scatter', x: [3.2], y: [4.4], names: ['All'], heldBack: ['2 groups'] });
    const point = (group_name: string, cycle_date: string, value: number | null) => ({
      group_name,
      cycle_id: cycle_date,
      cycle_date,
      promoters: 0,
      passives: 0,
      detractors: 0,
      value,
      suppressed: value === null,
    });
    expect(
      deckChart(
        ChartData.parse({
          type: 'type4',
          view: 'cycles',
          minimum_group_size: 5,
          axis: { min: -25, max: 75, step: 5 },
          points: [
            point('All', '2026-01-01T15:00:00Z', 20.5),
            point('All', '2026-06-01T15:00:00Z', 31),
            point('Ops', '2026-01-01T15:00:00Z', null),
          ],
          enps: null,
        }),
      ),
    ).toMatchObject({
      kind: 'column',
      series: [
        { name: 'Jan 01 2026', labels: ['All'], values: [20.5] },
        { name: 'Jun 01 2026', labels: ['All'], values: [31] },
      ],
      heldBack: ['Ops'],
      axis: { min: -25, max: 75 },
    });
    expect(
      deckChart(ChartData.parse({ type: 'type5', view: 'combined', minimum_group_size: 5, questions: [], groups: [], cells: [] })),
    ).toBeNull();
  });
});
