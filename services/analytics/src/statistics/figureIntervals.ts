import type { AnswerScale } from '@canopy/contracts/analytics/api';
import type { Counted } from '../charts/figures.ts';
import { netScoreOnScale } from '../charts/figures.ts';
import { meanInterval, netScoreInterval, wilsonInterval, type Interval } from './intervals.ts';
import { favourableOf, scaleBounds, valueCountsOf } from './sample.ts';

// The interval fields of a chart figure (contracts' FigureInterval), from one released reader row: the same counts
// the figure itself is computed from, so figure and interval can never come from different populations.

export type IntervalFields = { ci_low: number | null; ci_high: number | null; n: number | null };

export const NO_INTERVAL: IntervalFields = { ci_low: null, ci_high: null, n: null };

/** a released row: its counts by value and the people it holds */
export type ReleasedRow = Counted & { respondents: number };

const rounded = (interval: Interval | null, decimals: number): IntervalFields => {
  if (!interval) return NO_INTERVAL;
  const round = (value: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
  return { ci_low: round(interval.ci_low), ci_high: round(interval.ci_high), n: interval.n };
};

/** the average's t interval on the figure's scale, to the figure's decimals (two on a scale, one as a share) */
export const meanIntervalOf = (row: ReleasedRow, scale: AnswerScale): IntervalFields =>
  rounded(meanInterval(valueCountsOf(row, scale), scaleBounds(scale), row.respondents), scale === 'share' ? 1 : 2);

/** the net score's interval, one decimal as the score */
export const netScoreIntervalOf = (row: ReleasedRow, scale: AnswerScale): IntervalFields => {
  const { promoters, passives, detractors } = netScoreOnScale(row, scale);
  return rounded(netScoreInterval(promoters, passives, detractors, row.respondents), 1);
};

/** the favourable share in percent (one decimal) with its Wilson interval */
export const favourableIntervalOf = (row: ReleasedRow, scale: AnswerScale): IntervalFields & { favourable: number | null } => {
  const { favourable, scored } = favourableOf(row, scale);
  const interval = wilsonInterval(favourable, scored, row.respondents);
  return { ...rounded(interval, 1), favourable: interval ? Math.round(interval.estimate * 10) / 10 : null };
};
