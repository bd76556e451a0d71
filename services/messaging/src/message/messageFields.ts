import { MessagingMessages, UNSET_SEND_AT, type MessageContent } from '@canopy/contracts/messaging/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { cleanHtml } from '../send/render.ts';
import type { MessageFields } from './message.ts';
import type { MessageDeps } from './messageDeps.ts';

export type WizardBody = MessageContent & {
  type_of_message?: MessageFields['type_of_message'];
  send_at?: string;
  trigger_days_after?: number;
};

/**
 * The wizard's fields as a message holds them: the HTML sanitised here, once, on the way in (nothing unsafe reaches
 * the stream, so a send renders it as saved), the chosen groups checked against the workspace and named.
 */
export const messageFieldsOf = async (deps: Pick<MessageDeps, 'roster'>, workspaceId: string, body: WizardBody): Promise<MessageFields> => {
  const ids = [...new Set(body.groups)];
  const groups = ids.length === 0 ? [] : await deps.roster.groupNames(workspaceId, ids);
  if (groups.length !== ids.length) throw httpError(400, MessagingMessages.groupNotInWorkspace);
  const sendAt = body.send_at && !Number.isNaN(Date.parse(body.send_at)) ? new Date(body.send_at).toISOString() : UNSET_SEND_AT;
  return {
    type_of_message: body.type_of_message ?? 'not_selected',
    send_at: sendAt,
    trigger_days_after: body.trigger_days_after ?? 0,
    type_of_link_being_sent: body.type_of_link_being_sent,
    subject: body.subject,
    html_content: cleanHtml(body.html_content),
    email_message: body.email_message,
    email_signature: body.email_signature,
    groups,
  };
};
