import type { MessageLinkType } from '@canopy/contracts/messaging/api';
import type { DeliveryFailure } from '@canopy/contracts/messaging/events';
import type { Mailer } from '@canopy/platform/mail/mailer';
import type { DeliveryLedger } from './deliveries.ts';
import type { LinkSource } from './links.ts';
import { renderMail } from './render.ts';

export type Recipient = { id: string; first_name: string; last_name: string; email: string };
export type SendRequest = {
  messageId: string;
  packageId: string;
  packageName: string;
  workspaceName: string;
  content: {
    subject: string;
    html_content: string;
    email_message: string;
    email_signature: string;
    type_of_link_being_sent: MessageLinkType;
  };
  recipients: readonly Recipient[];
  cycleId: string;
};
/** `reached`: the participants this run's mail reached */
export type SendRun = { sent: number; failed: number; errors: DeliveryFailure[]; reached: string[] };

/** a mail server's reason without the address it names (servers echo it: '550 <a@b.c>: rejected') */
export const reasonWithout = (reason: string, address: string) =>
  address === '' ? reason : reason.replace(new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), 'the recipient');

const BATCH = 500;

/**
 * Sends one message to its recipients through the ledger: a batch is claimed in one statement, its mails go
 * out `concurrency` at a time, and each outcome is recorded as it comes. A recipient someone else claimed (an
 * earlier run, another gateway sending the same message) is skipped, so each gets the mail at most once.
 */
export const createSender = (deps: { ledger: DeliveryLedger; mailer: Mailer; links: LinkSource; concurrency: number }) => ({
  async send(request: SendRequest): Promise<SendRun> {
    const run: SendRun = { sent: 0, failed: 0, errors: [], reached: [] };
    for (let start = 0; start < request.recipients.length; start += BATCH) {
      const batch = request.recipients.slice(start, start + BATCH);
      const byId = new Map(batch.map((recipient) => [recipient.id, recipient]));
      const { token, claimed } = await deps.ledger.claim(
        batch.map((recipient) => ({
          messageId: request.messageId,
          participantId: recipient.id,
          cycleId: request.cycleId,
        })),
      );
      let next = 0;
      const worker = async () => {
        while (next < claimed.length) {
          const key = claimed[next++]!;
          const recipient = byId.get(key.participantId)!;
          const link = await deps.links.linkFor(request.packageId, recipient.id, request.content.type_of_link_being_sent);
          const mail = renderMail(request.content, {
            first_name: recipient.first_name,
            last_name: recipient.last_name,
            link,
            package_name: request.packageName,
            workspace_name: request.workspaceName,
          });
          let error: string | null = null;
          try {
            // one Message-ID per message, participant and cycle: a resend after a crash is recognisably the same mail
            await deps.mailer.send({
              to: recipient.email,
              ...mail,
              messageId: `<${request.messageId}.${recipient.id}.${request.cycleId}@canopy.messages>`,
            });
            run.sent++;
            run.reached.push(recipient.id);
          } catch (failure) {
            error = reasonWithout(failure instanceof Error ? failure.message : String(failure), recipient.email);
            run.failed++;
            run.errors.push({ participant_id: recipient.id, reason: error });
          }
          await deps.ledger.finish(key, token, error);
        }
      };
      await Promise.all(Array.from({ length: Math.min(deps.concurrency, claimed.length) }, worker));
    }
    return run;
  },
});

export type Sender = ReturnType<typeof createSender>;
