import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateParticipant } from '../api';
import { invalidateRoster } from '../queries';

/** PUT participants/{id}; the edit form shows its own errors. */
export function useUpdateParticipant(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: updateParticipant,
    onSuccess: () => invalidateRoster(queryClient, workspaceId),
  });
}
