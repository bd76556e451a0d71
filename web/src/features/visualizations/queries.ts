import { queryOptions } from '@tanstack/react-query';
import { fetchBlocks } from '../culture/api';

export const visualizationKeys = {
  /**
   * The workspace's blocks: the same entry the Culture page reads and invalidates (['analytics', 'blocks', id]), so
   * a block saved there shows here without a second request.
   */
  blocks: (workspaceId: string) => ['analytics', 'blocks', workspaceId] as const,
};

export const blocksQuery = (workspaceId: string) =>
  queryOptions({ queryKey: visualizationKeys.blocks(workspaceId), queryFn: ({ signal }) => fetchBlocks(workspaceId, { signal }) });
