import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorDetail } from '../../../shared/api/http';
import { participantKeys } from '../queries';

const ERROR_MS = 10_000;

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
      notifications.show({ color: 'canopy', message: done });
      return queryClient.invalidateQueries({ queryKey: participantKeys.notes(participantId) });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorDetail(error), autoClose: ERROR_MS }),
  });
}
