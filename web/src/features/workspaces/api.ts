import {
  DeletedWorkspace,
  ParticipantListPage,
  ParticipantPaths,
  Workspace,
  WorkspaceOptionTypes,
  WorkspacePaths,
  type AdditionalInfoInput,
  type AlertThresholds,
  type CreateWorkspaceRequest,
  type GroupClassification,
} from '@canopy/contracts';
import { z } from 'zod';
import { appendImageChange, type ImageChange } from '../../shared/files/imageRules';
import { apiFetch } from '../session/apiFetch';

type Signal = { signal?: AbortSignal };

/** GET /workspaces/by-team/{teamId}: every workspace of the team (those the caller is not assigned to without client details). */
export function fetchTeamWorkspaces(teamId: string, { signal }: Signal = {}): Promise<Workspace[]> {
  return apiFetch(WorkspacePaths.byTeam(teamId), { schema: z.array(Workspace), signal });
}

/** GET /workspaces/option-types: the answers the additional-info questions offer. */
export function fetchWorkspaceOptionTypes({ signal }: Signal = {}): Promise<WorkspaceOptionTypes> {
  return apiFetch(WorkspacePaths.optionTypes, { schema: WorkspaceOptionTypes, signal });
}

/** POST /workspaces: the creator is assigned to it. */
export function createWorkspace(body: CreateWorkspaceRequest): Promise<Workspace> {
  return apiFetch(WorkspacePaths.create, { method: 'POST', body, schema: Workspace });
}

/** What a settings tab changes; absent parts stay as they are on the server. */
export type WorkspaceChange = {
  name?: string;
  logo?: ImageChange;
  additional_info?: AdditionalInfoInput;
  group_classification?: GroupClassification;
  /** an IANA zone name */
  time_zone?: string;
  /** when a change since the cycle before is an alert */
  alert_thresholds?: AlertThresholds;
};

/** The multipart fields of PUT /workspaces/{id} for a change (exported for its unit spec). */
export function workspaceForm(change: WorkspaceChange): FormData {
  const form = new FormData();
  if (change.name !== undefined) form.append('name', change.name.trim());
  appendImageChange(form, 'is_logo_changed', change.logo ?? { kind: 'unchanged' });
  if (change.additional_info !== undefined) form.append('additional_info', JSON.stringify(change.additional_info));
  if (change.group_classification !== undefined) form.append('group_classification', change.group_classification);
  if (change.time_zone !== undefined) form.append('time_zone', change.time_zone);
  if (change.alert_thresholds !== undefined) form.append('alert_thresholds', JSON.stringify(change.alert_thresholds));
  return form;
}

/** PUT /workspaces/{id} (multipart). */
export function updateWorkspace({ id, ...change }: WorkspaceChange & { id: string }): Promise<Workspace> {
  return apiFetch(WorkspacePaths.one(id), { method: 'PUT', body: workspaceForm(change), schema: Workspace });
}

/** DELETE /workspaces/{id}, naming the workspace in the body too so a mixed-up request is refused. */
export function deleteWorkspace(id: string): Promise<z.infer<typeof DeletedWorkspace>> {
  return apiFetch(WorkspacePaths.one(id), { method: 'DELETE', body: { id }, schema: DeletedWorkspace });
}

/** POST /consultants/{consultantId}/to-workspace/{workspaceId}: relation true assigns, false unassigns. */
export function assignConsultant({
  consultantId,
  workspaceId,
  relation,
}: {
  consultantId: string;
  workspaceId: string;
  relation: boolean;
}): Promise<Workspace> {
  return apiFetch(WorkspacePaths.assign(consultantId, workspaceId), { method: 'POST', body: { relation }, schema: Workspace });
}

/** POST /participants/by-workspace with a page of one: its all_count is the workspace's participant count. */
export async function fetchParticipantCount(workspaceId: string, { signal }: Signal = {}): Promise<number> {
  const page = await apiFetch(ParticipantPaths.list, {
    method: 'POST',
    body: { workspace_id: workspaceId, limit: 1 },
    schema: ParticipantListPage,
    signal,
  });
  return page.all_count;
}
