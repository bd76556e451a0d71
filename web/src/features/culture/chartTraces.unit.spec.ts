import { describe, expect, it } from 'vitest';
import { axisRangeOf, bandColour, barLabelOf, figureOf, labelOf, QUESTION_LABEL_CHARS } from './chartTraces';

/** what every chart's answer carries besides its figures */
const BASE = { view: 'combined', minimum_group_size: 5, held_back: 0 } as const;

describe('chart traces', () => {
  it('colours averages by the bands at their cut points', () => {
    expect([2.99, 3, 4].map((value) => bandColour(value, 'five'))).toEqual(['#d64545', '#f0a030', '#2f9e5b']);
    expect([5.99, 6, 8].map((value) => bandColour(value, 'ten'))).toEqual(['#d64545', '#f0a030', '#2f9e5b']);
  });
  it('cuts group labels at 12 characters, All participants at 17', () => {
    expect(labelOf('Engineering and Design')).toBe('Engineering…');
    expect(labelOf('Customer Cár')).toBe('Customer Cár');
    expect(labelOf('All participants')).toBe('All participants');
  });
  it('keeps a group name whole beside a bar up to 26 characters, with a left margin that fits it', () => {
    expect(barLabelOf('Customer Success')).toBe('Customer Success');
    expect(barLabelOf('Customer Success and Operations EMEA')).toBe('Customer Success and Oper…');
    const group = (group_name: string) => ({
      group_id: group_name,
      group_name,
      cycle_id: null,
      cycle_date: null,
      value_avg: 3.5,
      respondents: 6,
      answers: 6,
      suppressed: false,
    });
    const figure = figureOf({ type: 'type1', ...BASE, scale: 'five', groups: [group('All participants'), group('Customer Success')] });
    expect((figure.data as { y: string[] }[])[0]!.y).toEqual(['All participants', 'Customer Success']);
    expect((figure.layout.margin as { l: number }).l).toBeLessThanOrEqual(240);
  });
  it('cuts group labels written all in capitals at 10 characters', () => {
    expect(labelOf('ENGINEERING')).toBe('ENGINEERI…');
    expect(labelOf('R&D - EMEA 2')).toBe('R&D - EME…');
    expect(labelOf('HR & LEGAL')).toBe('HR & LEGAL');
    // one lower-case letter makes it an ordinary name: 12 characters
    expect(labelOf('ENGINEERINg')).toBe('ENGINEERINg');
  });
  it('draws averages on an axis from 1: 1 to 10 for ten-point questions, 1 to 5 for five-point ones', () => {
    expect(axisRangeOf('ten')).toEqual([1, 10]);
    expect(axisRangeOf('five')).toEqual([1, 5]);
    expect(axisRangeOf('share')).toEqual([0, 100]);
  });
  it('draws a distribution as shares of each row, with the counts on hover, a reversed question coloured by what is favourable', () => {
    const row = { question_body: 'q', cycle_id: null, cycle_date: null, passes: 2, respondents: 20, suppressed: false };
    const figure = figureOf({
      type: 'type2',
      ...BASE,
      questions: [
        { ...row, question_id: 'a', reversed: false, value1: 2, value2: 0, value3: 0, value4: 4, value5: 12 },
        { ...row, question_id: 'b', reversed: true, value1: 18, value2: 0, value3: 0, value4: 0, value5: 0 },
      ],
    });
    // 12 of 20 answers (passes included) is 60%
    expect(figure.data[4]).toMatchObject({
      name: 'Strongly Agree',
      x: [60, 0],
      customdata: [
        [12, 'q'],
        [0, 'q'],
      ],
    });
    // each question numbered, so two that begin alike keep their own bars
    expect(figure.data[0]).toMatchObject({ y: ['1. q', '2. q'] });
    expect(figure.data[0]).toMatchObject({ name: 'Strongly Disagree', x: [10, 90], marker: { color: ['#d64545', '#1b7a3a'] } });
    expect(figure.layout).toMatchObject({ xaxis: { range: [0, 100] } });
  });
  it('leaves suppressed groups out of the bars and names them', () => {
    const figure = figureOf({
      type: 'type1',
      view: 'combined',
      scale: 'five',
      minimum_group_size: 5,
      groups: [
        {
          group_id: null,
          group_name: 'All participants',
          cycle_id: null,
          cycle_date: null,
          value_avg: 3.5,
          respondents: 15,
          answers: 21,
          suppressed: false,
        },
        {
          group_id: 'b',
          group_name: 'Sales',
          cycle_id: null,
          cycle_date: null,
          value_avg: null,
          respondents: null,
          answers: null,
          suppressed: true,
        },
      ],
      held_back: 0,
    });
    expect(figure.data[0]).toMatchObject({ y: ['All participants'], x: [3.5] });
    expect(figure.layout).toMatchObject({ xaxis: { range: [1, 5] } });
    // named under the chart, not inside plotly where it met the axis title
    expect(JSON.stringify(figure.layout)).not.toContain('Not enough');
    expect(figure.note).toBe('Not enough responses to show: Sales');
  });
  it('draws the heatmap with each cell in the band of its own scale, held-back cells grey and labelled', () => {
    const figure = figureOf({
      type: 'type5',
      ...BASE,
      questions: [
        { id: 'q1', body: 'I trust my manager', scale: 'five' },
        { id: 'q2', body: 'How likely are you to recommend us?', scale: 'ten' },
      ],
      groups: [
        { group_id: null, group_name: 'All participants' },
        { group_id: 'a', group_name: 'Sales' },
        { group_id: 'b', group_name: 'Nobody answered' },
      ],
      cells: [
        { group_id: null, question_id: 'q1', value_avg: 2.5, respondents: 12, suppressed: false },
        { group_id: null, question_id: 'q2', value_avg: 7.2, respondents: 12, suppressed: false },
        { group_id: 'a', question_id: 'q1', value_avg: 4.1, respondents: 6, suppressed: false },
        { group_id: 'a', question_id: 'q2', value_avg: null, respondents: null, suppressed: true },
      ],
    });
    const [trace] = figure.data as { z: (number | null)[][]; text: string[][]; y: string[] }[];
    // red (five-point 2.5), amber (ten-point 7.2); green (4.1), grey (held back); a group without cells is no row
    expect(trace?.z).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(trace?.y).toEqual(['All participants', 'Sales']);
    expect(trace?.text[1]).toEqual(['4.1 (6)', 'Not enough responses to show']);
    expect(figure.empty).toBe(false);
  });
  it('cuts long question labels with an ellipsis and keeps the full text for the tooltip', () => {
    const body = 'I have the tools and the information I need to do my job well every day';
    const figure = figureOf({
      type: 'type2',
      ...BASE,
      questions: [
        {
          question_id: 'a',
          question_body: body,
          reversed: false,
          cycle_id: null,
          cycle_date: null,
          value1: 1,
          value2: 1,
          value3: 1,
          value4: 1,
          value5: 1,
          passes: 0,
          respondents: 5,
          suppressed: false,
        },
      ],
    });
    const [trace] = figure.data as { y: string[]; customdata: [number, string][] }[];
    expect(trace?.y[0]).toBe('1. I have the tools and the informa…');
    expect(trace?.y[0]).toHaveLength(QUESTION_LABEL_CHARS);
    expect(trace?.customdata[0]?.[1]).toBe(body);
    // the left margin fits the cut label and no more: the bars keep the rest of a 1024 px card
    expect((figure.layout.margin as { l: number }).l).toBeLessThanOrEqual(270);
    expect(figure.layout).toMatchObject({ legend: { orientation: 'h' } });
  });
  it('labels the net-score axis every 20 points from -90 to 75, not every 5', () => {
    const figure = figureOf({
      type: 'type4',
      ...BASE,
      scale: 'five',
      axis: { min: -90, max: 75, step: 5 },
      points: [
        {
          group_name: 'All participants',
          cycle_id: null,
          cycle_date: null,
          promoters: 5,
          passives: 3,
          detractors: 2,
          value: 30,
          respondents: 10,
          suppressed: false,
        },
      ],
      enps: null,
    });
    expect(figure.layout).toMatchObject({ yaxis: { range: [-90, 75], dtick: 20 } });
    // Combined names the groups on the axis: no legend repeating them, no blank band above the plot
    expect(figure.layout).toMatchObject({ showlegend: false, margin: { t: 30 } });
  });
  it("names the cycles of the net score's Cycles view by their days in the app's format, in date order", () => {
    const point = (group_name: string, cycle_date: string, value: number) => ({
      group_name,
      cycle_id: cycle_date,
      cycle_date,
      promoters: 5,
      passives: 3,
      detractors: 2,
      value,
      respondents: 10,
      suppressed: false,
    });
    const figure = figureOf({
      type: 'type4',
      ...BASE,
      view: 'cycles',
      scale: 'five',
      axis: { min: -25, max: 75, step: 5 },
      // Sales answered only in the later cycle and comes first: the axis still reads in date order
      points: [
        point('Sales', '2026-10-01T15:00:00.000Z', 20),
        point('All participants', '2026-04-01T15:00:00.000Z', 30),
        point('All participants', '2026-10-01T15:00:00.000Z', 40),
      ],
      enps: null,
    });
    expect((figure.data as { x: string[] }[]).map((trace) => trace.x)).toEqual([['Oct 01 2026'], ['Apr 01 2026', 'Oct 01 2026']]);
    // each dot writes its value beside it; the hover keeps the people and the interval
    expect((figure.data as { mode: string; text: string[]; hovertext: string[] }[]).map((trace) => [trace.mode, trace.text])).toEqual([
      ['lines+markers+text', ['20']],
      ['lines+markers+text', ['30', '40']],
    ]);
    expect((figure.data as { hovertext: string[] }[])[0]!.hovertext[0]).toContain('Sales: 20 · 10 people');
    expect(figure.layout).toMatchObject({ xaxis: { type: 'category', categoryarray: ['Apr 01 2026', 'Oct 01 2026'] } });
  });
  it('draws the scatter average first (below) and keeps every label off the average and off each other', () => {
    const points = [
      { name: 'Sales', x: 3.5, y: 3.5, respondents: 6 },
      { name: 'Engineering', x: 3.52, y: 3.52, respondents: 8 },
      { name: 'Support', x: 3.48, y: 3.45, respondents: 7 },
    ];
    const figure = figureOf({
      type: 'type3',
      ...BASE,
      x_axis_name: 'x',
      y_axis_name: 'y',
      x_scale: 'five',
      y_scale: 'five',
      points,
      overall_average_point: { x: 3.5, y: 3.48 },
      suppressed_groups: 2,
    });
    expect(figure.data.map((trace) => trace.name)).toEqual(['Overall average', 'Groups']);
    const positions = figure.data[1]?.textposition as string[];
    expect(new Set(positions).size).toBe(3);
    expect(figure.note).toBe('Not enough responses to show: 2 groups');
  });
  it("makes room on the right for the heatmap's last column header", () => {
    const figure = figureOf({
      type: 'type5',
      ...BASE,
      questions: [{ id: 'q1', body: 'My manager gives me useful feedback about my work', scale: 'five' }],
      groups: [{ group_id: null, group_name: 'All participants' }],
      cells: [{ group_id: null, question_id: 'q1', value_avg: 4, respondents: 9, suppressed: false }],
    });
    const [trace] = figure.data as { x: string[] }[];
    expect(trace?.x[0]?.endsWith('…')).toBe(true);
    expect((figure.layout.margin as { r: number }).r).toBeGreaterThan(150);
  });
});
