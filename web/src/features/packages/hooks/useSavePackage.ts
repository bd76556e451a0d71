import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePackage } from '../api';
import { packageKeys } from '../queries';

/** New or Edit Package; silent: the form shows a refusal above its fields. */
export function useSavePackage(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePackage,
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageKeys.workspace(workspaceId) }),
  });
}
