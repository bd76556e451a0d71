import type { PersonSubmissionRow } from '@canopy/projections/analytics/answers/readPerson';
import { describe, expect, it } from 'vitest';
import { participantScores } from './participantScores.ts';

const question = (id: string, answer_type: string) => ({ index: 0, id, body: { en_US: id }, answer_type }) as never;
const engagement = {
  id: 'eng',
  name: { en_US: 'Engagement' },
  answer_type: 'one_to_five' as const,
  questions: [question('q1', 'one_to_five'), question('q2', 'one_to_five_reversed'), question('q3', 'text')],
};
const mixed = {
  id: 'mix',
  name: { en_US: 'Mixed' },
  answer_type: 'one_to_five' as const,
  questions: [question('m1', 'one_to_five'), question('m2', 'one_to_ten')],
};
/** a submission holding these scores (value -> how many); `ten` the ten-point ones among them */
const submission = (assessment_id: string, cycle_id: string, scores: number[], ten: number[] = []): PersonSubmissionRow => {
  const counts = Array.from({ length: 10 }, () => 0);
  const ten_counts = Array.from({ length: 10 }, () => 0);
  for (const score of [...scores, ...ten]) counts[score - 1]!++;
  for (const score of ten) ten_counts[score - 1]!++;
  return { assessment_id, package_id: 'p', cycle_id, answered_at: new Date(), counts, ten_counts };
};

describe('participant scores', () => {
  it('average every kept submission and give the latest one apart, on the scale the charts use', () => {
    // scores as the read model keeps them (a reversed question already turned): 4 and 2, then 5 and 5
    const scores = participantScores([engagement], [submission('eng', 'c1', [4, 2]), submission('eng', 'c2', [5, 5])]);
    expect(scores).toEqual([
      { assessment_id: 'eng', assessment_name: 'Engagement', average_score: 4, last_score: 5, answer_type: 'one_to_five' },
    ]);
  });

  it('put five- and ten-point answers on one 0-100 share, as mixed charts do', () => {
    // five-point 5 -> 100, ten-point 4 -> (4 - 1) / 9 = 33.3: mean 66.7
    const [score] = participantScores([mixed], [submission('mix', 'c1', [5], [4])]);
    expect(score?.average_score).toBe(66.7);
    expect(score?.last_score).toBe(66.7);
  });

  it('leave out assessments the person has no scored answer to', () => {
    expect(participantScores([engagement, mixed], [submission('eng', 'c1', [])])).toEqual([]);
  });
});
