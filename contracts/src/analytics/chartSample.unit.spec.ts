import { describe, expect, it } from 'vitest';
import { ChartData } from './api.ts';
import { sampleOf } from './chartSample.ts';

// Figures a data story stored before distributions and net scores carried respondents: they still parse (the story
// reader parses every stored row) and state their answers, which was all they knew.

describe('figures stored without respondents', () => {
  it('a distribution parses with no respondents and states its answers per question', () => {
    const stored = ChartData.parse({
      type: 'type2',
      view: 'cycles',
      minimum_group_size: 5,
      held_back: 0,
      questions: [
        {
          question_id: 'q1',
          question_body: 'I enjoy my work',
          cycle_id: 'c1',
          cycle_date: null,
          value1: 1,
          value2: 2,
          value3: 3,
          value4: 4,
          value5: 5,
          passes: 1,
          suppressed: false,
        },
        {
          question_id: 'q1',
          question_body: 'I enjoy my work',
          cycle_id: 'c2',
          cycle_date: null,
          value1: 0,
          value2: 0,
          value3: 0,
          value4: 5,
          value5: 7,
          passes: 0,
          suppressed: false,
        },
      ],
    });
    if (stored.type !== 'type2') throw new Error('expected type2');
    expect(stored.questions.map((row) => row.respondents)).toEqual([null, null]);
    expect(sampleOf(stored)).toBe('n = 12–16 answers per question and cycle');
  });

  it('a net score parses with no respondents and states its answers', () => {
    const stored = ChartData.parse({
      type: 'type4',
      view: 'combined',
      scale: 'five',
      minimum_group_size: 5,
      held_back: 0,
      axis: { min: -25, max: 75, step: 5 },
      points: [
        {
          group_name: 'All participants',
          cycle_id: null,
          cycle_date: null,
          promoters: 4,
          passives: 3,
          detractors: 2,
          value: 22.2,
          suppressed: false,
        },
      ],
      enps: null,
    });
    if (stored.type !== 'type4') throw new Error('expected type4');
    expect(stored.points[0]!.respondents).toBeNull();
    expect(sampleOf(stored)).toBe('n = 9 answers');
  });
});
