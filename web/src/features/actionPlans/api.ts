import {
  ActionFeedbackAnswer,
  ActionPlan,
  ActionPlanPaths,
  OwnerView,
  PlanChangeAnswer,
  type ActionEditInput,
  type ActionFeedbackInput,
  type ActionInput,
  type FocusAreaInput,
  type OwnerChangeInput,
} from '@canopy/contracts/actions/api';
import { apiRequest } from '../../shared/api/http';
import { downloadReport } from '../admin/api';
import { apiFetch } from '../session/apiFetch';

type Signal = { signal?: AbortSignal };

export const fetchActionPlan = (workspaceId: string, { signal }: Signal = {}) =>
  apiFetch(ActionPlanPaths.plan(workspaceId), { schema: ActionPlan, signal });

export const makeFocusArea = (workspaceId: string, body: FocusAreaInput) =>
  apiFetch(ActionPlanPaths.focusAreas(workspaceId), { method: 'POST', body, schema: PlanChangeAnswer });

/** the action feedback question added to the workspace's next package (or the one named), once (ADR 0155) */
export const askActionFeedback = (workspaceId: string, body: ActionFeedbackInput = {}) =>
  apiFetch(ActionPlanPaths.actionFeedback(workspaceId), { method: 'POST', body, schema: ActionFeedbackAnswer });

export const addAction = (focusAreaId: string, body: ActionInput) =>
  apiFetch(ActionPlanPaths.actions(focusAreaId), { method: 'POST', body, schema: PlanChangeAnswer });

export const editAction = (actionId: string, body: ActionEditInput) =>
  apiFetch(ActionPlanPaths.action(actionId), { method: 'PATCH', body, schema: PlanChangeAnswer });

/** a client contact's own actions, by their personal link (no account) */
export const fetchOwnerView = (link: string, { signal }: Signal = {}) =>
  apiRequest(ActionPlanPaths.owner(link), { schema: OwnerView, signal });

export const changeOwnedAction = (link: string, actionId: string, body: OwnerChangeInput) =>
  apiRequest(ActionPlanPaths.ownerAction(link, actionId), { method: 'PATCH', body, schema: OwnerView });

/** every action of the plan as an xlsx, saved under the server's file name */
export const downloadActions = (workspaceId: string) => downloadReport(ActionPlanPaths.actionsXlsx(workspaceId), 'Action plan.xlsx');
