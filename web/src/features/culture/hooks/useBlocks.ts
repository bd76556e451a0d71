import { useQuery } from '@tanstack/react-query';
import { blocksQuery } from '../queries';

/** the workspace's chart blocks, groups and cycles; waits for a workspace */
export function useBlocks(workspaceId: string | undefined) {
  return useQuery({ ...blocksQuery(workspaceId ?? ''), enabled: Boolean(workspaceId) });
}
