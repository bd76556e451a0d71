import type { CustomChartInput } from '@canopy/contracts/analytics/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addCustomChart, createCustomBlock } from '../api';
import { notifySuccess } from '../../../shared/ui/notify';
import { cultureKeys } from '../queries';

type Added = {
  /** the custom block to add to; none: a new block with this name */
  blockId: string | null;
  blockName: string;
  charts: CustomChartInput[];
};

/**
 * Adds one or more custom graphs: a new block is made with its first graph, the others join it one after another,
 * in the order shown. Graphs already added stay when a later one fails, so the blocks are asked for again either way.
 */
export function useAddCustomGraphs(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: async ({ blockId, blockName, charts }: Added) => {
      const [first, ...rest] = charts;
      if (!first) return null;
      const target = blockId ?? (await createCustomBlock(workspaceId, { ...first, block_name: blockName })).id;
      for (const input of blockId ? charts : rest) await addCustomChart(target, input);
      return target;
    },
    onSuccess: (_target, { charts }) =>
      notifySuccess(
        charts.length === 1 ? 'Graph added' : 'Graphs added',
        `${charts.length} ${charts.length === 1 ? 'graph was' : 'graphs were'} added to the block.`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cultureKeys.blocks(workspaceId) }),
  });
}
