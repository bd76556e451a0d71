import { describe, expect, it } from 'vitest';
import { automaticPeriod, daysOf } from './periods.ts';

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
});
