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
export const netScoreOf = (counts: readonly number[], scale: 'five' | 'ten') => {
  const at = (from: number, to: number) => counts.slice(from - 1, to).reduce((sum, count) => sum + count, 0);
  const [promoters, passives, detractors] = scale === 'ten' ? [at(9, 10), at(7, 8), at(1, 6)] : [at(5, 5), at(4, 4), at(1, 3)];
  const scored = promoters + passives + detractors;
  return { promoters, passives, detractors, value: scored === 0 ? null : Math.round(((promoters - detractors) / scored) * 1000) / 10 };
};

/** what a figure counts by value: every answer by value, and the ten-point ones among them (null: one scale only) */
export type Counted = { counts: readonly number[]; ten_counts: readonly number[] | null };

/** the five-point answers by value 1..5: every answer of value 1..5 that is not a ten-point one */
const fiveCountsOf = (row: Counted) => row.counts.slice(0, 5).map((count, index) => count - (row.ten_counts?.[index] ?? 0));
const tenCountsOf = (row: Counted) => row.ten_counts ?? Array.from({ length: 10 }, () => 0);

/** the scale of a figure over these answer types: one scale, or each answer as a share of its own (ADR 0057) */
export const scaleOfTypes = (answerTypes: readonly string[]): AnswerScale => {
  const ten = answerTypes.some((type) => type === 'one_to_ten');
  const five = answerTypes.some((type) => type !== 'one_to_ten');
  return ten && five ? 'share' : ten ? 'ten' : 'five';
};

/**
 * The average on the figure's scale: on one scale the mean value (two decimals); on 'share' each answer as a share
 * of its own scale, (v - 1) / (max - 1) x 100, averaged (one decimal), so the top of every scale is 100 and the
 * bottom 0, whichever scale a question has. Null without any scored answer.
 */
export const averageOnScale = (row: Counted, scale: AnswerScale): number | null => {
  if (scale !== 'share') return averageOf(row.counts);
  const five = fiveCountsOf(row);
  const ten = tenCountsOf(row);
  const scored = scoredOf(five) + scoredOf(ten);
  if (scored === 0) return null;
  const shares =
    five.reduce((sum, count, index) => sum + (count * index) / 4, 0) + ten.reduce((sum, count, index) => sum + (count * index) / 9, 0);
  return Math.round((shares / scored) * 1000) / 10;
};

/** the net score on the figure's scale: on 'share' each scale's answers with its own cut-offs, counted together */
export const netScoreOnScale = (row: Counted, scale: AnswerScale) => {
  if (scale !== 'share') return netScoreOf(row.counts, scale);
  const five = netScoreOf(fiveCountsOf(row), 'five');
  const ten = netScoreOf(tenCountsOf(row), 'ten');
  const [promoters, passives, detractors] = [
    five.promoters + ten.promoters,
    five.passives + ten.passives,
    five.detractors + ten.detractors,
  ];
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

/**
 * the bands of group averages: five-point up to 2.99 red, up to 3.99 amber, else green; ten-point below 6 red, below
 * 8 amber; a share of the scale up to 49.75 red, up to 74.75 amber (the five-point cuts as shares: (2.99 - 1) / 4)
 */
export const bandOf = (value: number, scale: AnswerScale): 'red' | 'amber' | 'green' =>
  scale === 'ten'
    ? value < 6
      ? 'red'
      : value < 8
        ? 'amber'
        : 'green'
    : scale === 'share'
      ? value <= 49.75
        ? 'red'
        : value <= 74.75
          ? 'amber'
          : 'green'
      : value <= 2.99
        ? 'red'
        : value <= 3.99
          ? 'amber'
          : 'green';
