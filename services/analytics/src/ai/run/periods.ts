import type { AiTrigger } from '@canopy/contracts/analytics/aiEvents';
import { DEFAULT_TIME_ZONE } from '@canopy/contracts/platform/dates';

// The periods a run reads. Answers are dated by their UTC day (anonymous ones carry only that), so periods are days:
// from `fromDay` up to but not including `toDay`. An automatic run's period is a month (or quarter) of its workspace's
// calendar, stored as calendar dates at UTC midnight (the date rule's calendar-date convention, ADR 0118), and it is
// requested at 06:00 on the first day of the next one in that workspace's time zone (ADR 0072, 0153's amendment of it).

/** the sweep runs every hour in UTC; each workspace is due at 06:00 of its own first day of the month */
export const AUTOMATIC_SWEEP_CRON = '0 * * * *';
export const AUTOMATIC_HOUR = 6;

/** the calendar parts of an instant in a zone */
const localParts = (now: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return { year: value('year'), month: value('month'), day: value('day'), hour: value('hour') };
};

const firstOf = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1));

/** the month (or quarter) that ended before `now` on the workspace's calendar: [start, end) as calendar dates */
export const automaticPeriod = (trigger: Exclude<AiTrigger, 'manual'>, now: Date, timeZone: string = DEFAULT_TIME_ZONE) => {
  const { year, month } = localParts(now, timeZone);
  const span = trigger === 'monthly' ? 1 : 3;
  // the quarter that holds this month starts at month 1, 4, 7 or 10
  const currentStart = trigger === 'monthly' ? month : month - ((month - 1) % 3);
  const end = firstOf(year, currentStart);
  const start = firstOf(year, currentStart - span);
  return { period_start: start.toISOString(), period_end: end.toISOString() };
};

/**
 * whether a workspace's automatic run of `trigger` is due at `now`: on the first day of its month (of a quarter's first
 * month for quarterly runs) from 06:00 in its zone; the hourly sweep asks every hour of that day, and the run's id
 * (its cycle and period) makes the later asks no-ops, so a sweep missed at 06:00 is made up within the day
 */
export const isAutomaticRunDue = (trigger: Exclude<AiTrigger, 'manual'>, now: Date, timeZone: string) => {
  const local = localParts(now, timeZone);
  if (local.day !== 1 || local.hour < AUTOMATIC_HOUR) return false;
  return trigger === 'monthly' || (local.month - 1) % 3 === 0;
};

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
const nextDay = (day: string) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));

/** the days a run reads: a manual run its cycle's days to the end (or today), an automatic one its whole days */
export const daysOf = (run: { trigger: AiTrigger; period_start: Date; period_end: Date | null }, now: Date) => {
  if (run.trigger === 'manual') return { fromDay: dayOf(run.period_start), toDay: nextDay(dayOf(run.period_end ?? now)) };
  return { fromDay: dayOf(run.period_start), toDay: dayOf(run.period_end ?? now) };
};
