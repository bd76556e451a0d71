import { normalised } from '@canopy/analytics';
import { describe, expect, it } from 'vitest';
import { areasOfFocus, type FocusQuestion } from './areasOfFocus.ts';

const question = (number: number, score: number | null, weight: number | null, scale: 'five' | 'ten' = 'five'): FocusQuestion => ({
  assessment: 'Team health',
  questionId: `q${number}`,
  number,
  question: `Question ${number}`,
  scale,
  score,
  respondents: score === null ? null : 8,
  weight,
});

describe('Areas Of Focus', () => {
  it('ranks by weight times need plus the gap below the workspace mean', () => {
    // workspace mean 0.5. q1: 2/5 -> 0.25, need 0.75, gap 0.25, weight 0.8 -> 0.8 x 1.0 = 0.8
    // q2: 4/5 -> 0.75, need 0.25, gap -0.25 (above: 0), weight 0.9 -> 0.225
    // q3: 5.5/10 -> 0.5, need 0.5, gap 0, weight 0.6 -> 0.3
    // q4: 1/5 -> 0, weight -0.2 (not a driver) -> 0
    const rows = areasOfFocus(
      [question(1, 2, 0.8), question(2, 4, 0.9), question(3, 5.5, 0.6, 'ten'), question(4, 1, -0.2)],
      0.5,
      normalised,
    );
    expect(rows.map((row) => [row.questionId, row.rank, row.priority, row.distance])).toEqual([
      ['q1', 1, 0.8, -0.25],
      ['q3', 2, 0.3, 0],
      ['q2', 3, 0.225, 0.25],
      ['q4', 4, 0, -0.5],
    ]);
  });

  it('puts questions held back (no score or no weight) last, unranked', () => {
    const rows = areasOfFocus([question(1, null, 0.5), question(2, 3, null), question(3, 3, 0.5)], 0.5, normalised);
    expect(rows.map((row) => [row.questionId, row.rank])).toEqual([
      ['q3', 1],
      ['q1', null],
      ['q2', null],
    ]);
  });
});
