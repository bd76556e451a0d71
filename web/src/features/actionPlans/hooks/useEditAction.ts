import type { ActionEditInput } from '@canopy/contracts/actions/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editAction } from '../api';
import { actionPlanKeys } from '../queries';

/** one action's change; the answer is the whole plan as it now reads, so the page takes it as is */
export function useEditAction(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ actionId, body }: { actionId: string; body: ActionEditInput }) => editAction(actionId, body),
    onSuccess: (answer) => queryClient.setQueryData(actionPlanKeys.plan(workspaceId), answer.plan),
  });
}
