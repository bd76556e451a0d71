// The one date rule (ADR 0118): every date a user sees, on a screen or in a file's name, sheet, deck or CSV, is the
// calendar day of the moment in the workspace's time zone. Server and web both call these functions, so a file and
// the page it came from cannot name different days. Intl does the zone arithmetic (daylight saving included) and the
// month names; nothing here counts offsets or months by hand.

/** the zone of a workspace that has not chosen one (spec 2: the product runs in America/New_York) */
export const DEFAULT_TIME_ZONE = 'America/New_York';

const DAY_MS = 86_400_000;
/** the zero date the spec calls unset (0001-01-01T00:00:00Z) */
const UNSET_PREFIX = '0001-01-01';

export type DateInput = string | number | Date;

/** whether Intl knows the zone (IANA names, 'UTC' and their aliases) */
export const isTimeZone = (zone: string): boolean => {
  if (zone.trim() === '' || zone !== zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** the instant a value names, or null for '', the zero date and anything that is no date */
export const toInstant = (value: DateInput | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && value.startsWith(UNSET_PREFIX)) return null;
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
};

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string, style: 'short' | 'numeric', withTime: boolean) => {
  const key = `${timeZone}|${style}|${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: style === 'short' ? 'short' : '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

const partsOf = (instant: Date, timeZone: string, style: 'short' | 'numeric', withTime: boolean): Parts => {
  const parts: Parts = {};
  for (const part of formatterFor(timeZone, style, withTime).formatToParts(instant)) parts[part.type] = part.value;
  return parts;
};

const written = (parts: Parts) => `${parts.month} ${parts.day} ${parts.year}`;

/** 'America/New_York' -> 'New York': the zone named as a person reads it */
export const zoneName = (timeZone: string = DEFAULT_TIME_ZONE): string =>
  timeZone === 'UTC' ? 'UTC' : (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');

/** The day of a moment in the zone as 'YYYY-MM-DD' (file names, sheets, CSV cells), or '' when unset. */
export const dayKey = (value: DateInput | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string => {
  const instant = toInstant(value);
  if (!instant) return '';
  const parts = partsOf(instant, timeZone, 'numeric', false);
  return `${parts.year}-${parts.month}-${parts.day}`;
};

/** The day of a moment in the zone as 'Mar 05 2024' (spec 1 §9), or '' when unset. */
export const formatDay = (value: DateInput | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string => {
  const instant = toInstant(value);
  return instant ? written(partsOf(instant, timeZone, 'short', false)) : '';
};

/** A moment as 'Mar 05 2024, 14:05 New York' (24-hour, in the zone, the zone named), or '' when unset. */
export const formatDateTime = (value: DateInput | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string => {
  const instant = toInstant(value);
  if (!instant) return '';
  const parts = partsOf(instant, timeZone, 'short', true);
  return `${written(parts)}, ${parts.hour}:${parts.minute} ${zoneName(timeZone)}`;
};

/**
 * A calendar date (a hire date, a birth date: stored at midnight UTC) as 'Mar 05 2024', or '' when unset. Read in
 * UTC, since it names a day and not a moment: nobody west of Greenwich sees the day before.
 */
export const formatCalendarDate = (value: DateInput | null | undefined): string => formatDay(value, 'UTC');

/** A calendar date as 'YYYY-MM-DD', read in UTC like `formatCalendarDate`. */
export const calendarDayKey = (value: DateInput | null | undefined): string => dayKey(value, 'UTC');

/** how every label names the end of a cycle still open: 'Jan 05 2026 to current' (ADR 0137) */
export const OPEN_CYCLE_END = 'current';

/** 'first day to last day' of a period with each day written by `day`, 'to current' while it is open */
export const rangeLabel = <T>(from: T, to: T | null | undefined, day: (value: T) => string): string =>
  `${day(from)} to ${to === null || to === undefined || to === '' ? OPEN_CYCLE_END : day(to)}`;

/** 'first day to last day' of a period, both in the zone: how a cycle or a period is named everywhere */
export const dayRange = (from: DateInput, to: DateInput | null, timeZone: string, style: 'written' | 'key' = 'written'): string => {
  const day = style === 'written' ? formatDay : dayKey;
  return rangeLabel(from, to, (value) => day(value, timeZone));
};

/**
 * The whole days from now until the end, rounded up: what a person expects of 'days left'. A link made now for
 * 3 days has 3 left, one ending in 36 hours 2, one ending within the hour 1; an ended one 0.
 */
export const daysLeft = (expiresAt: DateInput, now: DateInput): number => {
  const end = toInstant(expiresAt);
  const from = toInstant(now);
  if (!end || !from) return 0;
  return Math.max(0, Math.ceil((end.getTime() - from.getTime()) / DAY_MS));
};
