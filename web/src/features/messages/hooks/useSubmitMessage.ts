import { MessageSuccess, type DelayedMessage } from '@canopy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerMessage, sendNow, updateMessage } from '../api';
import { invalidateAfterMessage } from '../queries';
import { bannerOf, bodyOf, peopleOf, type Draft } from '../wizardDraft';

/**
 * The wizard's last step: a message being edited is updated, a new one sent now or registered (scheduled or
 * triggered). Answers the notification to show; silent, since the wizard shows a refusal itself.
 */
export function useSubmitMessage(packageId: string, message: DelayedMessage | null) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: async (draft: Draft): Promise<string> => {
      const body = bodyOf(draft);
      if (message) {
        await updateMessage(packageId, message.id, body);
        return message.status === 'draft' ? bannerOf(draft.timing) : MessageSuccess.updated;
      }
      if (draft.timing === 'now') {
        const answer = await sendNow(packageId, body);
        return `${MessageSuccess.sent}: it goes to ${peopleOf(answer.recipients)}`;
      }
      await registerMessage(packageId, body);
      return bannerOf(draft.timing);
    },
    onSuccess: () => invalidateAfterMessage(queryClient),
  });
}
