import type { ApplySyncRequest } from '@canopy/contracts/hris/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '../../../shared/ui/notify';
import { applySync } from '../api';
import { invalidateAfterSync } from '../queries';

/** Done in the preview */
export function useApplySync(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: (body: ApplySyncRequest) => applySync(workspaceId, body),
    onSuccess: (applied) =>
      notifySuccess(
        'Synchronisation applied',
        `${applied.created} added, ${applied.updated} updated, ${applied.deactivated} deactivated; ${applied.groups_created} groups created, ${applied.groups_deleted} deleted.`,
      ),
    onSettled: () => invalidateAfterSync(queryClient, workspaceId),
  });
}
