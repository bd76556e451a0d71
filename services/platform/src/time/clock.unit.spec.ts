import { describe, expect, it } from 'vitest';
import { fixedClock, systemClock } from './clock.ts';

describe('clocks', () => {
  it('the system clock reads the real time', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('a fixed clock stands still until it is set or advanced', () => {
    const clock = fixedClock('2026-03-07T12:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-03-07T12:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-03-07T12:00:00.000Z');
    clock.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-03-07T12:01:30.000Z');
    clock.set(new Date('2027-01-01T00:00:00Z'));
    expect(clock.now().toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('hands out copies: a caller changing its date does not move the clock', () => {
    const clock = fixedClock('2026-03-07T12:00:00Z');
    clock.now().setFullYear(2000);
    expect(clock.now().getUTCFullYear()).toBe(2026);
  });
});
