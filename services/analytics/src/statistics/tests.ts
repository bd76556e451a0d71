import { ALPHA, normalQuantile, tQuantile, twoSidedNormal, twoSidedT, Z95 } from './distributions.ts';
import { netScoreVariance } from './intervals.ts';
import { effectiveN, moments, type ValueCounts } from './sample.ts';

// The two-sample tests of 'change since the cycle before' (ADR 0121). Each returns the difference later minus
// earlier, its 95% interval and a two-sided p value; null where the samples cannot carry the test.

export type Difference = { difference: number; ci_low: number; ci_high: number; se: number; p: number };

/**
 * Welch's t test of two means (unequal variances, Welch-Satterthwaite degrees of freedom), as R's
 * t.test(after, before). Two samples whose answers are all equal, and equal to each other, differ by nothing with
 * certainty: p = 1 and a zero interval; all equal but different: p = 0 (no spread, a sure difference).
 */
export const welchTest = (
  before: ValueCounts,
  after: ValueCounts,
  people: { before?: number | null; after?: number | null } = {},
): (Difference & { t: number; df: number }) | null => {
  const [a, b] = [moments(before, people.before), moments(after, people.after)];
  if (a.mean === null || b.mean === null || a.variance === null || b.variance === null) return null;
  const difference = b.mean - a.mean;
  const [va, vb] = [a.variance / a.n, b.variance / b.n];
  const se = Math.sqrt(va + vb);
  if (se === 0) return { difference, ci_low: difference, ci_high: difference, se, p: difference === 0 ? 1 : 0, t: 0, df: a.n + b.n - 2 };
  const df = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  const t = difference / se;
  const half = tQuantile(1 - ALPHA / 2, df) * se;
  return { difference, ci_low: difference - half, ci_high: difference + half, se, p: twoSidedT(t, df), t, df };
};

/**
 * The Mann-Whitney U test from counts by value (ties share their mid rank), with the normal approximation and the
 * tie correction of the variance, as R's wilcox.test(after, before, exact = FALSE, correct = continuity). Survey
 * answers are all ties (five values), so an exact test does not apply. U is the after sample's statistic (R's W).
 */
export const mannWhitney = (before: ValueCounts, after: ValueCounts, continuity = false) => {
  const [n1, n2] = [after, before].map((sample) => sample.reduce((total, entry) => total + entry.count, 0)) as [number, number];
  if (n1 === 0 || n2 === 0) return null;
  const values = [...new Set([...before, ...after].map((entry) => entry.value))].sort((x, y) => x - y);
  const countAt = (sample: ValueCounts, value: number) =>
    sample.filter((entry) => entry.value === value).reduce((total, entry) => total + entry.count, 0);
  let below = 0;
  let rankSum = 0;
  let ties = 0;
  for (const value of values) {
    const [inAfter, inBefore] = [countAt(after, value), countAt(before, value)];
    const tied = inAfter + inBefore;
    rankSum += inAfter * (below + (tied + 1) / 2);
    ties += tied ** 3 - tied;
    below += tied;
  }
  const u = rankSum - (n1 * (n1 + 1)) / 2;
  const n = n1 + n2;
  const centre = u - (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - ties / (n * (n - 1)));
  if (variance === 0) return { u, z: 0, p: 1 };
  const correction = continuity ? Math.sign(centre) * 0.5 : 0;
  const z = (centre - correction) / Math.sqrt(variance);
  return { u, z, p: twoSidedNormal(z) };
};

/**
 * Two shares, later minus earlier, in points (n is each side's effective n, successes its share of it): the z test with the pooled share (as R's prop.test(correct = FALSE),
 * whose X-squared is z squared) and the unpooled Wald interval of the difference (prop.test's interval).
 */
export const twoProportionTest = (before: { successes: number; n: number }, after: { successes: number; n: number }): Difference | null => {
  if (before.n === 0 || after.n === 0) return null;
  const [p1, p2] = [before.successes / before.n, after.successes / after.n];
  const pooled = (before.successes + after.successes) / (before.n + after.n);
  const pooledSe = Math.sqrt(pooled * (1 - pooled) * (1 / before.n + 1 / after.n));
  const se = Math.sqrt((p1 * (1 - p1)) / before.n + (p2 * (1 - p2)) / after.n);
  const difference = p2 - p1;
  const p = pooledSe === 0 ? 1 : twoSidedNormal(difference / pooledSe);
  // a difference of shares lies within -100..100 points, as prop.test clips its interval
  const [low, high] = [Math.max(-1, difference - Z95 * se), Math.min(1, difference + Z95 * se)];
  return { difference: difference * 100, ci_low: low * 100, ci_high: high * 100, se: se * 100, p };
};

/** a net score's answers by kind, and the people who gave them (the effective n, see effectiveN) */
export type NetCounts = { promoters: number; passives: number; detractors: number; people?: number | null };

/** two net scores, later minus earlier, in points: SE = sqrt(Var1 / n1 + Var2 / n2), a z test and a normal interval */
export const netScoreDifference = (before: NetCounts, after: NetCounts): Difference | null => {
  const size = (counts: NetCounts) => counts.promoters + counts.passives + counts.detractors;
  const [n1, n2] = [size(before), size(after)];
  if (n1 === 0 || n2 === 0) return null;
  const score = (counts: NetCounts, n: number) => (counts.promoters - counts.detractors) / n;
  const difference = score(after, n2) - score(before, n1);
  const varianceOfScore = (counts: NetCounts, n: number) =>
    netScoreVariance(counts.promoters, counts.detractors, n) / effectiveN(n, counts.people);
  const se = Math.sqrt(varianceOfScore(before, n1) + varianceOfScore(after, n2));
  const p = se === 0 ? (difference === 0 ? 1 : 0) : twoSidedNormal(difference / se);
  return { difference: difference * 100, ci_low: (difference - Z95 * se) * 100, ci_high: (difference + Z95 * se) * 100, se: se * 100, p };
};

/**
 * Benjamini-Hochberg adjusted p values in the order given, as R's p.adjust(p, method = 'BH'): the comparisons shown
 * on one chart are one family, so a chart of forty cells does not show two 'changes' that are chance.
 */
export const benjaminiHochberg = (pValues: readonly number[]): number[] => {
  const m = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((x, y) => y.p - x.p);
  const adjusted = new Array<number>(m);
  let running = 1;
  order.forEach(({ p, index }, position) => {
    const rank = m - position;
    running = Math.min(running, (p * m) / rank);
    adjusted[index] = Math.min(1, running);
  });
  return adjusted;
};

/** the power the minimum detectable difference is stated for */
export const POWER = 0.8;

/**
 * The minimum detectable difference of two samples of n1 and n2 answers with standard deviation sd: the smallest
 * true difference a two-sided test at 0.05 finds with probability 0.8, (z(0.975) + z(0.8)) x sd x sqrt(1/n1 + 1/n2).
 * The normal approximation: what it answers is 'how large a move could these people show', a planning figure.
 */
export const minimumDetectableDifference = (sd: number, n1: number, n2: number) =>
  n1 === 0 || n2 === 0 ? null : (Z95 + normalQuantile(POWER)) * sd * Math.sqrt(1 / n1 + 1 / n2);
