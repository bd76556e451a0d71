import { describe, expect, it } from 'vitest';
import { remindersDue } from './remindersDue.ts';

const action = { id: 'a1', due_date: '2027-01-15' };
const at = (iso: string, timeZone = 'Europe/London', daysBefore = 3) => remindersDue(action, { now: new Date(iso), timeZone, daysBefore });

describe('the reminders an open action is owed', () => {
  it('nothing before the window, due soon from three days before through the due day, overdue from the day after', () => {
    expect(at('2027-01-11T10:00:00Z')).toBeNull();
    expect(at('2027-01-12T10:00:00Z')).toEqual({ actionId: 'a1', kind: 'due_soon', dueDate: '2027-01-15' });
    expect(at('2027-01-15T10:00:00Z')?.kind).toBe('due_soon');
    expect(at('2027-01-16T10:00:00Z')).toEqual({ actionId: 'a1', kind: 'overdue', dueDate: '2027-01-15' });
  });

  it('the window is the configured number of days', () => {
    expect(at('2027-01-08T10:00:00Z', 'Europe/London', 7)?.kind).toBe('due_soon');
    expect(at('2027-01-14T10:00:00Z', 'Europe/London', 0)).toBeNull();
    expect(at('2027-01-15T10:00:00Z', 'Europe/London', 0)?.kind).toBe('due_soon');
  });

  it("reads the day and the hour on the workspace's clock: 9:00 there, not in the night", () => {
    // 08:30 in London (winter: UTC) is before the hour; 09:00 is on it
    expect(at('2027-01-16T08:30:00Z')).toBeNull();
    expect(at('2027-01-16T09:00:00Z')?.kind).toBe('overdue');
    // 10:00 UTC on the 16th is 05:00 in New York: not yet; 14:00 UTC is 09:00 there
    expect(at('2027-01-16T10:00:00Z', 'America/New_York')).toBeNull();
    expect(at('2027-01-16T14:00:00Z', 'America/New_York')?.kind).toBe('overdue');
    // 23:30 UTC on the 15th is already the 16th, 10:30, in Sydney: overdue there while London still owes 'due soon'
    expect(at('2027-01-15T23:30:00Z', 'Australia/Sydney')?.kind).toBe('overdue');
    expect(at('2027-01-15T23:30:00Z')?.kind).toBe('due_soon');
  });
});
