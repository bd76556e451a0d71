import { describe, expect, it } from 'vitest';
import { scoreOf } from './project.ts';

describe("a submission's score", () => {
  it('is the mean of its scored answers, leaving out passes, texts and collaboration answers', () => {
    expect(
      scoreOf([
        { answer_type: 'one_to_five', value: 4, passed: false },
        { answer_type: 'one_to_five', value: 0, passed: true },
        { answer_type: 'one_to_five', value: 1, passed: false },
        { answer_type: 'text', value: null, passed: false },
      ]),
    ).toEqual({ average: 2.5, answer_type: 'one_to_five' });
  });

  it('is none for a collaboration-only submission, which keeps its answer type', () => {
    expect(scoreOf([{ answer_type: 'select_collaborations', value: null, passed: false }])).toEqual({
      average: null,
      answer_type: 'select_collaborations',
    });
    expect(scoreOf([])).toEqual({ average: null, answer_type: null });
  });
});
