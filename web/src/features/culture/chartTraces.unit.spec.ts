import { describe, expect, it } from 'vitest';
import { bandColour, figureOf, labelOf } from './chartTraces';

describe('chart traces', () => {
  it('colours averages by the bands at their cut points', () => {
    expect([2.99, 3, 4].map((value) => bandColour(value, 'five'))).toEqual(['#d64545', '#f0a030', '#2f9e5b']);
    expect([5.99, 6, 8].map((value) => bandColour(value, 'ten'))).toEqual(['#d64545', '#f0a030', '#2f9e5b']);
  });
  it('cuts group labels at 12 characters, All participants at 17', () => {
    expect(labelOf('Engineering and Design')).toBe('Engineering…');
    expect(labelOf('All participants')).toBe('All participants');
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
          suppressed: false,
        },
        { group_id: 'b', group_name: 'Sales', cycle_id: null, cycle_date: null, value_avg: null, respondents: null, suppressed: true },
      ],
    });
    expect(figure.data[0]).toMatchObject({ y: ['All participants'], x: [3.5] });
    expect(JSON.stringify(figure.layout)).toContain('Not enough responses to show: Sales');
  });
});
