import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMembership } from '../api';
import { TAG_FADE_MS } from '../groups/GroupTag';
import { invalidateRoster } from '../queries';

/**
 * POST participants/{id}/to-group/{groupId}: adds (relation true) or removes (false); errors go to a toast.
 * After a removal the lists reload only once the tag has faded out.
 */
export function useGroupMembership(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMembership,
    onSuccess: (_answer, { relation }) => {
      if (relation) return invalidateRoster(queryClient, workspaceId);
      setTimeout(() => void invalidateRoster(queryClient, workspaceId), TAG_FADE_MS);
    },
  });
}
