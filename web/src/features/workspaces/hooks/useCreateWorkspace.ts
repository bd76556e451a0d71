import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createWorkspace } from '../api';
import { putWorkspace, refreshWorkspaces, updateMyWorkspaceIds } from '../cache';
import { storeWorkspaceId } from '../storedWorkspaceId';

/** Creates a workspace and makes it current (its id is stored locally). */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: createWorkspace,
    onSuccess: async (workspace) => {
      putWorkspace(queryClient, workspace);
      // the creator is assigned to it: it can be current before the consultant is reloaded
      updateMyWorkspaceIds(queryClient, (ids) => (ids.includes(workspace.id) ? [...ids] : [...ids, workspace.id]));
      storeWorkspaceId(workspace.id);
      await refreshWorkspaces(queryClient, workspace.team_id);
    },
  });
}
