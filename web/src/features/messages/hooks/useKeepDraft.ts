import { MessageSuccess, type DelayedMessage } from '@canopy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorDetail } from '../../../shared/api/http';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { draftMessage, updateMessage } from '../api';
import { invalidateAfterMessage } from '../queries';
import { bodyOf, type Draft } from '../wizardDraft';

/** 'Save draft' when the wizard closes with unsaved content: a new draft, or the draft being edited kept as one. */
export function useKeepDraft(packageId: string, message: DelayedMessage | null) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: (draft: Draft) =>
      message
        ? updateMessage(packageId, message.id, { ...bodyOf(draft), type_of_message: 'not_selected' })
        : draftMessage(packageId, bodyOf(draft)),
    onSuccess: () => {
      notifySuccess(MessageSuccess.drafted);
      return invalidateAfterMessage(queryClient);
    },
    onError: (error) => notifyError(errorDetail(error)),
  });
}
