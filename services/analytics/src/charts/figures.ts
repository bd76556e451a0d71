import type { AnswerScale } from '@canopy/contracts/analytics/api';

/** counts[i] answers of value i + 1 */
export const scoredOf = (counts: readonly number[]) => counts.reduce((sum, count) => sum + count, 0);

/** the average of the scored answers (passes never enter it), two decimals; null without any */
export const averageOf = (counts: readonly number[]): number | null => {
  const scored = scoredOf(counts);
  if (scored === 0) return null;
  const total = counts.reduce((sum, count, index) => sum + count * (index + 1), 0);
  return Math.round((total / scored) * 100) / 100;
};

/**
 * The net score: the share of promoters minus the share of detractors among scored answers, in points from
 * -100 to 100. Ten-point: promoters 9-10, passives 7-8, detractors 1-6. Five-point: promoters 5, passives 4,
 * detractors 1-3 (ADR 0041).
 */
export const netScoreOf = (counts: readonly number[], scale: AnswerScale) => {
  const at = (from: number, to: number) => counts.slice(from - 1, to).reduce((sum, count) => sum + count, 0);
  const [promoters, passives, detractors] = scale === 'ten' ? [at(9, 10), at(7, 8), at(1, 6)] : [at(5, 5), at(4, 4), at(1, 3)];
  const scored = promoters + passives + detractors;
  return { promoters, passives, detractors, value: scored === 0 ? null : Math.round(((promoters - detractors) / scored) * 1000) / 10 };
};

/** the net-score axis: -25 to 75 in steps of 5, widened to the next step beyond any value outside it */
export const netScoreAxis = (values: readonly (number | null)[]) => {
  const shown = values.filter((value): value is number => value !== null);
  const min = Math.min(-25, ...shown.map((value) => Math.floor(value / 5) * 5));
  const max = Math.max(75, ...shown.map((value) => Math.ceil(value / 5) * 5));
  return { min, max, step: 5 };
};

/** the net-score colour bands: 50 and up dark green, 30-49 light green, 20-29 yellow, below 20 red */
export const netScoreColour = (value: number) => (value >= 50 ? '#1b7a3a' : value >= 30 ? '#7cc47f' : value >= 20 ? '#f2c12e' : '#d64545');

/** the bands of group averages: five-point up to 2.99 red, up to 3.99 amber, else green; ten-point below 6 red, below 8 amber */
export const bandOf = (value: number, scale: AnswerScale): 'red' | 'amber' | 'green' =>
  scale === 'ten' ? (value < 6 ? 'red' : value < 8 ? 'amber' : 'green') : value <= 2.99 ? 'red' : value <= 3.99 ? 'amber' : 'green';
