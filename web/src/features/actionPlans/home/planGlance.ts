import type { ActionAnswer, ActionPlan } from '@canopy/contracts/actions/api';
import { matches } from '../actionFilters';

const ANY = { status: null, owner: null } as const;

/**
 * What Home says of a workspace's plan: the open actions overdue and those due in the next seven days (the Action
 * Plans page's 'Due this week'), by due date, and the action changed last under an active focus area.
 */
export const planGlanceOf = (plan: ActionPlan, today: string) => {
  const actions = plan.focus_areas.filter((area) => area.status === 'active').flatMap((area) => area.actions);
  const byDue = (a: ActionAnswer, b: ActionAnswer) => a.due_date.localeCompare(b.due_date);
  const latest = [...actions].sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0] ?? null;
  return {
    overdue: actions.filter((action) => matches(action, { ...ANY, due: 'overdue' }, today)).sort(byDue),
    dueThisWeek: actions.filter((action) => !action.overdue && matches(action, { ...ANY, due: 'week' }, today)).sort(byDue),
    latest,
    focusAreas: plan.focus_areas.filter((area) => area.status === 'active').length,
  };
};
