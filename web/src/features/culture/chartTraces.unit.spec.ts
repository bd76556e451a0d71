import { describe, expect, it } from 'vitest';
import { axisRangeOf, bandColour, figureOf, labelOf } from './chartTraces';

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
    const row = { question_body: 'q', cycle_id: null, cycle_date: null, passes: 2, suppressed: false };
    const figure = figureOf({
      type: 'type2',
      view: 'combined',
      minimum_group_size: 5,
      held_back: 0,
      questions: [
        { ...row, question_id: 'a', reversed: false, value1: 2, value2: 0, value3: 0, value4: 4, value5: 12 },
        { ...row, question_id: 'b', reversed: true, value1: 18, value2: 0, value3: 0, value4: 0, value5: 0 },
      ],
    });
    // 12 of 20 answers (passes included) is 60%
    expect(figure.data[4]).toMatchObject({ name: 'Strongly Agree', x: [60, 0], customdata: [12, 0] });
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
    expect(JSON.stringify(figure.layout)).toContain('Not enough responses to show: Sales');
  });
  it('draws the heatmap with each cell in the band of its own scale, held-back cells grey and labelled', () => {
    const figure = figureOf({
      type: 'type5',
      view: 'combined',
      minimum_group_size: 5,
      held_back: 0,
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
});
