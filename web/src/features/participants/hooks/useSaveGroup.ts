import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createGroup, updateGroup, type GroupDraft } from '../api';
import { invalidateRoster } from '../queries';

/** Creates a group (no id) or renames one (POST / PUT groups); the form shows its own errors. */
export function useSaveGroup(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: ({ id, ...draft }: GroupDraft & { id?: string }) =>
      id ? updateGroup({ id, ...draft }) : createGroup({ workspaceId, ...draft }),
    onSuccess: () => invalidateRoster(queryClient, workspaceId),
  });
}
