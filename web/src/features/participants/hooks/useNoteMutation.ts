import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorDetail } from '../../../shared/api/http';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { participantKeys } from '../queries';

/**
 * One change to a participant's notes: reloads the notes, says what happened, and shows a refusal in the
 * spec's words for ten seconds (a note that was not saved must not go unnoticed).
 */
export function useNoteMutation<V, R>(participantId: string, mutationFn: (variables: V) => Promise<R>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silentError: true },
    onSuccess: () => {
      notifySuccess(done);
      return queryClient.invalidateQueries({ queryKey: participantKeys.notes(participantId) });
    },
    onError: (error) => notifyError(errorDetail(error)),
  });
}
