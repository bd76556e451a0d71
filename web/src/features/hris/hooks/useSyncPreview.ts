import { useQuery } from '@tanstack/react-query';
import { syncPreviewQuery } from '../queries';

/** the sync waiting for review (null when none waits); read when the preview opens */
export function useSyncPreview(workspaceId: string, enabled: boolean) {
  return useQuery({ ...syncPreviewQuery(workspaceId), enabled });
}
