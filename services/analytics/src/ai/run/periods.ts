import type { AiTrigger } from '@canopy/contracts/analytics/aiEvents';

// The periods a run reads. Answers are dated by their UTC day (anonymous ones carry only that), so periods are days:
// from `fromDay` up to but not including `toDay`. Automatic runs fire on New York's calendar (ADR 0072).

export const AI_TIME_ZONE = 'America/New_York';
/** 06:00 in New York on the first day of each month, and of each quarter */
export const MONTHLY_CRON = '0 6 1 * *';
export const QUARTERLY_CRON = '0 6 1 1,4,7,10 *';

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
const nextDay = (day: string) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));

/** the year and month (1-12) of an instant on New York's calendar */
export const newYorkMonth = (now: Date) => {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: AI_TIME_ZONE, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return { year: value('year'), month: value('month') };
};

const firstOf = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1));

/** the month (or quarter) that ended before `now` in New York: [start, end) at UTC midnights */
export const automaticPeriod = (trigger: Exclude<AiTrigger, 'manual'>, now: Date) => {
  const { year, month } = newYorkMonth(now);
  const span = trigger === 'monthly' ? 1 : 3;
  // the quarter that holds this month starts at month 1, 4, 7 or 10
  const currentStart = trigger === 'monthly' ? month : month - ((month - 1) % 3);
  const end = firstOf(year, currentStart);
  const start = firstOf(year, currentStart - span);
  return { period_start: start.toISOString(), period_end: end.toISOString() };
};

/** the days a run reads: a manual run its cycle's days to the end (or today), an automatic one its whole days */
export const daysOf = (run: { trigger: AiTrigger; period_start: Date; period_end: Date | null }, now: Date) => {
  if (run.trigger === 'manual') return { fromDay: dayOf(run.period_start), toDay: nextDay(dayOf(run.period_end ?? now)) };
  return { fromDay: dayOf(run.period_start), toDay: dayOf(run.period_end ?? now) };
};
