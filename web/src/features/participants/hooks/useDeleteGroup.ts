import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteGroup } from '../api';
import { invalidateRoster } from '../queries';

/** DELETE groups/{id}; on failure the group stays and the error goes to a toast. */
export function useDeleteGroup(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => invalidateRoster(queryClient, workspaceId),
  });
}
