import type { AnswerScale, ChangeMark } from '@canopy/contracts/analytics/api';
import type { ReleasedRow } from '../statistics/figureIntervals.ts';
import { moments, scaleBounds, valueCountsOf } from '../statistics/sample.ts';
import { ALPHA } from '../statistics/distributions.ts';
import { benjaminiHochberg, mannWhitney, minimumDetectableDifference, welchTest } from '../statistics/tests.ts';

// One comparison of two released rows (ADR 0122): Welch's t deciding and Mann-Whitney beside it as a check, then the
// marks after Benjamini-Hochberg over every comparison of one chart. The bar chart's changes (changeSinceLastCycle)
// and the heatmap's (heatmapChanges) are both made of these, so the two can never disagree on a figure.

/** what a change row says about one comparison, whatever it is the change of */
export type ChangeFiguresOf = {
  from_cycle_id: string;
  to_cycle_id: string;
  from: number;
  to: number;
  difference: number;
  ci_low: number;
  ci_high: number;
  p: number;
  p_adjusted: number;
  check_p: number | null;
  mark: ChangeMark;
  minimum_detectable: number | null;
  n_before: number;
  n_after: number;
};

/** two released rows of one population in two cycles, on one scale */
export type Comparison = {
  before: { cycle_id: string; row: ReleasedRow };
  after: { cycle_id: string; row: ReleasedRow };
  scale: AnswerScale;
};

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** the pooled standard deviation of two samples, for the minimum detectable difference */
const pooledSd = (a: ReturnType<typeof moments>, b: ReturnType<typeof moments>) =>
  a.variance === null || b.variance === null ? null : Math.sqrt(((a.n - 1) * a.variance + (b.n - 1) * b.variance) / (a.n + b.n - 2));

/**
 * The comparisons' figures and marks, in the order given, each item kept beside its figures. An item whose samples
 * cannot carry Welch's test (fewer than two people in a cycle, a cycle without answers) has no figures and is left
 * out, and out of the correction too.
 */
export const compareAll = <T extends Comparison>(items: readonly T[]): { item: T; figures: ChangeFiguresOf }[] => {
  const tested = items.flatMap((item) => {
    const [before, after] = [valueCountsOf(item.before.row, item.scale), valueCountsOf(item.after.row, item.scale)];
    const people = { before: item.before.row.respondents, after: item.after.row.respondents };
    const welch = welchTest(before, after, people);
    if (!welch) return [];
    const [a, b] = [moments(before, people.before), moments(after, people.after)];
    return [{ item, welch, check: mannWhitney(before, after), a, b, sd: pooledSd(a, b) }];
  });
  const adjusted = benjaminiHochberg(tested.map((entry) => entry.welch.p));
  return tested.map(({ item, welch, check, a, b, sd }, index) => {
    const decimals = item.scale === 'share' ? 1 : 2;
    const [low, high] = scaleBounds(item.scale);
    const pAdjusted = adjusted[index]!;
    const detected = pAdjusted < ALPHA;
    const mdd = sd === null ? null : minimumDetectableDifference(sd, a.n, b.n);
    return {
      item,
      figures: {
        from_cycle_id: item.before.cycle_id,
        to_cycle_id: item.after.cycle_id,
        from: round(a.mean!, decimals),
        to: round(b.mean!, decimals),
        difference: round(welch.difference, decimals),
        ci_low: round(welch.ci_low, decimals),
        ci_high: round(welch.ci_high, decimals),
        p: welch.p,
        p_adjusted: pAdjusted,
        check_p: check?.p ?? null,
        mark: detected ? (welch.difference > 0 ? 'improved' : 'declined') : 'no_change',
        // where nothing is detected: the smallest move these people could have shown, capped at the scale's width
        minimum_detectable: detected || mdd === null ? null : round(Math.min(mdd, high - low), decimals),
        n_before: a.n,
        n_after: b.n,
      },
    };
  });
};
