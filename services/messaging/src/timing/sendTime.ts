import { TIME_ZONE, UNSET_SEND_AT } from '@canopy/contracts/messaging/api';
import { DateTime } from 'luxon';

// When messages go, in the workspace's time zone (America/New_York unless it chose another, ADR 0118) whatever the
// server's: a wall-clock time there stays the same across the daylight-saving changes (a 9:00 send in New York is
// 14:00 UTC in winter and 13:00 UTC in summer).

/** the hour the termination trigger sends at, every workday */
export const TERMINATION_HOUR = 9;

export const isUnset = (sendAt: string) => sendAt === '' || Date.parse(sendAt) === Date.parse(UNSET_SEND_AT);

/** the wall-clock hour and minute of an instant in the zone */
export const wallTimeOf = (sendAt: string, zone: string = TIME_ZONE): { hour: number; minute: number } => {
  const local = DateTime.fromISO(sendAt, { zone });
  return { hour: local.hour, minute: local.minute };
};

/** Monday to Friday in the zone */
export const isWorkday = (instant: Date, zone: string = TIME_ZONE) => DateTime.fromJSDate(instant, { zone }).weekday <= 5;

/**
 * A participant's start or termination date is a calendar date (stored as midnight UTC): read its year,
 * month and day, then count days on the zone's calendar, so a 23- or 25-hour day still moves one day.
 */
const calendarDay = (date: string, daysAfter: number, zone: string) => {
  const day = DateTime.fromISO(date, { zone: 'UTC' });
  return DateTime.fromObject({ year: day.year, month: day.month, day: day.day }, { zone }).plus({ days: daysAfter });
};

/** a start-date trigger: `daysAfter` days after the start date, at the message's chosen time in the zone */
export const startTriggerTime = (
  hiringDate: string,
  daysAfter: number,
  at: { hour: number; minute: number },
  zone: string = TIME_ZONE,
): Date => calendarDay(hiringDate, daysAfter, zone).set({ hour: at.hour, minute: at.minute, second: 0, millisecond: 0 }).toJSDate();

/**
 * A termination-date trigger: `daysAfter` days after the termination date, on the first workday from then,
 * at 9:00 AM in the zone (the termination trigger runs only then).
 */
export const terminationTriggerTime = (terminationDate: string, daysAfter: number, zone: string = TIME_ZONE): Date => {
  let day = calendarDay(terminationDate, daysAfter, zone).set({ hour: TERMINATION_HOUR, minute: 0, second: 0, millisecond: 0 });
  while (day.weekday > 5) day = day.plus({ days: 1 });
  return day.toJSDate();
};

/** the next 9:00 AM in the zone on a workday strictly after `now` */
export const nextTerminationRun = (now: Date, zone: string = TIME_ZONE): Date => {
  let day = DateTime.fromJSDate(now, { zone }).set({ hour: TERMINATION_HOUR, minute: 0, second: 0, millisecond: 0 });
  while (day.toMillis() <= now.getTime() || day.weekday > 5) day = day.plus({ days: 1 }).set({ hour: TERMINATION_HOUR });
  return day.toJSDate();
};
