import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminReleasePreviewQuery } from '../queries';

/** A package's release preview at a past cycle's rate, once a package, a cycle and groups are chosen. */
export function useAdminReleasePreview(packageId: string | null, link: string | null, groups: readonly string[]) {
  return useQuery({
    ...adminReleasePreviewQuery(packageId ?? '', link ?? '', groups),
    enabled: packageId !== null && link !== null && groups.length > 0,
    placeholderData: keepPreviousData,
  });
}
