import { dayKey } from '@canopy/contracts/platform/dates';

export type ReminderKind = 'due_soon' | 'overdue';
export type Reminder = { actionId: string; kind: ReminderKind; dueDate: string };

/** the hour of the workspace's day from which its reminders go: a working morning, never in the night */
export const REMINDER_HOUR = 9;
const DAY_MS = 86_400_000;

const hourIn = (now: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(now));
/** whole days from one YYYY-MM-DD to another (calendar days: no time zone moves them) */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Which reminders an open action is owed at `now` (ADR 0134), on the workspace's calendar: 'due soon' from
 * `daysBefore` days before its due day through the due day, 'overdue' from the day after. Each is owed once per
 * due day (the ledger keys it by kind and due day: a new due date owes its own), and only from REMINDER_HOUR in the
 * workspace. Done and dropped actions, and those under a closed focus area, are never handed here.
 */
export const remindersDue = (
  action: { id: string; due_date: string },
  input: { now: Date; timeZone: string; daysBefore: number },
): Reminder | null => {
  if (hourIn(input.now, input.timeZone) < REMINDER_HOUR) return null;
  const left = daysBetween(dayKey(input.now, input.timeZone), action.due_date);
  if (left < 0) return { actionId: action.id, kind: 'overdue', dueDate: action.due_date };
  if (left <= input.daysBefore) return { actionId: action.id, kind: 'due_soon', dueDate: action.due_date };
  return null;
};
