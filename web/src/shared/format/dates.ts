import {
  DEFAULT_TIME_ZONE,
  formatCalendarDate as calendarDate,
  dayKey as dayKeyIn,
  formatDateTime as dateTimeIn,
  formatDay as dayIn,
  type DateInput,
  toInstant,
  zoneName as zoneNameOf,
} from '@canopy/contracts/platform/dates';

// The one way the web writes dates (spec 1 §9: 'Mon DD YYYY'), on the contracts' date rule (ADR 0095, 0118): the
// server names files and sheets by the same functions, so a page and its files name the same day. A moment is read in
// the current workspace's time zone, which the shell sets (`useWorkspaceTimeZone`) before any page renders.

export type { DateInput };
export { toInstant };

let currentZone = DEFAULT_TIME_ZONE;

/** the zone the screens read moments in: the current workspace's (America/New_York until one is loaded) */
export const workspaceTimeZone = (): string => currentZone;

/** the shell's call when the current workspace (or its zone) changes; pages remount under the new zone */
export const setWorkspaceTimeZone = (zone: string | null | undefined): void => {
  currentZone = zone || DEFAULT_TIME_ZONE;
};

/** 'America/New_York' -> 'New York': the zone named as a person reads it */
export const zoneName = (timeZone: string = currentZone): string => zoneNameOf(timeZone);

/** A calendar date (hire date, birth date: midnight UTC) as 'Mar 05 2024', read in UTC; '' when unset. */
export const formatCalendarDate = (value: DateInput | null | undefined): string => calendarDate(value);

/** The day of a moment in the workspace's time zone, 'Mar 05 2024', or '' when unset. */
export const formatDay = (value: DateInput | null | undefined, timeZone: string = currentZone): string => dayIn(value, timeZone);

/** The day of a moment in the workspace's time zone as 'YYYY-MM-DD' (what the files are named by), or '' when unset. */
export const dayKey = (value: DateInput | null | undefined, timeZone: string = currentZone): string => dayKeyIn(value, timeZone);

/** A moment as 'Mar 05 2024, 14:05 New York' (24-hour, in the workspace's time zone, named), or '' when unset. */
export const formatDateTime = (value: DateInput | null | undefined, timeZone: string = currentZone): string => dateTimeIn(value, timeZone);
