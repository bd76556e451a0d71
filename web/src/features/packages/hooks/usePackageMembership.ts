import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setPackageMembership } from '../api';
import { packageKeys } from '../queries';

/** Adds an assessment to a package or takes it out; the packages of the workspace reload. */
export function usePackageMembership(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPackageMembership,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageKeys.workspace(workspaceId) }),
  });
}
