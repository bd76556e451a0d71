import type { AnswerType } from './api.ts';

// Scoring, in one home (ADR 0055, 0137): what a stored answer value means and the score it counts for. The respondent page sends, the answers command stores
// and every reader receives the POSITION the respondent chose on the scale as it is shown to them: on a five-point
// question 1 = 'Strongly disagree' ... 5 = 'Strongly agree', whether the question is reversed or not; on a
// ten-point question 1 ... 10 from left to right; 0 is Pass. Turning a position into a score (higher is better) is
// the readers' job, through `scoreOfPosition` and nothing else; a writer that starts from a score (the demo seed)
// finds its position through `positionOfScore`.

/** the scored answer types and the top of each one's scale */
export const SCALE_MAX = { one_to_five: 5, one_to_five_reversed: 5, one_to_ten: 10 } as const satisfies Partial<Record<AnswerType, number>>;
export type ScoredAnswerType = keyof typeof SCALE_MAX;

export const isScored = (answerType: string): answerType is ScoredAnswerType => Object.hasOwn(SCALE_MAX, answerType);

/** Pass, on every scale */
export const PASS = 0;

/**
 * The score a chosen position counts for, higher is better on every question: a reversed five-point question is
 * worded so that agreeing is bad ('I often think about leaving'), so its position p scores 6 - p (the spec's
 * 'reverse five, 5 to 1'; reverse scoring applies only to Likert questions, spec 2 section 5). Pass is 0 on every
 * scale. Null when the type has no scale or the position is not on it.
 */
export const scoreOfPosition = (answerType: string, position: number | null): number | null => {
  if (!isScored(answerType) || position === null || !Number.isInteger(position)) return null;
  if (position === PASS) return PASS;
  const max = SCALE_MAX[answerType];
  if (position < 1 || position > max) return null;
  return answerType === 'one_to_five_reversed' ? max + 1 - position : position;
};

/**
 * The position that scores `score` on the question's scale, the inverse of `scoreOfPosition`: on a reversed
 * five-point question the position that scores 5 is 1. Pass stays Pass; null when the type has no scale or the
 * score is not on it.
 */
export const positionOfScore = (answerType: string, score: number): number | null => {
  if (!isScored(answerType) || !Number.isInteger(score)) return null;
  if (score === PASS) return PASS;
  const max = SCALE_MAX[answerType];
  if (score < 1 || score > max) return null;
  return answerType === 'one_to_five_reversed' ? max + 1 - score : score;
};
