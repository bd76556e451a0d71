import type { AggregateRow } from '@canopy/projections/analytics/answers/read';
import { describe, expect, it } from 'vitest';
import { enpsQuestionOf, enpsSplitOf } from './enps.ts';

const question = { id: 'q', body: 'How likely are you to recommend us?' };
const row = (respondents: number, counts: number[], passes = 0): AggregateRow => ({
  group_id: null,
  cycle_id: null,
  question_id: null,
  respondents,
  passes,
  counts,
  ten_counts: counts,
});

describe('enpsSplitOf', () => {
  it('counts promoters 9-10, passives 7-8, detractors 1-6 and their shares, passes left out', () => {
    // answers 1, 6, 7, 8, 9, 10, 10, 10 and two passes: 4 promoters, 2 passives, 2 detractors of 8 scored
    const split = enpsSplitOf(question, row(10, [1, 0, 0, 0, 0, 1, 1, 1, 1, 3], 2), 5);
    expect(split).toEqual({
      question_id: 'q',
      question_body: question.body,
      respondents: 10,
      promoters: 4,
      passives: 2,
      detractors: 2,
      promoters_share: 50,
      passives_share: 25,
      detractors_share: 25,
      value: 25,
      suppressed: false,
    });
  });

  it('rounds shares to one decimal (1 of 3 is 33.3)', () => {
    const split = enpsSplitOf(question, row(6, [0, 0, 0, 0, 0, 2, 2, 0, 0, 2]), 5);
    expect([split.promoters_share, split.passives_share, split.detractors_share, split.value]).toEqual([33.3, 33.3, 33.3, 0]);
  });

  it('holds everything back below the minimum group size', () => {
    const split = enpsSplitOf(question, row(4, [0, 0, 0, 0, 0, 0, 0, 0, 0, 4]), 5);
    expect(split).toMatchObject({ suppressed: true, promoters: null, passives: null, detractors: null, value: null, respondents: null });
  });

  it('holds back a question with no answer under the filters', () => {
    expect(enpsSplitOf(question, undefined, 5).suppressed).toBe(true);
  });
});

describe('enpsQuestionOf', () => {
  it("takes the assessment's first ten-point question in its order", () => {
    const questions = [
      { id: 'b', index: 3, answer_type: 'one_to_ten' },
      { id: 'f', index: 1, answer_type: 'one_to_five' },
      { id: 'a', index: 2, answer_type: 'one_to_ten' },
    ];
    expect(enpsQuestionOf(questions)?.id).toBe('a');
    expect(enpsQuestionOf(questions.filter((item) => item.answer_type === 'one_to_five'))).toBeUndefined();
  });
});
