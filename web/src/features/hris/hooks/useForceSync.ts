import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '../../../shared/ui/notify';
import { forceSync } from '../api';
import { invalidateAfterSync } from '../queries';

/** Force sync: reads the HR system now instead of at the daily run. */
export function useForceSync(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => forceSync(workspaceId),
    onSuccess: () => notifySuccess('Sync started', 'Canopy is reading the HR system. You review the changes when it is done.'),
    onSettled: () => invalidateAfterSync(queryClient, workspaceId),
  });
}
