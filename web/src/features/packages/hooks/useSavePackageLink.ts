import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePackageLink } from '../api';
import { storeLink } from '../queries';

/** Generates a link or moves the end of the current one (days from now, or forever). Silent: a refusal shows beside the link. */
export function useSavePackageLink(packageId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePackageLink, onSuccess: storeLink(queryClient, packageId), meta: { silentError: true } });
}
