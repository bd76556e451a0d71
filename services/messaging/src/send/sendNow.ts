import type { CommandContext } from '@canopy/platform/commands/eventLog';
import { newId } from '@canopy/platform/ids';
import type { MessagingCommands } from '../commands.ts';
import { checkSendable } from '../message/decide.ts';
import type { MessageFields, MessageState } from '../message/message.ts';
import type { Delivery, Sendable } from './delivery.ts';
import { requireLink, type LinkSource } from './links.ts';
import { MessagingMessages } from '@canopy/contracts/messaging/api';
import { DomainError } from '@canopy/platform/commands/decider';

export type SendNowInput = {
  pkg: { id: string; workspace_id: string };
  user: { id: string; teamId: string };
  /** the wizard's fields, HTML cleaned and groups named (the route's parsing) */
  fields: MessageFields;
  context: CommandContext;
};

/** what the message the decider saved holds, as the sender needs it (no read of the row it just wrote) */
export const sendableOf = (state: MessageState): Sendable => {
  if (state.status === 'none' || state.status === 'deleted') throw new DomainError(MessagingMessages.messageNotFound, 404);
  const { fields } = state;
  return {
    id: state.messageId,
    package_id: state.packageId,
    workspace_id: state.workspaceId,
    groups: fields.groups,
    subject: fields.subject,
    html_content: fields.html_content,
    email_message: fields.email_message,
    email_signature: fields.email_signature,
    type_of_link_being_sent: fields.type_of_link_being_sent,
  };
};

/**
 * Send now, as a job: the message is checked (the wizard's rules, a link to carry, somebody left to reach in the
 * current cycle), saved as the message sent now, its audience queued in the delivery ledger and its send queued
 * as a job; the call answers with how many it goes to, and the job sends (ADR 0079). Built from the state the
 * decider returned; if the job is lost the minute sweep finds the message due and sends it.
 */
export const createSendNow =
  (deps: { commands: MessagingCommands; delivery: Delivery; links: LinkSource; enqueue: (messageId: string) => Promise<unknown> }) =>
  async ({ pkg, user, fields, context }: SendNowInput) => {
    checkSendable(fields);
    await requireLink(deps.links, pkg.id, fields.type_of_link_being_sent);
    const known = await deps.delivery.requireAudience({ package_id: pkg.id, workspace_id: pkg.workspace_id, groups: fields.groups });
    const messageId = newId();
    const saved = await deps.commands.message(
      messageId,
      {
        type: 'SaveMessage',
        data: {
          intent: 'send',
          message_id: messageId,
          package_id: pkg.id,
          workspace_id: pkg.workspace_id,
          team_id: user.teamId,
          fields,
          by: user.id,
          now: context.now.toISOString(),
          link_expires_at: null,
        },
      },
      context,
    );
    const message = sendableOf(saved.state);
    const queued = await deps.delivery.enqueue(message, known);
    await deps.enqueue(message.id);
    return { messageId, recipients: known.recipients.length, queued };
  };

export type SendNow = ReturnType<typeof createSendNow>;
