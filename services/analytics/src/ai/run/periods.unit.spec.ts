import { describe, expect, it } from 'vitest';
import { automaticPeriod, daysOf, isAutomaticRunDue } from './periods.ts';

describe('the periods of AI runs', () => {
  it('takes the month that ended on New York’s calendar, even when UTC is already in the next one', () => {
    // 2026-12-01 06:00 in New York is 11:00 UTC
    expect(automaticPeriod('monthly', new Date('2026-12-01T11:00:00Z'))).toEqual({
      period_start: '2026-11-01T00:00:00.000Z',
      period_end: '2026-12-01T00:00:00.000Z',
    });
    // 2027-01-01 02:00 UTC is still 2026-12-31 in New York
    expect(automaticPeriod('monthly', new Date('2027-01-01T02:00:00Z')).period_start).toBe('2026-11-01T00:00:00.000Z');
    expect(automaticPeriod('monthly', new Date('2027-01-01T11:00:00Z'))).toEqual({
      period_start: '2026-12-01T00:00:00.000Z',
      period_end: '2027-01-01T00:00:00.000Z',
    });
  });

  it('takes the quarter that ended, across a year', () => {
    expect(automaticPeriod('quarterly', new Date('2027-01-01T11:00:00Z'))).toEqual({
      period_start: '2026-10-01T00:00:00.000Z',
      period_end: '2027-01-01T00:00:00.000Z',
    });
    expect(automaticPeriod('quarterly', new Date('2026-07-01T10:00:00Z')).period_start).toBe('2026-04-01T00:00:00.000Z');
  });

  it('reads a manual run’s cycle to its last day inclusive, an automatic one up to its end', () => {
    const now = new Date('2026-11-20T15:00:00Z');
    expect(daysOf({ trigger: 'manual', period_start: new Date('2026-11-02T09:00:00Z'), period_end: null }, now)).toEqual({
      fromDay: '2026-11-02',
      toDay: '2026-11-21',
    });
    expect(
      daysOf({ trigger: 'monthly', period_start: new Date('2026-10-01T00:00:00Z'), period_end: new Date('2026-11-01T00:00:00Z') }, now),
    ).toEqual({ fromDay: '2026-10-01', toDay: '2026-11-01' });
  });

  it('takes the month that ended on the workspace’s own calendar', () => {
    // 2027-01-01 00:30 UTC: still December in New York, already January in Tokyo (09:30 there)
    const now = new Date('2027-01-01T00:30:00Z');
    expect(automaticPeriod('monthly', now, 'America/New_York').period_start).toBe('2026-11-01T00:00:00.000Z');
    expect(automaticPeriod('monthly', now, 'Asia/Tokyo')).toEqual({
      period_start: '2026-12-01T00:00:00.000Z',
      period_end: '2027-01-01T00:00:00.000Z',
    });
  });

  it('is due from 06:00 of the first day in the workspace’s zone, the whole of that day, and not before or after', () => {
    // London is on UTC in December, New York five hours behind
    expect(isAutomaticRunDue('monthly', new Date('2026-12-01T05:59:00Z'), 'Europe/London')).toBe(false);
    expect(isAutomaticRunDue('monthly', new Date('2026-12-01T06:00:00Z'), 'Europe/London')).toBe(true);
    expect(isAutomaticRunDue('monthly', new Date('2026-12-01T06:00:00Z'), 'America/New_York')).toBe(false);
    expect(isAutomaticRunDue('monthly', new Date('2026-12-01T11:00:00Z'), 'America/New_York')).toBe(true);
    expect(isAutomaticRunDue('monthly', new Date('2026-12-02T04:59:00Z'), 'America/New_York')).toBe(true);
    expect(isAutomaticRunDue('monthly', new Date('2026-12-02T05:00:00Z'), 'America/New_York')).toBe(false);
    // in summer London is an hour ahead of UTC
    expect(isAutomaticRunDue('monthly', new Date('2026-07-01T05:00:00Z'), 'Europe/London')).toBe(true);
    expect(isAutomaticRunDue('monthly', new Date('2026-07-01T04:59:00Z'), 'Europe/London')).toBe(false);
  });

  it('is due quarterly only on the first day of January, April, July and October', () => {
    expect(isAutomaticRunDue('quarterly', new Date('2026-10-01T12:00:00Z'), 'Europe/London')).toBe(true);
    expect(isAutomaticRunDue('quarterly', new Date('2026-11-01T12:00:00Z'), 'Europe/London')).toBe(false);
    expect(isAutomaticRunDue('quarterly', new Date('2027-01-01T12:00:00Z'), 'America/New_York')).toBe(true);
  });
});
