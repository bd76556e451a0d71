import type { ActionInput } from '@canopy/contracts/actions/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addAction } from '../api';
import { actionPlanKeys } from '../queries';

/** adds an action under a focus area (a client contact owner is mailed their link); the answer is the whole plan */
export function useAddAction(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ focusAreaId, body }: { focusAreaId: string; body: ActionInput }) => addAction(focusAreaId, body),
    onSuccess: (answer) => queryClient.setQueryData(actionPlanKeys.plan(workspaceId), answer.plan),
  });
}
