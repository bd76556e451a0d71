import type { ActionAnswer, ActionPlan, ActionStatus } from '@canopy/contracts/actions/api';
import { STATUS_LABEL } from '@canopy/contracts/actions/planTexts';

/** the words of each status, the deck's too */
export const STATUS_LABELS: Record<ActionStatus, string> = STATUS_LABEL;
export const STATUSES = Object.keys(STATUS_LABELS) as ActionStatus[];

/** 'week': due within the next seven days; 'overdue': past due and still open */
export type DueFilter = 'all' | 'overdue' | 'week' | 'later';
export type ActionFilters = { status: ActionStatus | null; owner: string | null; due: DueFilter };

/** who an owner is, as the owner filter names them: the consultant's id, or the contact's e-mail */
export const ownerKey = (action: ActionAnswer) => action.owner.consultant_id ?? `contact:${action.owner.email ?? ''}`;

const plusDays = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const matches = (action: ActionAnswer, filters: ActionFilters, today: string) => {
  if (filters.status && action.status !== filters.status) return false;
  if (filters.owner && ownerKey(action) !== filters.owner) return false;
  const open = action.status === 'planned' || action.status === 'in_progress';
  switch (filters.due) {
    case 'overdue':
      return action.overdue;
    case 'week':
      return open && action.due_date >= today && action.due_date <= plusDays(today, 7);
    case 'later':
      return action.due_date > plusDays(today, 7);
    default:
      return true;
  }
};

/** the owners the plan's actions have, once each, by name */
export const ownersOf = (plan: ActionPlan) => {
  const owners = new Map<string, string>();
  for (const action of plan.focus_areas.flatMap((area) => area.actions))
    owners.set(ownerKey(action), action.owner.name ?? 'Erased contact');
  return [...owners.entries()].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
};
