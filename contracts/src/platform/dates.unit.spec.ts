import { describe, expect, it } from 'vitest';
import { calendarDayKey, dayKey, dayRange, daysLeft, formatDateTime, formatDay, isTimeZone, zoneName } from './dates.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the day of a moment in a zone', () => {
  it('is the same day written or as a key, and differs between London and New York late in the evening', () => {
    // 02:30 UTC on Aug 29: still Aug 28 in New York (UTC-4), already Aug 29 in London (UTC+1)
    const moment = '2026-08-29T02:30:00.000Z';
    expect(formatDay(moment)).toBe('Aug 28 2026');
    expect(dayKey(moment)).toBe('2026-08-28');
    expect(formatDay(moment, 'Europe/London')).toBe('Aug 29 2026');
    expect(dayKey(moment, 'Europe/London')).toBe('2026-08-29');
  });

  it("turns the day at the zone's midnight on both sides of New York's daylight-saving changes", () => {
    // Mar 8 2026 clocks go forward: midnight on the 8th is 05:00 UTC, midnight on the 9th 04:00 UTC
    expect(dayKey('2026-03-08T04:59:00.000Z')).toBe('2026-03-07');
    expect(dayKey('2026-03-08T05:00:00.000Z')).toBe('2026-03-08');
    expect(dayKey('2026-03-09T03:59:00.000Z')).toBe('2026-03-08');
    expect(dayKey('2026-03-09T04:00:00.000Z')).toBe('2026-03-09');
    // Nov 1 2026 clocks go back: midnight on Nov 1 is 04:00 UTC, on Nov 2 05:00 UTC
    expect(dayKey('2026-11-01T03:59:00.000Z')).toBe('2026-10-31');
    expect(dayKey('2026-11-02T04:59:00.000Z')).toBe('2026-11-01');
    expect(dayKey('2026-11-02T05:00:00.000Z')).toBe('2026-11-02');
  });

  it("turns the day at London's midnight in GMT and in BST", () => {
    expect(dayKey('2026-03-28T23:59:00.000Z', 'Europe/London')).toBe('2026-03-28');
    expect(dayKey('2026-06-30T23:00:00.000Z', 'Europe/London')).toBe('2026-07-01');
    expect(dayKey('2026-06-30T22:59:00.000Z', 'Europe/London')).toBe('2026-06-30');
    expect(formatDateTime('2026-03-29T01:30:00.000Z', 'Europe/London')).toBe('Mar 29 2026, 02:30 London');
  });

  it('names a period by its days in the zone, written or as keys, open ones to current', () => {
    expect(dayRange('2026-08-29T02:30:00Z', '2026-09-28T03:00:00Z', 'America/New_York')).toBe('Aug 28 2026 to Sep 27 2026');
    expect(dayRange('2026-08-29T02:30:00Z', '2026-09-28T03:00:00Z', 'America/New_York', 'key')).toBe('2026-08-28 to 2026-09-27');
    expect(dayRange('2026-08-29T02:30:00Z', '2026-09-28T03:00:00Z', 'Europe/London', 'key')).toBe('2026-08-29 to 2026-09-28');
    expect(dayRange('2026-08-29T02:30:00Z', null, 'Europe/London')).toBe('Aug 29 2026 to current');
  });

  it('reads calendar dates (midnight UTC) in UTC, and writes nothing for the unset ones', () => {
    expect(calendarDayKey('2024-03-05T00:00:00Z')).toBe('2024-03-05');
    for (const unset of ['0001-01-01T00:00:00Z', '', 'no date', null, undefined]) {
      expect(dayKey(unset)).toBe('');
      expect(formatDay(unset)).toBe('');
    }
  });
});

describe('days left', () => {
  const now = Date.parse('2026-03-06T15:00:00.000Z');
  it('counts whole days rounded up: a link made now for 3 days has 3 left', () => {
    expect(daysLeft(now + 3 * DAY, now)).toBe(3);
    expect(daysLeft(now + 3 * DAY - 1, now)).toBe(3);
    expect(daysLeft(now + 2 * DAY + 1, now)).toBe(3);
    expect(daysLeft(now + 36 * HOUR, now)).toBe(2);
    expect(daysLeft(now + HOUR, now)).toBe(1);
  });
  it('is 0 at and after the end', () => {
    expect(daysLeft(now, now)).toBe(0);
    expect(daysLeft(now - DAY, now)).toBe(0);
  });
  it('is the same across a daylight-saving change (days of 24 hours from the moment made)', () => {
    const beforeChange = Date.parse('2026-03-07T12:00:00.000Z');
    expect(daysLeft(new Date(beforeChange + 3 * DAY), new Date(beforeChange))).toBe(3);
  });
});

describe('time zones', () => {
  it('knows the IANA names and UTC, and refuses anything else', () => {
    for (const zone of ['America/New_York', 'Europe/London', 'Asia/Tokyo', 'UTC']) expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['', ' ', 'Mars/Olympus', 'Europe/London ', 'New York']) expect(isTimeZone(zone)).toBe(false);
  });
  it('names a zone by its city', () => {
    expect(zoneName('America/Los_Angeles')).toBe('Los Angeles');
    expect(zoneName('UTC')).toBe('UTC');
  });
});
