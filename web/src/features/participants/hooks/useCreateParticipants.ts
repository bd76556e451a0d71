import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createParticipants } from '../api';
import { invalidateRoster } from '../queries';

/** POST participants (the manual add); the dialog shows its own errors. */
export function useCreateParticipants(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: createParticipants,
    onSuccess: () => invalidateRoster(queryClient, workspaceId),
  });
}
