import { useQuery } from '@tanstack/react-query';
import { blocksQuery } from '../queries';

/** The standard and saved blocks of a workspace with their charts (none asked while no workspace is chosen). */
export function useBlocks(workspaceId: string | undefined) {
  return useQuery({ ...blocksQuery(workspaceId ?? ''), enabled: Boolean(workspaceId) });
}
