import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorDetail } from '../../../shared/api/http';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { deleteMessage } from '../api';
import { invalidateAfterMessage } from '../queries';

/** Deletes a draft, scheduled, triggered or expired message of a package (asked first on the schedule). */
export function useDeleteMessage(packageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: (messageId: string) => deleteMessage(packageId, messageId),
    onSuccess: () => {
      notifySuccess('Message was deleted');
      return invalidateAfterMessage(queryClient);
    },
    onError: (error) => notifyError(errorDetail(error)),
  });
}
