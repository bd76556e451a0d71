import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '../../../shared/ui/notify';
import { connectHris } from '../api';
import { invalidateAfterSync } from '../queries';

/** POST retrieve-account-token with the connect flow's code */
export function useConnectHris(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: (code: string) => connectHris(workspaceId, code),
    onSuccess: () =>
      notifySuccess('HR system connected', 'The first synchronisation is running. You review its changes before anything is applied.'),
    onSettled: () => invalidateAfterSync(queryClient, workspaceId),
  });
}
