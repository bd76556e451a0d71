import { z } from 'zod';
import { defineEvent } from '../platform/eventContract.ts';
import { MessageLinkType, MessageStatus, MessageType, TemplateType } from './api.ts';

// Events of the messaging context. Streams: `message-<id>` (one delayed or sent message), `template-<id>`.
// Per-recipient deliveries are rows of a table, not events (ADR 0027).

const isoTime = z.iso.datetime({ offset: true });

/** everything the wizard saved, written whole on each save */
export const messageShape = {
  status: MessageStatus,
  type_of_message: MessageType,
  send_at: z.string(),
  trigger_days_after: z.number().int(),
  type_of_link_being_sent: MessageLinkType.or(z.literal('')),
  subject: z.string(),
  html_content: z.string(),
  email_message: z.string(),
  email_signature: z.string(),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
};

export const MessageSaved = defineEvent(
  'MessageSaved',
  z.object({
    message_id: z.string(),
    package_id: z.string(),
    workspace_id: z.string(),
    team_id: z.string(),
    ...messageShape,
    saved_by: z.string(),
    saved_at: isoTime,
  }),
);
export const MessageDeleted = defineEvent(
  'MessageDeleted',
  z.object({ message_id: z.string(), package_id: z.string(), deleted_by: z.string(), deleted_at: isoTime }),
);
/** a send finished: how many were sent and what failed (each recipient's outcome is in the deliveries table) */
export const MessageSent = defineEvent(
  'MessageSent',
  z.object({
    message_id: z.string(),
    package_id: z.string(),
    sent_at: isoTime,
    recipients: z.number().int(),
    failures: z.number().int(),
    errors: z.array(z.string()),
  }),
);
/** a trigger message's run: it stays triggered, counting what it sent */
export const TriggerRan = defineEvent(
  'TriggerRan',
  z.object({ message_id: z.string(), package_id: z.string(), ran_at: isoTime, recipients: z.number().int(), failures: z.number().int() }),
);
export const MessageExpired = defineEvent(
  'MessageExpired',
  z.object({ message_id: z.string(), package_id: z.string(), expired_at: isoTime }),
);
export const MessageFailed = defineEvent(
  'MessageFailed',
  z.object({ message_id: z.string(), package_id: z.string(), failed_at: isoTime, errors: z.array(z.string()) }),
);

/** what a template is made with: the read model keeps the same fields */
export const templateShape = {
  team_id: z.string().nullable(),
  type: TemplateType,
  name: z.string(),
  subject: z.string(),
  html_content: z.string(),
  type_of_link_being_sent: MessageLinkType.or(z.literal('')),
};

export const TemplateCreated = defineEvent('TemplateCreated', z.object({ template_id: z.string(), ...templateShape, created_at: isoTime }));
export const TemplateDeleted = defineEvent('TemplateDeleted', z.object({ template_id: z.string(), deleted_at: isoTime }));

export const messagingEvents = [
  MessageSaved,
  MessageDeleted,
  MessageSent,
  TriggerRan,
  MessageExpired,
  MessageFailed,
  TemplateCreated,
  TemplateDeleted,
] as const;
