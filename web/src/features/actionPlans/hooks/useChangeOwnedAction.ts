import type { OwnerChangeInput } from '@canopy/contracts/actions/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeOwnedAction } from '../api';
import { actionPlanKeys } from '../queries';

/** a contact's status change or note; the answer is their view as it now reads */
export function useChangeOwnedAction(link: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ actionId, body }: { actionId: string; body: OwnerChangeInput }) => changeOwnedAction(link, actionId, body),
    onSuccess: (view) => queryClient.setQueryData(actionPlanKeys.owner(link), view),
  });
}
