import { TIME_ZONE } from '@canopy/contracts/messaging/api';

// The one way the app writes dates (spec 1 §9: 'Mon DD YYYY', three-letter months): calendar dates as stored,
// moments as the day and 24-hour time in the workspace's time zone with that zone named. Intl does the month
// names and the zone arithmetic (daylight saving included); nothing here counts months or offsets by hand.

/** every workspace's time zone: the product schedules and reads times in it (contracts' messaging TIME_ZONE) */
export const WORKSPACE_TIME_ZONE = TIME_ZONE;

/** the zero date the spec calls unset (0001-01-01T00:00:00Z) */
const UNSET_PREFIX = '0001-01-01';

export type DateInput = string | number | Date;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string, withTime: boolean) => {
  const key = `${timeZone}|${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

/** the instant a value names, or null for '', the zero date and anything that is no date */
export const toInstant = (value: DateInput | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && value.startsWith(UNSET_PREFIX)) return null;
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
};

const partsOf = (instant: Date, timeZone: string, withTime: boolean) => {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone, withTime).formatToParts(instant)) parts[part.type] = part.value;
  return parts;
};

const dayOf = (parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>>) => `${parts.month} ${parts.day} ${parts.year}`;

/** 'America/New_York' -> 'New York': the zone named as a person reads it */
export const zoneName = (timeZone: string = WORKSPACE_TIME_ZONE): string =>
  timeZone === 'UTC' ? 'UTC' : (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');

/**
 * A calendar date (a hire date, a birth date: stored at midnight UTC) as 'Mar 05 2024', or '' when unset.
 * Read in UTC so that nobody west of Greenwich sees the day before.
 */
export const formatCalendarDate = (value: DateInput | null | undefined): string => {
  const instant = toInstant(value);
  return instant ? dayOf(partsOf(instant, 'UTC', false)) : '';
};

/** The day of a moment in the workspace's time zone, 'Mar 05 2024', or '' when unset. */
export const formatDay = (value: DateInput | null | undefined, timeZone: string = WORKSPACE_TIME_ZONE): string => {
  const instant = toInstant(value);
  return instant ? dayOf(partsOf(instant, timeZone, false)) : '';
};

/** A moment as 'Mar 05 2024, 14:05 New York' (24-hour, in the workspace's time zone, named), or '' when unset. */
export const formatDateTime = (value: DateInput | null | undefined, timeZone: string = WORKSPACE_TIME_ZONE): string => {
  const instant = toInstant(value);
  if (!instant) return '';
  const parts = partsOf(instant, timeZone, true);
  return `${dayOf(parts)}, ${parts.hour}:${parts.minute} ${zoneName(timeZone)}`;
};
