import { describe, expect, it } from 'vitest';
import { isUnset, isWorkday, nextTerminationRun, startTriggerTime, terminationTriggerTime, wallTimeOf } from './sendTime.ts';

// Times are New York wall-clock times whatever the machine's zone; the clock is always given.

describe('start-date triggers', () => {
  it('keep the chosen wall-clock time across the March change (EST to EDT)', () => {
    // start 2026-03-06, 2 days after at 10:30 -> 2026-03-08 10:30 EDT (the day clocks moved forward)
    expect(startTriggerTime('2026-03-06T00:00:00.000Z', 2, { hour: 10, minute: 30 }).toISOString()).toBe('2026-03-08T14:30:00.000Z');
    // the day before the change is still EST
    expect(startTriggerTime('2026-03-06T00:00:00.000Z', 1, { hour: 10, minute: 30 }).toISOString()).toBe('2026-03-07T15:30:00.000Z');
  });

  it('keep the chosen wall-clock time across the November change (EDT to EST)', () => {
    expect(startTriggerTime('2026-10-31T00:00:00.000Z', 1, { hour: 8, minute: 0 }).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    expect(startTriggerTime('2026-10-30T00:00:00.000Z', 1, { hour: 8, minute: 0 }).toISOString()).toBe('2026-10-31T12:00:00.000Z');
  });

  it('read the time chosen in the wizard as New York time', () => {
    expect(wallTimeOf('2026-07-01T13:15:00.000Z')).toEqual({ hour: 9, minute: 15 });
    expect(wallTimeOf('2026-12-01T14:15:00.000Z')).toEqual({ hour: 9, minute: 15 });
  });
});

describe('termination-date triggers', () => {
  it('send at 9:00 AM New York on the first workday from the due day', () => {
    // terminated Thursday 2026-03-05, 2 days after = Saturday -> Monday 2026-03-09 09:00 EDT
    expect(terminationTriggerTime('2026-03-05T00:00:00.000Z', 2).toISOString()).toBe('2026-03-09T13:00:00.000Z');
    // a Wednesday stays: 2026-11-04 09:00 EST
    expect(terminationTriggerTime('2026-11-03T00:00:00.000Z', 1).toISOString()).toBe('2026-11-04T14:00:00.000Z');
  });

  it('run next at 9:00 AM on a workday, never on a weekend', () => {
    expect(nextTerminationRun(new Date('2026-03-06T15:00:00.000Z')).toISOString()).toBe('2026-03-09T13:00:00.000Z'); // Friday 10:00 EST -> Monday EDT
    expect(nextTerminationRun(new Date('2026-10-30T12:00:00.000Z')).toISOString()).toBe('2026-10-30T13:00:00.000Z'); // Friday 08:00 EDT -> 09:00
    expect(isWorkday(new Date('2026-03-07T15:00:00.000Z'))).toBe(false);
    expect(isWorkday(new Date('2026-03-09T15:00:00.000Z'))).toBe(true);
  });
});

describe('the unset time', () => {
  it('is 0001-01-01T00:00:00Z however it is written', () => {
    expect(isUnset('0001-01-01T00:00:00Z')).toBe(true);
    expect(isUnset('0001-01-01T00:00:00.000Z')).toBe(true);
    expect(isUnset('2026-01-01T00:00:00Z')).toBe(false);
  });
});

describe("a London workspace's triggers", () => {
  it("run on London's clock: 9:00 GMT in winter, 9:00 BST (08:00 UTC) in summer", () => {
    // Thursday Mar 26 2026 + 1 day = Friday Mar 27, still GMT
    expect(terminationTriggerTime('2026-03-26T00:00:00.000Z', 1, 'Europe/London').toISOString()).toBe('2026-03-27T09:00:00.000Z');
    // Friday Mar 27 + 1 = Saturday: the first workday is Monday Mar 30, in BST
    expect(terminationTriggerTime('2026-03-27T00:00:00.000Z', 1, 'Europe/London').toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(startTriggerTime('2026-07-01T00:00:00.000Z', 2, { hour: 10, minute: 30 }, 'Europe/London').toISOString()).toBe(
      '2026-07-03T09:30:00.000Z',
    );
    expect(wallTimeOf('2026-07-01T08:15:00.000Z', 'Europe/London')).toEqual({ hour: 9, minute: 15 });
    // Friday 23:30 in London is already Saturday there, though still Friday in New York
    expect(isWorkday(new Date('2026-03-07T00:30:00.000Z'), 'Europe/London')).toBe(false);
    expect(isWorkday(new Date('2026-03-07T00:30:00.000Z'))).toBe(true);
  });
});
