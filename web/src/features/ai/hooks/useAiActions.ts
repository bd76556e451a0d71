import type { CreateAiWorker } from '@canopy/contracts/analytics/ai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAiWorker, restartAiRun } from '../api';
import { aiKeys } from '../queries';

/** Generate and 'start again': each refreshes the lists the AI pages read */
export function useAiActions(workspaceId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: aiKeys.workspace(workspaceId) });
  const generate = useMutation({ mutationFn: (body: CreateAiWorker) => createAiWorker(workspaceId, body), onSettled: refresh });
  const restart = useMutation({ mutationFn: (runId: string) => restartAiRun(workspaceId, runId), onSettled: refresh });
  return { generate, restart };
}
