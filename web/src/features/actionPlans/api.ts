import { ActionPlan, ActionPlanPaths, PlanChangeAnswer, type ActionEditInput } from '@canopy/contracts/actions/api';
import { apiFetch } from '../session/apiFetch';

type Signal = { signal?: AbortSignal };

export const fetchActionPlan = (workspaceId: string, { signal }: Signal = {}) =>
  apiFetch(ActionPlanPaths.plan(workspaceId), { schema: ActionPlan, signal });

export const editAction = (actionId: string, body: ActionEditInput) =>
  apiFetch(ActionPlanPaths.action(actionId), { method: 'PATCH', body, schema: PlanChangeAnswer });
