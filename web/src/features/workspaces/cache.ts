import type { Consultant, Workspace } from '@canopy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../session/queries';
import { workspaceKeys } from './queries';

// After a change the server answers the workspace as it now is: put it in the team's list at once, so
// every screen (switcher, settings, home) shows it without waiting for a refetch.

/** The order the server lists workspaces in: by name, case-insensitively, then by creation. */
const byName = (a: Workspace, b: Workspace) =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.created_at.localeCompare(b.created_at);

export function putWorkspace(queryClient: QueryClient, workspace: Workspace): void {
  queryClient.setQueryData<Workspace[]>(workspaceKeys.byTeam(workspace.team_id), (list) =>
    list ? [...list.filter((item) => item.id !== workspace.id), workspace].sort(byName) : [workspace],
  );
}

export function dropWorkspace(queryClient: QueryClient, teamId: string, workspaceId: string): void {
  queryClient.setQueryData<Workspace[]>(workspaceKeys.byTeam(teamId), (list) => list?.filter((item) => item.id !== workspaceId));
}

/** The current consultant's workspaces_ids after a change the server has already made to them. */
export function updateMyWorkspaceIds(queryClient: QueryClient, update: (ids: readonly string[]) => string[]): void {
  queryClient.setQueryData<Consultant>(sessionKeys.currentConsultant(), (consultant) =>
    consultant ? { ...consultant, workspaces_ids: update(consultant.workspaces_ids) } : consultant,
  );
}

/** Reloads what a workspace change can touch: the team's workspaces and the consultant's workspaces_ids. */
export function refreshWorkspaces(queryClient: QueryClient, teamId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: workspaceKeys.byTeam(teamId) }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.currentConsultant() }),
  ]);
}
