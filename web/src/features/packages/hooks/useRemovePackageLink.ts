import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removePackageLink } from '../api';
import { storeLink } from '../queries';

/** Removes the link: it stops working and its cycle ends. Silent: a refusal shows beside the link. */
export function useRemovePackageLink(packageId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePackageLink, onSuccess: storeLink(queryClient, packageId), meta: { silentError: true } });
}
