import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime, formatDay, toInstant, workspaceTimeZone, zoneName } from './dates';

describe('dates as the app writes them', () => {
  it("writes a calendar date as 'Mon DD YYYY', read in UTC", () => {
    expect(formatCalendarDate('2024-03-05T00:00:00Z')).toBe('Mar 05 2024');
    expect(formatCalendarDate('2019-12-31T00:00:00.000Z')).toBe('Dec 31 2019');
    expect(formatCalendarDate('2024-02-29')).toBe('Feb 29 2024');
    expect(formatCalendarDate(Date.UTC(2021, 8, 9))).toBe('Sep 09 2021');
  });

  it('writes nothing for the zero date, an empty value or no date at all', () => {
    for (const unset of ['0001-01-01T00:00:00Z', '', 'not a date', null, undefined]) {
      expect(formatCalendarDate(unset)).toBe('');
      expect(formatDay(unset)).toBe('');
      expect(formatDateTime(unset)).toBe('');
    }
    expect(toInstant(new Date(Number.NaN))).toBeNull();
  });

  it("takes the day of a moment in the workspace's time zone", () => {
    expect(workspaceTimeZone()).toBe('America/New_York');
    // 03:00 UTC on the 5th is still the evening of the 4th in New York
    expect(formatDay('2026-03-05T03:00:00Z')).toBe('Mar 04 2026');
    expect(formatDay('2026-03-05T03:00:00Z', 'UTC')).toBe('Mar 05 2026');
    expect(formatDay('2026-03-05T03:00:00Z', 'Asia/Tokyo')).toBe('Mar 05 2026');
  });

  it('writes a moment with its 24-hour time and names the zone, daylight saving included', () => {
    // winter: UTC-5
    expect(formatDateTime('2026-03-04T14:05:00Z')).toBe('Mar 04 2026, 09:05 New York');
    // summer: UTC-4, and an afternoon in 24 hours
    expect(formatDateTime('2026-07-01T20:30:00Z')).toBe('Jul 01 2026, 16:30 New York');
    // midnight is 00, not 24
    expect(formatDateTime('2026-07-01T04:00:00Z')).toBe('Jul 01 2026, 00:00 New York');
    expect(formatDateTime(new Date('2026-01-10T08:00:00Z'), 'Europe/London')).toBe('Jan 10 2026, 08:00 London');
    expect(formatDateTime('2026-01-10T08:00:00Z', 'UTC')).toBe('Jan 10 2026, 08:00 UTC');
  });

  it('names a zone by its city', () => {
    expect(zoneName()).toBe('New York');
    expect(zoneName('America/Los_Angeles')).toBe('Los Angeles');
    expect(zoneName('UTC')).toBe('UTC');
  });
});
