import { useQuery } from '@tanstack/react-query';
import { packageLinkQuery } from '../queries';

/** A package's link (GET packages/{id}/link); `enabled` false waits until it is needed. */
export function usePackageLink(packageId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...packageLinkQuery(packageId), enabled: options.enabled ?? true });
}
