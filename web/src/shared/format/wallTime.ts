import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { workspaceTimeZone } from './dates';

dayjs.extend(utc);
dayjs.extend(timezone);

// Wall-clock dates and times in the workspace's time zone (a message's send date and time, ADR 0118), whatever the
// browser's zone: dayjs' timezone plugin does the offsets, daylight saving included.

export type WallTime = { date: string; time: string };

/** the instant of a date (YYYY-MM-DD) and time (HH:mm) on the zone's clock */
export const wallTimeToInstant = (date: string, time: string, zone: string = workspaceTimeZone()): Date =>
  dayjs.tz(`${date}T${time}:00`, zone).toDate();

/** the zone's date and time of an instant, as the wizard's fields hold them */
export const instantToWallTime = (instant: Date, zone: string = workspaceTimeZone()): WallTime => {
  const local = dayjs(instant).tz(zone);
  return { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm') };
};
