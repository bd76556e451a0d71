import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { releasePreviewQuery } from '../queries';

/** What the package's charts would show for these groups once answered (docs/decisions/0140); the last answer stays while the next loads. */
export function useReleasePreview(workspaceId: string, packageId: string, groups: readonly string[], rate: number | null, enabled = true) {
  return useQuery({ ...releasePreviewQuery(workspaceId, packageId, groups, rate), enabled, placeholderData: keepPreviousData });
}
