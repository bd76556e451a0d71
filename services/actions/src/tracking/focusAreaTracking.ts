import { type FocusAreaTracking, targetMetBy, targetValueOf } from '@canopy/contracts/actions/api';
import type { FocusAreaRow } from '@canopy/projections/actions/plans/read';
import { ALPHA } from '@canopy/analytics';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import { createFocusAreaCharts } from '../figures/focusAreaFigure.ts';

/**
 * A focus area tracked to the next cycle (ADR 0142), from the analytics' charts only (no figure read around the
 * release rule): the first cycle after the baseline's in which the subject has answers; the population's figure
 * there as its one-cycle chart shows it (what the Culture page shows for that cycle); the change from the baseline
 * cycle as the two-cycle chart's change row computes it (Welch's t, with Mann-Whitney beside it); the mark from that
 * row's own p, unadjusted, since a focus area is the one comparison declared beforehand, not one of a chart's family.
 */
export const createFocusAreaTracking = (pool: Queryable) => {
  const charts = createFocusAreaCharts(pool);
  return async (workspaceId: string, area: FocusAreaRow, now: Date): Promise<FocusAreaTracking | null> => {
    const subject = await charts({ workspaceId, subject: area.subject, groupId: area.population.group_id, now });
    const baseCycle = subject.cycles.find((cycle) => cycle.cycle_id === area.baseline.cycle_id);
    if (!baseCycle) return null;
    const later = subject.cycles.filter((cycle) => cycle.cycle_date.getTime() > baseCycle.cycle_date.getTime());
    if (!later.length) return null;
    // the later cycles in which the subject was answered: the chart has a row (shown or held back) for each
    const answered = await subject.chartOf(
      'type1',
      later.map((cycle) => cycle.cycle_id),
    );
    const withRows = new Set(answered.type === 'type1' ? answered.groups.map((row) => row.cycle_id) : []);
    const next = later.find((cycle) => withRows.has(cycle.cycle_id));
    if (!next) return null;
    const [{ row, shown, favourable }, pair] = await Promise.all([
      subject.figureIn(next.cycle_id),
      subject.chartOf('type1', [area.baseline.cycle_id, next.cycle_id]),
    ]);
    const groupId = area.population.group_id;
    const changeRow =
      shown && pair.type === 'type1'
        ? pair.changes?.find(
            (candidate) =>
              candidate.group_id === groupId &&
              candidate.from_cycle_id === area.baseline.cycle_id &&
              candidate.to_cycle_id === next.cycle_id,
          )
        : undefined;
    const targetValue = targetValueOf(area.baseline.value, area.target);
    const target_met = !shown
      ? null
      : area.target.kind === 'favourable'
        ? favourable === null
          ? null
          : targetMetBy(favourable, area.baseline.favourable ?? 0, targetValue)
        : targetMetBy(shown.value_avg!, area.baseline.value, targetValue);
    return {
      cycle_id: next.cycle_id,
      cycle_date: next.cycle_date.toISOString(),
      value: shown?.value_avg ?? null,
      respondents: shown?.respondents ?? null,
      ci_low: shown?.ci_low ?? null,
      ci_high: shown?.ci_high ?? null,
      favourable: shown ? favourable : null,
      withheld: shown ? null : (row?.withheld ?? 'small'),
      change: changeRow
        ? {
            from: changeRow.from,
            to: changeRow.to,
            difference: changeRow.difference,
            ci_low: changeRow.ci_low,
            ci_high: changeRow.ci_high,
            p: changeRow.p,
            mark: changeRow.p < ALPHA ? (changeRow.difference > 0 ? 'improved' : 'declined') : 'no_change',
          }
        : null,
      target_met,
    };
  };
};
export type FocusAreaTrackings = ReturnType<typeof createFocusAreaTracking>;
