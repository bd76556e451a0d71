import { z } from 'zod';
import { defineEvent } from '../platform/eventContract.ts';
import { Text } from '../platform/text.ts';
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
/**
 * A recipient a send could not reach: who (their participant id, never their address, so the log and the read
 * model hold no personal data) and the mail server's reason with the address taken out. The address is looked
 * up in the roster when shown: an erased participant shows none.
 */
export const DeliveryFailure = z.object({ participant_id: Text().nullable(), reason: Text() });
export type DeliveryFailure = z.infer<typeof DeliveryFailure>;
/** events written before carry 'address: reason' strings: still read, never written again */
const RecordedFailure = z.union([DeliveryFailure, z.string()]);

/**
 * The cycle a send counted in and the participants its mail reached (ids, never addresses), which the package's
 * notified count is made of; events written before they were recorded hold neither.
 */
const reachedShape = { cycle_id: z.string().optional(), reached: z.array(z.string()).optional() };

/** a send finished: how many were sent and what failed (each recipient's outcome is in the deliveries table) */
export const MessageSent = defineEvent(
  'MessageSent',
  z.object({
    message_id: z.string(),
    package_id: z.string(),
    sent_at: isoTime,
    recipients: z.number().int(),
    failures: z.number().int(),
    errors: z.array(RecordedFailure),
    ...reachedShape,
  }),
);
/** a trigger message's run: it stays triggered, counting what it sent */
export const TriggerRan = defineEvent(
  'TriggerRan',
  z.object({
    message_id: z.string(),
    package_id: z.string(),
    ran_at: isoTime,
    recipients: z.number().int(),
    failures: z.number().int(),
    ...reachedShape,
  }),
);
export const MessageExpired = defineEvent(
  'MessageExpired',
  z.object({ message_id: z.string(), package_id: z.string(), expired_at: isoTime }),
);
export const MessageFailed = defineEvent(
  'MessageFailed',
  z.object({ message_id: z.string(), package_id: z.string(), failed_at: isoTime, errors: z.array(RecordedFailure) }),
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
