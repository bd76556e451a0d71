import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '../../../shared/ui/notify';
import { disconnectHris } from '../api';
import { invalidateAfterSync } from '../queries';

/** Disconnect (asked first): the daily sync stops; the participants stay. */
export function useDisconnectHris(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectHris(workspaceId),
    onSuccess: () => notifySuccess('HR system disconnected', 'Participants stay in the workspace and can be edited by hand again.'),
    onSettled: () => invalidateAfterSync(queryClient, workspaceId),
  });
}
