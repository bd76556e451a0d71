import type { AnswerScale, ChangeRow } from '@canopy/contracts/analytics/api';
import type { ReleasedRow } from '../statistics/figureIntervals.ts';
import { moments, scaleBounds, valueCountsOf } from '../statistics/sample.ts';
import { ALPHA } from '../statistics/distributions.ts';
import { benjaminiHochberg, mannWhitney, minimumDetectableDifference, welchTest } from '../statistics/tests.ts';

// Change since the cycle before (ADR 0122): each group's latest cycle against the one before it, from the released
// rows of the chart (the same the bars are drawn from), Welch's t deciding and Mann-Whitney beside it as a check, the
// p values adjusted by Benjamini-Hochberg over every comparison on the chart.

/** one group's released rows in two cycles (null: held back or not answered in that cycle) */
export type GroupCycles = {
  group_id: string | null;
  group_name: string;
  before: { cycle_id: string; row: ReleasedRow } | null;
  after: { cycle_id: string; row: ReleasedRow } | null;
};

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** the pooled standard deviation of two samples, for the minimum detectable difference */
const pooledSd = (a: ReturnType<typeof moments>, b: ReturnType<typeof moments>) =>
  a.variance === null || b.variance === null ? null : Math.sqrt(((a.n - 1) * a.variance + (b.n - 1) * b.variance) / (a.n + b.n - 2));

export const changesOf = (groups: readonly GroupCycles[], scale: AnswerScale): ChangeRow[] => {
  const decimals = scale === 'share' ? 1 : 2;
  const tested = groups.flatMap((group) => {
    if (!group.before || !group.after) return [];
    const [before, after] = [valueCountsOf(group.before.row, scale), valueCountsOf(group.after.row, scale)];
    const people = { before: group.before.row.respondents, after: group.after.row.respondents };
    const welch = welchTest(before, after, people);
    if (!welch) return [];
    const [a, b] = [moments(before, people.before), moments(after, people.after)];
    const sd = pooledSd(a, b);
    return [{ group, welch, check: mannWhitney(before, after), a, b, sd }];
  });
  const adjusted = benjaminiHochberg(tested.map((entry) => entry.welch.p));
  const [low, high] = scaleBounds(scale);
  return tested.map(({ group, welch, check, a, b, sd }, index) => {
    const pAdjusted = adjusted[index]!;
    const detected = pAdjusted < ALPHA;
    const mdd = sd === null ? null : minimumDetectableDifference(sd, a.n, b.n);
    return {
      group_id: group.group_id,
      group_name: group.group_name,
      from_cycle_id: group.before!.cycle_id,
      to_cycle_id: group.after!.cycle_id,
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
    };
  });
};
