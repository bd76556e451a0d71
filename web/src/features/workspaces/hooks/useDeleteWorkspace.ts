import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthenticatedSession } from '../../session/hooks/useSession';
import { deleteWorkspace } from '../api';
import { dropWorkspace, refreshWorkspaces, updateMyWorkspaceIds } from '../cache';
import { WORKSPACE_LIST_ANIMATION_MS } from '../constants';
import { markLeaving, unmarkLeaving } from '../leavingWorkspaces';
import { readStoredWorkspaceId, storeWorkspaceId } from '../storedWorkspaceId';

/**
 * Deletes a workspace. Once the server confirms, its row fades out for 500 ms; then it leaves every list,
 * and if it was current the next workspace becomes current (or the prompt shows when none is left).
 */
export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  const { team } = useAuthenticatedSession();
  return useMutation({
    meta: { silentError: true },
    mutationFn: (workspaceId: string) => deleteWorkspace(workspaceId),
    onSuccess: ({ id }) => {
      markLeaving(id);
      // not awaited: the dialog closes at once while the row fades
      setTimeout(() => {
        if (readStoredWorkspaceId() === id) storeWorkspaceId(null);
        dropWorkspace(queryClient, team.id, id);
        updateMyWorkspaceIds(queryClient, (ids) => ids.filter((item) => item !== id));
        unmarkLeaving(id);
        void refreshWorkspaces(queryClient, team.id);
      }, WORKSPACE_LIST_ANIMATION_MS);
    },
  });
}
