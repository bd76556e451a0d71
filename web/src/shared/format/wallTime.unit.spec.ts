import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates';
import { instantToWallTime, wallTimeToInstant } from './wallTime';

describe("wall-clock times in the workspace's zone", () => {
  it('become instants with the offset of their day, across both of New York’s changes', () => {
    expect(wallTimeToInstant('2026-03-07', '10:30').toISOString()).toBe('2026-03-07T15:30:00.000Z');
    expect(wallTimeToInstant('2026-03-08', '10:30').toISOString()).toBe('2026-03-08T14:30:00.000Z');
    expect(wallTimeToInstant('2026-11-01', '08:00').toISOString()).toBe('2026-11-01T13:00:00.000Z');
    expect(instantToWallTime(new Date('2026-07-01T13:15:00.000Z'))).toEqual({ date: '2026-07-01', time: '09:15' });
  });

  it("follow London's clock for a London workspace (GMT in winter, BST from the last Sunday of March)", () => {
    expect(wallTimeToInstant('2026-03-28', '09:00', 'Europe/London').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(wallTimeToInstant('2026-03-30', '09:00', 'Europe/London').toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(instantToWallTime(new Date('2026-10-25T00:30:00.000Z'), 'Europe/London')).toEqual({ date: '2026-10-25', time: '01:30' });
    // the same instant is still the evening before in New York
    expect(instantToWallTime(new Date('2026-10-25T00:30:00.000Z'))).toEqual({ date: '2026-10-24', time: '20:30' });
  });
});

describe('a time on the schedule', () => {
  it('reads in 24-hour workspace time whatever the browser', () => {
    expect(formatDateTime('2026-07-01T20:42:00.000Z')).toBe('Jul 01 2026, 16:42 New York');
    expect(formatDateTime('2026-07-01T20:42:00.000Z', 'Europe/London')).toBe('Jul 01 2026, 21:42 London');
  });
});
