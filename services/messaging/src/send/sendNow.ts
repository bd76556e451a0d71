import { SendNowRequest } from '@canopy/contracts/messaging/api';
import { DomainError } from '@canopy/platform/commands/decider';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import { newId } from '@canopy/platform/ids';
import { MessagingMessages } from '@canopy/contracts/messaging/api';
import type { z } from 'zod';
import type { MessagingCommands } from '../commands.ts';
import type { MessageFields, MessageState } from '../message/message.ts';
import { messageFieldsOf } from '../message/messageFields.ts';
import type { MessageDeps } from '../message/messageDeps.ts';
import { shownMessage } from '../message/messageViews.ts';
import { PackageParams, packageAccess, type PackageScope } from '../message/packageAccess.ts';
import type { Delivery, Sendable } from './delivery.ts';
import type { LinkSource } from './links.ts';
import type { SendJob } from './scheduler.ts';

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
 * Send now, as a job: what the message reaches is read once (whether the package has a link, who in the groups has
 * not finished the package in the current cycle) and handed to the decider, which checks the wizard's rules, then
 * the link, then that somebody is left, once, in that order, and saves it as the message sent now. Its audience is
 * queued in the delivery ledger and carried in the send's job (its cycle and participants), so the job neither
 * reads the message's groups again nor computes the audience again; the call answers with how many it goes to,
 * and the job sends (ADR 0079, ADR 0146). If the job is lost the minute sweep finds the message due and sends it.
 */
export const createSendNow =
  (deps: { commands: MessagingCommands; delivery: Delivery; links: LinkSource; enqueue: (job: SendJob) => Promise<unknown> }) =>
  async ({ pkg, user, fields, context }: SendNowInput) => {
    const [hasLink, known] = await Promise.all([
      fields.type_of_link_being_sent === '' ? true : deps.links.hasLink(pkg.id),
      deps.delivery.audience({ package_id: pkg.id, workspace_id: pkg.workspace_id, groups: fields.groups }),
    ]);
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
          reach: { has_link: hasLink, recipients: known.recipients.length },
        },
      },
      context,
    );
    const message = sendableOf(saved.state);
    const queued = await deps.delivery.enqueue(message, known);
    await deps.enqueue({
      message_id: message.id,
      cycle_id: known.cycleId,
      participant_ids: known.recipients.map((recipient) => recipient.id),
    });
    return { messageId, recipients: known.recipients.length, queued };
  };

export type SendNow = ReturnType<typeof createSendNow>;

/** a message sent now (or a reminder): queued as a job, answered at once with whom it goes to (ADR 0079) */
export const sendAndAnswer = async (deps: MessageDeps, input: SendNowInput) => {
  const { messageId, recipients, queued } = await deps.sendNow(input);
  // the spec's meaning: the mails accepted for sending (queued in the ledger); nobody left was refused with 400 before
  return { recipients, emails_sent_number: queued, requests_errors: [], delayed_message: await shownMessage(deps, messageId) };
};

export const SendNowMessageInput = { params: PackageParams, body: SendNowRequest };

/** send a message now to the chosen groups' participants */
export const sendNowMessage = (deps: MessageDeps) =>
  ({
    access: packageAccess(deps),
    handle: async (input, { user, scope, now, context }) => {
      const fields = await messageFieldsOf(deps, scope.pkg.workspace_id, {
        ...input.body,
        type_of_message: 'not_selected',
        send_at: now.toISOString(),
      });
      return sendAndAnswer(deps, { pkg: scope.pkg, user, fields, context });
    },
  }) satisfies UseCase<Input<z.output<typeof PackageParams>, undefined, z.output<typeof SendNowRequest>>, PackageScope, unknown>;
