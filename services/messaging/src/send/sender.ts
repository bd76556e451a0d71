import type { MessageLinkType } from '@canopy/contracts/messaging/api';
import type { DeliveryFailure } from '@canopy/contracts/messaging/events';
import type { MailMessage, Mailer } from '@canopy/platform/mail/mailer';
import { sleep } from '@canopy/platform/runtime/sleep';
import type { DeliveryKey, DeliveryLedger } from './deliveries.ts';
import type { LinkSource } from './links.ts';
import { renderMail } from './render.ts';
import { isTransient, retryDelay } from './transient.ts';

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

/** how a sender claims, renews and retries (ADR 0079) */
export type SenderOptions = {
  /** mails in flight at once */
  concurrency: number;
  /** the claim lease in seconds: claims are renewed every third of it while the run works */
  leaseSeconds: number;
  /** attempts after the first for a transient failure (4xx, a lost connection) */
  retries: number;
  /** the pause before the first retry, doubling after */
  retryBaseMs: number;
};

/**
 * Sends one message to its recipients through the ledger. Recipients are claimed a few at a time just before
 * they are mailed (the next few while the current ones go), and the run renews its claims while it works, so
 * a live sender holds only what it is about to send and nobody takes that over. Mails go out `concurrency` at
 * a time; a transient failure is tried again after a pause, a bounded number of times; each outcome is
 * recorded as it comes. A recipient someone else holds or finished (an earlier run, another sender of the same
 * message) is skipped, so each gets the mail at most once.
 */
export const createSender = (deps: { ledger: DeliveryLedger; mailer: Mailer; links: LinkSource } & SenderOptions) => {
  const chunk = Math.max(16, deps.concurrency * 2);
  /** sends one mail, again after a pause while the failure is transient; throws the last failure */
  const deliver = async (mail: MailMessage) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await deps.mailer.send(mail);
      } catch (failure) {
        if (attempt > deps.retries || !isTransient(failure)) throw failure;
        await sleep(retryDelay(attempt, deps.retryBaseMs));
      }
    }
  };
  return {
    async send(request: SendRequest): Promise<SendRun> {
      const run: SendRun = { sent: 0, failed: 0, errors: [], reached: [] };
      const token = deps.ledger.newToken();
      const byId = new Map(request.recipients.map((recipient) => [recipient.id, recipient]));
      const keyOf = (recipient: Recipient) => ({ messageId: request.messageId, participantId: recipient.id, cycleId: request.cycleId });
      let offset = 0;
      const ready: DeliveryKey[] = [];
      let claiming: Promise<void> | null = null;
      /** claims the next chunks until some are ours or none are left */
      const claimMore = async () => {
        while (ready.length < deps.concurrency && offset < request.recipients.length) {
          const next = request.recipients.slice(offset, offset + chunk);
          offset += next.length;
          ready.push(...(await deps.ledger.claim(next.map(keyOf), token)));
        }
      };
      const take = async (): Promise<DeliveryKey | null> => {
        // the next few are claimed while these go, so no worker waits on the claim once the run is going
        if (ready.length < deps.concurrency && offset < request.recipients.length)
          claiming ??= claimMore().finally(() => {
            claiming = null;
          });
        while (ready.length === 0) {
          if (!claiming) return null;
          await claiming;
        }
        return ready.shift()!;
      };
      // the package's links are read once for the whole run; each recipient's link is made from them
      const linkOf = await deps.links.linksOf(request.packageId, request.content.type_of_link_being_sent);
      const renewal = setInterval(() => void deps.ledger.renew(token).catch(() => {}), Math.max(200, (deps.leaseSeconds * 1000) / 3));
      renewal.unref();
      const worker = async () => {
        for (let key = await take(); key; key = await take()) {
          const recipient = byId.get(key.participantId)!;
          const link = linkOf(recipient.id);
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
            await deliver({
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
      try {
        await Promise.all(Array.from({ length: Math.max(1, Math.min(deps.concurrency, request.recipients.length)) }, worker));
      } finally {
        clearInterval(renewal);
      }
      return run;
    },
  };
};

export type Sender = ReturnType<typeof createSender>;
