import { tQuantile, Z95, ALPHA } from './distributions.ts';
import { effectiveN, moments, type ValueCounts } from './sample.ts';

// The 95% intervals of a chart's figures (ADR 0120). All are computed from counts by value and are deterministic:
// the same released counts give the same interval on every read, in the deck and in the export.

export type Interval = { estimate: number; ci_low: number; ci_high: number; n: number; se: number };

const clip = (value: number, [low, high]: readonly [number, number]) => Math.min(high, Math.max(low, value));

/**
 * The mean with its t interval, mean +- t(0.975, n - 1) x s / sqrt(n), clipped to the scale's bounds (a mean of
 * answers on 1-5 cannot lie outside 1-5, while the t interval of a small group can). Null without two answers:
 * one answer has no spread to measure. All answers equal: an interval of zero width, which is what the counts say.
 */
export const meanInterval = (sample: ValueCounts, bounds: readonly [number, number], people?: number | null): Interval | null => {
  const { n, mean, variance } = moments(sample, people);
  if (mean === null || variance === null) return null;
  const se = Math.sqrt(variance / n);
  const half = tQuantile(1 - ALPHA / 2, n - 1) * se;
  return { estimate: mean, ci_low: clip(mean - half, bounds), ci_high: clip(mean + half, bounds), n, se };
};

/**
 * The Wilson score interval of a share (as R's prop.test without continuity correction gives it), in percent: it
 * stays inside 0-100 and is honest at 0% and 100%, where the Wald interval collapses to a point.
 */
export const wilsonInterval = (successes: number, answers: number, people?: number | null): Interval | null => {
  const n = effectiveN(answers, people);
  if (n === 0) return null;
  const p = successes / answers;
  const z2 = Z95 ** 2;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return {
    estimate: p * 100,
    ci_low: Math.max(0, centre - half) * 100,
    ci_high: Math.min(1, centre + half) * 100,
    n,
    se: Math.sqrt((p * (1 - p)) / n) * 100,
  };
};

/** the net score's variance per answer: each answer scores +1 (promoter), 0 or -1, so Var = pP + pD - (pP - pD)^2 */
export const netScoreVariance = (promoters: number, detractors: number, n: number) => {
  const [pP, pD] = [promoters / n, detractors / n];
  return pP + pD - (pP - pD) ** 2;
};

/** the net score (points, -100 to 100) with its standard error sqrt(Var / n) and a normal 95% interval, clipped */
export const netScoreInterval = (promoters: number, passives: number, detractors: number, people?: number | null): Interval | null => {
  const answers = promoters + passives + detractors;
  const n = effectiveN(answers, people);
  if (n === 0) return null;
  const estimate = ((promoters - detractors) / answers) * 100;
  const se = Math.sqrt(netScoreVariance(promoters, detractors, answers) / n) * 100;
  return { estimate, ci_low: clip(estimate - Z95 * se, [-100, 100]), ci_high: clip(estimate + Z95 * se, [-100, 100]), n, se };
};
