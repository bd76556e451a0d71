import type { FocusAreaInput } from '@canopy/contracts/actions/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { makeFocusArea } from '../api';
import { actionPlanKeys } from '../queries';

/** makes a focus area; the answer is the whole plan as it now reads, so the Action Plans page needs no second read */
export function useMakeFocusArea(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FocusAreaInput) => makeFocusArea(workspaceId, body),
    onSuccess: (answer) => queryClient.setQueryData(actionPlanKeys.plan(workspaceId), answer.plan),
  });
}
