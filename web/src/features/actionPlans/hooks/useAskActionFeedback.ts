import type { ActionFeedbackInput } from '@canopy/contracts/actions/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packageKeys } from '../../packages/queries';
import { askActionFeedback } from '../api';
import { actionPlanKeys } from '../queries';

/** asks the action feedback question in the next package; the plan is the answer's, the workspace's packages reload */
export function useAskActionFeedback(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActionFeedbackInput) => askActionFeedback(workspaceId, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(actionPlanKeys.plan(workspaceId), answer.plan);
      return queryClient.invalidateQueries({ queryKey: packageKeys.workspace(workspaceId) });
    },
  });
}
