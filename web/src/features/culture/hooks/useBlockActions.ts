import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBlock, deleteCustomChart, renameBlock } from '../api';
import { notifySuccess } from '../../../shared/ui/notify';
import { cultureKeys } from '../queries';

/**
 * A custom block's changes: rename, delete (with its charts) and delete one of its charts. Each is acknowledged by
 * a notification and the page's blocks are asked for again; a failure is shown where the action was started.
 */
export function useBlockActions(workspaceId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: cultureKeys.blocks(workspaceId) });
  const rename = useMutation({
    meta: { silentError: true },
    mutationFn: ({ blockId, name }: { blockId: string; name: string }) => renameBlock(blockId, name),
    onSuccess: (block) => {
      notifySuccess('Block renamed', `The block is now called “${block.name}”.`);
      return refresh();
    },
  });
  const remove = useMutation({
    meta: { silentError: true },
    mutationFn: ({ blockId }: { blockId: string; name: string }) => deleteBlock(blockId, true),
    onSuccess: (_answer, { name }) => {
      notifySuccess('Block deleted', `“${name}” and its charts were deleted.`);
      return refresh();
    },
  });
  const removeChart = useMutation({
    meta: { silentError: true },
    mutationFn: ({ blockId, chartId }: { blockId: string; chartId: string; name: string }) => deleteCustomChart(blockId, chartId),
    onSuccess: (_answer, { name }) => {
      notifySuccess('Chart deleted', `“${name}” was deleted from its block.`);
      return refresh();
    },
  });
  return { rename, remove, removeChart };
}
