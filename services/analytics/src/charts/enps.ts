import type { EnpsSplit } from '@canopy/contracts/analytics/api';
import type { AggregateRow } from '@canopy/projections/analytics/answers/read';
import { netScoreOf } from './figures.ts';

const share = (count: number, of: number) => Math.round((count / of) * 1000) / 10;

/**
 * The eNPS question's promoters (9-10), passives (7-8) and detractors (1-6; a pass is no answer) with their
 * shares of the scored answers, as the net-score line counts them. Fewer respondents than the minimum, or no
 * scored answer: held back, no counts.
 */
export const enpsSplitOf = (question: { id: string; body: string }, row: AggregateRow | undefined, minimum: number): EnpsSplit => {
  const score = row ? netScoreOf(row.counts, 'ten') : null;
  const scored = score ? score.promoters + score.passives + score.detractors : 0;
  if (!row || !score || row.respondents < minimum || scored === 0) {
    return {
      question_id: question.id,
      question_body: question.body,
      respondents: null,
      promoters: null,
      passives: null,
      detractors: null,
      promoters_share: null,
      passives_share: null,
      detractors_share: null,
      value: null,
      suppressed: true,
    };
  }
  return {
    question_id: question.id,
    question_body: question.body,
    respondents: row.respondents,
    promoters: score.promoters,
    passives: score.passives,
    detractors: score.detractors,
    promoters_share: share(score.promoters, scored),
    passives_share: share(score.passives, scored),
    detractors_share: share(score.detractors, scored),
    value: score.value,
    suppressed: false,
  };
};

/** the assessment's eNPS question: its first ten-point question (ADR 0048); none without one */
export const enpsQuestionOf = <Q extends { answer_type: string; index?: number }>(questions: readonly Q[]): Q | undefined =>
  [...questions].sort((a, b) => (a.index ?? 0) - (b.index ?? 0)).find((question) => question.answer_type === 'one_to_ten');
