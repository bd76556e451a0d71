import { TIME_ZONE, UNSET_SEND_AT } from '@canopy/contracts/messaging/api';
import { DateTime } from 'luxon';

// When messages go, in America/New_York whatever the server's zone: a wall-clock time there stays the same
// across the daylight-saving changes (a 9:00 send is 14:00 UTC in winter and 13:00 UTC in summer).

/** the hour the termination trigger sends at, every workday */
export const TERMINATION_HOUR = 9;

export const isUnset = (sendAt: string) => sendAt === '' || Date.parse(sendAt) === Date.parse(UNSET_SEND_AT);

/** the wall-clock hour and minute of an instant in New York */
export const wallTimeOf = (sendAt: string): { hour: number; minute: number } => {
  const local = DateTime.fromISO(sendAt, { zone: TIME_ZONE });
  return { hour: local.hour, minute: local.minute };
};

/** Monday to Friday in New York */
export const isWorkday = (instant: Date) => DateTime.fromJSDate(instant, { zone: TIME_ZONE }).weekday <= 5;

/**
 * A participant's start or termination date is a calendar date (stored as midnight UTC): read its year,
 * month and day, then count days on New York's calendar, so a 23- or 25-hour day still moves one day.
 */
const calendarDay = (date: string, daysAfter: number) => {
  const day = DateTime.fromISO(date, { zone: 'UTC' });
  return DateTime.fromObject({ year: day.year, month: day.month, day: day.day }, { zone: TIME_ZONE }).plus({ days: daysAfter });
};

/** a start-date trigger: `daysAfter` days after the start date, at the message's chosen time in New York */
export const startTriggerTime = (hiringDate: string, daysAfter: number, at: { hour: number; minute: number }): Date =>
  calendarDay(hiringDate, daysAfter).set({ hour: at.hour, minute: at.minute, second: 0, millisecond: 0 }).toJSDate();

/**
 * A termination-date trigger: `daysAfter` days after the termination date, on the first workday from then,
 * at 9:00 AM New York time (the termination trigger runs only then).
 */
export const terminationTriggerTime = (terminationDate: string, daysAfter: number): Date => {
  let day = calendarDay(terminationDate, daysAfter).set({ hour: TERMINATION_HOUR, minute: 0, second: 0, millisecond: 0 });
  while (day.weekday > 5) day = day.plus({ days: 1 });
  return day.toJSDate();
};

/** the next 9:00 AM New York on a workday strictly after `now` */
export const nextTerminationRun = (now: Date): Date => {
  let day = DateTime.fromJSDate(now, { zone: TIME_ZONE }).set({ hour: TERMINATION_HOUR, minute: 0, second: 0, millisecond: 0 });
  while (day.toMillis() <= now.getTime() || day.weekday > 5) day = day.plus({ days: 1 }).set({ hour: TERMINATION_HOUR });
  return day.toJSDate();
};
