import { MessageSuccess, MessagingMessages } from '@canopy/contracts';
import { useMutation } from '@tanstack/react-query';
import { errorDetail } from '../../../shared/api/http';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { testSend, type MessageBody } from '../api';

export type TestMessage = { subject: string; html: string; linkType: MessageBody['type_of_link_being_sent'] };

/** Sends the wizard's message as it stands to the typed addresses; each address the server refused is said. */
export function useTestSend(packageId: string) {
  return useMutation({
    meta: { silentError: true },
    mutationFn: ({ emails, subject, html, linkType }: TestMessage & { emails: string[] }) =>
      testSend(packageId, emails, subject, html, linkType),
    onSuccess: (answer) => {
      if (answer.emails_sent_number === 0) notifyError(MessagingMessages.noEmailsSent);
      else notifySuccess(MessageSuccess.testSent);
      if (answer.requests_errors.length > 0) notifyError(answer.requests_errors.join(', '));
    },
    onError: (error) => notifyError(errorDetail(error)),
  });
}
