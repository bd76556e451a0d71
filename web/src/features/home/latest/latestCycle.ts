import type { ChangeRow, ChartData, ParticipationItem } from '@canopy/contracts/analytics/api';

// What Home leads with: the latest cycle that has answers (a cycle that opened today with nobody finished is not a
// result yet), the answered cycle of the same package before it, and each culture assessment's All participants
// figure in that cycle with its change since the cycle before, as the Culture page's Cycles view computes it.

export type CycleCount = { packageId: string; packageName: string; cycleId: string; date: string; finished: number; invited: number };
export type LeadCycles = { latest: CycleCount; before: CycleCount | null };

const countOf = (item: ParticipationItem): CycleCount => ({
  packageId: item.package_id,
  packageName: item.package_name,
  cycleId: item.cycle_id,
  date: item.cycle_date,
  finished: item.number_of_finished,
  invited: item.number_of_finished + item.number_of_unfinished,
});

const newestFirst = (a: ParticipationItem, b: ParticipationItem) => Date.parse(b.cycle_date) - Date.parse(a.cycle_date);

/** the newest cycle anyone finished, and the answered cycle of its package before it; null when nothing is answered */
export const leadCyclesOf = (participation: readonly ParticipationItem[]): LeadCycles | null => {
  const answered = participation.filter((item) => item.number_of_finished > 0).sort(newestFirst);
  const latest = answered[0];
  if (!latest) return null;
  const before = answered.find(
    (item) => item.package_id === latest.package_id && Date.parse(item.cycle_date) < Date.parse(latest.cycle_date),
  );
  return { latest: countOf(latest), before: before ? countOf(before) : null };
};

export const percentOf = (count: Pick<CycleCount, 'finished' | 'invited'>) =>
  count.invited === 0 ? 0 : Math.round((count.finished / count.invited) * 100);

export type Headline = {
  /** All participants' average in the latest cycle; null when it is held back */
  value: number | null;
  respondents: number | null;
  scale: Extract<ChartData, { type: 'type1' }>['scale'];
  /** since the cycle before, when both cycles have a released figure */
  change: ChangeRow | null;
};

/** All participants' figure in the latest cycle of a Cycles-view average chart; null when the cycle has none */
export const headlineOf = (chart: ChartData | undefined, latestCycleId: string): Headline | null => {
  if (chart?.type !== 'type1') return null;
  const figure = chart.groups.find((row) => row.group_id === null && row.cycle_id === latestCycleId);
  if (!figure) return null;
  const change = chart.changes?.find((row) => row.group_id === null && row.to_cycle_id === latestCycleId) ?? null;
  return {
    value: figure.suppressed ? null : figure.value_avg,
    respondents: figure.suppressed ? null : figure.respondents,
    scale: chart.scale,
    change,
  };
};
