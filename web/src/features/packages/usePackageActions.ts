import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePackage, savePackage, setPackageMembership } from './api';
import { packageKeys } from './queries';

const usePackageMutation = <V, R>(workspaceId: string, mutationFn: (variables: V) => Promise<R>, silent = false) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silentError: silent },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageKeys.workspace(workspaceId) }),
  });
};

export const useSavePackage = (workspaceId: string) => usePackageMutation(workspaceId, savePackage, true);
/** silent: a package with scheduled messages asks for a second confirmation instead of a banner */
export const useDeletePackage = (workspaceId: string) => usePackageMutation(workspaceId, deletePackage, true);
export const usePackageMembership = (workspaceId: string) => usePackageMutation(workspaceId, setPackageMembership);
