import type { AnswerScale } from '@canopy/contracts/analytics/api';
import type { Counted } from '../charts/figures.ts';

// Every statistic reads the released counts by value of a chart row (AggregateRow.counts, ten_counts), never the
// answers: what the anonymity rule held back cannot enter an interval or a test. Values are scores (ADR 0055: a
// reversed question's position is already turned round by the reader), so higher is better on every question.

/** a sample given by how many answers had each value */
export type ValueCounts = readonly { value: number; count: number }[];

/** the bounds of a figure's scale (ADR 0057: 'share' puts every answer on 0-100) */
export const scaleBounds = (scale: AnswerScale): readonly [number, number] =>
  scale === 'ten' ? [1, 10] : scale === 'share' ? [0, 100] : [1, 5];

const fiveOf = (row: Counted) => row.counts.slice(0, 5).map((count, index) => count - (row.ten_counts?.[index] ?? 0));
const tenOf = (row: Counted) => row.ten_counts ?? Array.from({ length: 10 }, () => 0);

/** the scored answers of a row as values on the figure's scale (passes are never in counts) */
export const valueCountsOf = (row: Counted, scale: AnswerScale): ValueCounts => {
  if (scale !== 'share') return row.counts.map((count, index) => ({ value: index + 1, count })).filter((entry) => entry.count > 0);
  return [
    ...fiveOf(row).map((count, index) => ({ value: (index / 4) * 100, count })),
    ...tenOf(row).map((count, index) => ({ value: (index / 9) * 100, count })),
  ].filter((entry) => entry.count > 0);
};

/** the favourable answers: the top two boxes of a five-point question (4, 5), 8-10 of a ten-point one */
export const favourableOf = (row: Counted, scale: AnswerScale) => {
  const sum = (counts: readonly number[], from: number, to: number) =>
    counts.slice(from - 1, to).reduce((total, count) => total + count, 0);
  const scored = row.counts.reduce((total, count) => total + count, 0);
  if (scale === 'five') return { favourable: sum(row.counts, 4, 5), scored };
  if (scale === 'ten') return { favourable: sum(row.counts, 8, 10), scored };
  return { favourable: sum(fiveOf(row), 4, 5) + sum(tenOf(row), 8, 10), scored };
};

/**
 * The n an interval or a test is stated for: the answers, but never more than the people who gave them. A figure
 * over several questions holds several answers per person, which are not independent; the spread of the answers
 * over the square root of the people bounds the standard error of the person-level mean from above (the variance of
 * an average of a person's answers is at most the variance of the answers), so the interval errs wide, never narrow
 * (ADR 0120). One question in one cycle: one answer per person, and the two agree.
 */
export const effectiveN = (answers: number, people?: number | null) => Math.min(answers, people ?? answers);

/** n (see effectiveN), mean and the sample variance (n - 1 in the denominator; null below two) of a sample */
export const moments = (sample: ValueCounts, people?: number | null) => {
  const answers = sample.reduce((total, entry) => total + entry.count, 0);
  const n = effectiveN(answers, people);
  if (answers === 0 || n === 0) return { n: 0, mean: null, variance: null };
  const mean = sample.reduce((total, entry) => total + entry.value * entry.count, 0) / answers;
  const squares = sample.reduce((total, entry) => total + entry.count * (entry.value - mean) ** 2, 0);
  return { n, mean, variance: n < 2 ? null : squares / (answers - 1) };
};
