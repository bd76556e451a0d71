import { describe, expect, it } from 'vitest';
import { formatNewYork, instantToNewYork, newYorkToInstant } from './newYorkTime';

describe('New York wall-clock times', () => {
  it('become instants with the offset of their day, across both changes', () => {
    expect(newYorkToInstant('2026-03-07', '10:30').toISOString()).toBe('2026-03-07T15:30:00.000Z');
    expect(newYorkToInstant('2026-03-08', '10:30').toISOString()).toBe('2026-03-08T14:30:00.000Z');
    expect(newYorkToInstant('2026-11-01', '08:00').toISOString()).toBe('2026-11-01T13:00:00.000Z');
    expect(instantToNewYork(new Date('2026-07-01T13:15:00.000Z'))).toEqual({ date: '2026-07-01', time: '09:15' });
  });
});

describe('a time on the schedule', () => {
  it('reads in 24-hour New York time whatever the browser', () => {
    expect(formatNewYork('2026-07-01T20:42:00.000Z')).toBe('Jul 01 2026, 16:42 New York');
  });
});
