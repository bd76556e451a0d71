import { describe, expect, it } from 'vitest';
import { upcastData } from '../platform/eventContract.ts';
import { positionOfScore, scoreOfPosition } from './scoring.ts';
import { AssessmentResponseSubmitted } from './responseEvents.ts';

describe('the stored answer value: the position chosen, scored by one function', () => {
  it("scores 'Strongly disagree' (position 1) on a reversed question 5, and 'Strongly agree' 1", () => {
    expect([1, 2, 3, 4, 5].map((position) => scoreOfPosition('one_to_five_reversed', position))).toEqual([5, 4, 3, 2, 1]);
  });
  it('scores a five- and a ten-point position as itself, a pass as 0', () => {
    expect([1, 5].map((position) => scoreOfPosition('one_to_five', position))).toEqual([1, 5]);
    expect([1, 10].map((position) => scoreOfPosition('one_to_ten', position))).toEqual([1, 10]);
    expect(['one_to_five', 'one_to_five_reversed', 'one_to_ten'].map((type) => scoreOfPosition(type, 0))).toEqual([0, 0, 0]);
  });
  it('has no score off the scale or for a type without one', () => {
    expect(scoreOfPosition('one_to_five', 6)).toBeNull();
    expect(scoreOfPosition('one_to_five_reversed', -1)).toBeNull();
    expect(scoreOfPosition('one_to_ten', 2.5)).toBeNull();
    expect(scoreOfPosition('text', 3)).toBeNull();
    expect(scoreOfPosition('one_to_five', null)).toBeNull();
  });
  it('finds the position that scores a score, the inverse on every scale (the demo seed writes through it)', () => {
    expect([1, 2, 3, 4, 5].map((score) => positionOfScore('one_to_five_reversed', score))).toEqual([5, 4, 3, 2, 1]);
    expect([0, 1, 5].map((score) => positionOfScore('one_to_five', score))).toEqual([0, 1, 5]);
    expect(positionOfScore('one_to_ten', 10)).toBe(10);
    for (const type of ['one_to_five', 'one_to_five_reversed', 'one_to_ten'])
      for (let score = 0; score <= 10; score += 1) {
        const position = positionOfScore(type, score);
        if (position !== null) expect(scoreOfPosition(type, position)).toBe(score);
      }
    expect([positionOfScore('one_to_five', 6), positionOfScore('text', 3)]).toEqual([null, null]);
  });
});

describe('AssessmentResponseSubmitted version 1, read today', () => {
  const answers = [
    { question_id: 'r', answer_type: 'one_to_five_reversed', value: 5, passed: false },
    { question_id: 'p', answer_type: 'one_to_five_reversed', value: 0, passed: true },
    { question_id: 'f', answer_type: 'one_to_five', value: 2, passed: false },
    { question_id: 't', answer_type: 'one_to_ten', value: 9, passed: false },
    { question_id: 'x', answer_type: 'text', value: null, passed: false },
  ];
  it("turns a reversed answer's score (what the respondent page sent) back into the position chosen, nothing else", () => {
    const read = upcastData(AssessmentResponseSubmitted, 1, { answers });
    expect(read.answers.map((answer) => answer.value)).toEqual([1, 0, 2, 9, null]);
    // a version 1 'Strongly disagree' to 'I often think about leaving' (sent as score 5) scores 5 again
    expect(scoreOfPosition('one_to_five_reversed', read.answers[0]!.value)).toBe(5);
  });
  it('leaves version 2 data as written', () => {
    expect(upcastData(AssessmentResponseSubmitted, 2, { answers }).answers).toEqual(answers);
  });
});
