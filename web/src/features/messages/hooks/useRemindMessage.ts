import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorDetail } from '../../../shared/api/http';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { remindMessage } from '../api';
import { invalidateAfterMessage } from '../queries';
import { peopleOf } from '../wizardDraft';

/** Sends a sent message again, now, to those reached who have not finished the package in this cycle. */
export function useRemindMessage(packageId: string, messageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: () => remindMessage(packageId, messageId),
    onSuccess: (answer) => {
      notifySuccess(`Reminder is being sent to ${peopleOf(answer.recipients)}`);
      return invalidateAfterMessage(queryClient);
    },
    onError: (error) => notifyError(errorDetail(error)),
  });
}
