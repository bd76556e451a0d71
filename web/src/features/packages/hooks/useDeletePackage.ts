import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePackage } from '../api';
import { packageKeys } from '../queries';

/** Deletes a package; silent: one with scheduled messages asks for a second confirmation instead of a banner. */
export function useDeletePackage(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePackage,
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageKeys.workspace(workspaceId) }),
  });
}
