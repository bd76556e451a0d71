import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pausePackageLink } from '../api';
import { storeLink } from '../queries';

/** Pauses a forever link or opens it again. Silent: a refusal shows beside the link. */
export function usePausePackageLink(packageId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: pausePackageLink, onSuccess: storeLink(queryClient, packageId), meta: { silentError: true } });
}
