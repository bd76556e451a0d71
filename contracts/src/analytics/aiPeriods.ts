import type { AiTrigger } from './aiEvents.ts';
import { calendarDayKey, dayKey, formatCalendarDate, formatDay, type DateInput } from '../platform/dates.ts';

const DAY_MS = 86_400_000;

/**
 * The first and last day of an AI run's period as every page and file names them (ADR 0153). A manual run reads a
 * cycle: its days in the workspace's zone, the cycle's own label (ADR 0118). An automatic run reads a month or a
 * quarter of the workspace's calendar, stored as calendar dates at UTC midnight with an exclusive end: its days are
 * those dates, read in UTC, and its last day the one before the end ('2026-10-01' to '2026-10-31' for October).
 */
export const aiPeriodDays = (
  run: { trigger: AiTrigger; period_start: DateInput; period_end: DateInput | null },
  timeZone: string,
  style: 'written' | 'key',
): { first: string; last: string | null } => {
  if (run.trigger === 'manual') {
    const day = style === 'written' ? formatDay : dayKey;
    return { first: day(run.period_start, timeZone), last: run.period_end ? day(run.period_end, timeZone) : null };
  }
  const day = style === 'written' ? formatCalendarDate : calendarDayKey;
  const end = run.period_end ? new Date(new Date(run.period_end).getTime() - DAY_MS) : null;
  return { first: day(run.period_start), last: end ? day(end) : null };
};
