import { z } from 'zod';
import { Text } from '../platform/text.ts';

// The messaging API: messages sent now, scheduled, triggered or kept as drafts for a package, their test
// sends, and message templates. Paths not named by the spec: docs/decisions/0039-messages-api-and-sending.md.

export const MessageStatus = z.enum(['draft', 'registered', 'sent', 'triggered_start', 'triggered_termination', 'expired', 'failed']);
export type MessageStatus = z.infer<typeof MessageStatus>;
export const MessageType = z.enum(['not_selected', 'schedule', 'trigger_start_date', 'trigger_termination_date']);
export type MessageType = z.infer<typeof MessageType>;
/** `combined_link`: each participant's personal link; `public_link`: the package's shared link */
export const MessageLinkType = z.enum(['combined_link', 'public_link']);
export type MessageLinkType = z.infer<typeof MessageLinkType>;

/** the order the package schedule lists a package's messages in */
export const STATUS_ORDER: readonly MessageStatus[] = [
  'sent',
  'registered',
  'triggered_start',
  'triggered_termination',
  'draft',
  'expired',
  'failed',
];

/** the time the spec calls unset (a draft or a trigger without a date) */
export const UNSET_SEND_AT = '0001-01-01T00:00:00Z';
export const TIME_ZONE = 'America/New_York';

export const MessagingMessages = {
  subjectRequired: 'Field subject are required',
  messageRequired: 'Field message are required',
  linkRequired: 'Field link are required',
  linkTypeRequired: 'Field link of type are required',
  groupsRequired: 'Choose at least one group',
  sendAtRequired: 'Choose when to send the message',
  sendAtInPast: 'The send time must not be in the past',
  sendAtAfterLinkExpiry: 'The send time must not be after the link expires',
  triggerDaysAtLeastOne: 'Trigger days after must be at least 1',
  typeRequired: 'Choose Schedule or Trigger',
  messageNotFound: 'Could not find message',
  sentCannotChange: 'A sent message can only be viewed',
  failedCannotChange: 'A failed message has no actions',
  expiredCannotChange: 'An expired message cannot be changed',
  allResponded: 'All participants have responded to assessment package in current cycle',
  noEmailsSent: 'Error! No emails was sent',
  testEmailsRequired: 'Enter at least one e-mail',
  templateNotFound: 'Could not find template',
  templateNameRequired: 'Template name is required',
  organizationTemplateKept: 'Organization templates cannot be deleted',
  groupNotInWorkspace: 'A chosen group is not in this workspace',
  remindOnlySent: 'Only a sent message can be sent again as a reminder',
} as const;

/** the fields of a message the wizard edits (a draft may leave any of them empty) */
export const MessageContent = z.object({
  groups: z.array(Text().max(64)).max(1000).default([]),
  subject: Text().max(500).default(''),
  html_content: Text().max(200_000).default(''),
  email_message: Text().max(200_000).default(''),
  email_signature: Text().max(10_000).default(''),
  type_of_link_being_sent: MessageLinkType.or(z.literal('')).default(''),
});
export type MessageContent = z.output<typeof MessageContent>;

export const SendNowRequest = MessageContent;
export const RegisterMessageRequest = MessageContent.extend({
  type_of_message: MessageType.default('not_selected'),
  send_at: Text().max(40).default(UNSET_SEND_AT),
  trigger_days_after: z.number().int().min(0).max(3650).default(0),
});
export type RegisterMessageRequest = z.output<typeof RegisterMessageRequest>;
export const DraftMessageRequest = MessageContent.extend({ send_at: Text().max(40).default(UNSET_SEND_AT) });

/** a message's deliveries counted: `pending` are waiting for their sender or being sent (ADR 0079) */
export const DeliveryProgress = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
});
export type DeliveryProgress = z.infer<typeof DeliveryProgress>;

export const DelayedMessage = z.object({
  id: Text(),
  package_id: Text(),
  workspace_id: Text(),
  status: MessageStatus,
  type_of_message: MessageType,
  send_at: Text(),
  trigger_days_after: z.number().int(),
  type_of_link_being_sent: MessageLinkType.or(z.literal('')),
  metadata: z.object({ email_subject: Text(), email_content: Text() }),
  email_message: Text(),
  email_signature: Text(),
  delayed_messages_to_groups: z.array(z.object({ group: z.object({ id: Text(), name: Text() }) })),
  sent_at: Text().nullable(),
  recipients: z.number().int(),
  failures: z.number().int(),
  requests_errors: z.array(Text()),
  created_at: Text(),
  /** the ledger's counts once a send started (sent now, scheduled or triggered), else null */
  delivery: DeliveryProgress.nullable(),
});
export type DelayedMessage = z.infer<typeof DelayedMessage>;

/**
 * Send now answers as soon as the send is queued (ADR 0079): `recipients` it goes to, `emails_sent_number` the
 * mails accepted for sending (queued in the delivery ledger; the spec's client reads 0 as 'nobody left', which the
 * route refuses with 400 instead). The send goes on as a job; the message's `delivery` shows its progress.
 */
export const SendAnswer = z.object({
  recipients: z.number().int(),
  emails_sent_number: z.number().int(),
  requests_errors: z.array(Text()),
  delayed_message: DelayedMessage,
});
export type SendAnswer = z.infer<typeof SendAnswer>;

/** a reminder's subject: the sent message's, after this */
export const REMINDER_PREFIX = 'Reminder: ';

/** whom a message to these groups would reach now: 'Send to N people?' */
export const AudienceRequest = z.object({ groups: z.array(Text().max(64)).max(1000).default([]) });
export const AudienceAnswer = z.object({ recipients: z.number().int() });

export const DeliveryState = z.enum(['pending', 'sent', 'failed']);
/** one recipient of a sent message: how its mail went, and whether they finished the package in the message's cycle */
export const DeliveryRecipient = z.object({
  participant_id: Text(),
  first_name: Text(),
  last_name: Text(),
  email: Text(),
  status: DeliveryState,
  reason: Text().nullable(),
  answered: z.boolean(),
});
export type DeliveryRecipient = z.infer<typeof DeliveryRecipient>;
export const MessageDeliveries = z.object({
  progress: DeliveryProgress,
  /** reached, and not finished the package in the current cycle: whom a reminder would go to */
  not_answered: z.number().int(),
  recipients: z.array(DeliveryRecipient),
});
export type MessageDeliveries = z.infer<typeof MessageDeliveries>;

export const TestSendRequest = z.object({
  participant_email_info: z.array(z.object({ email: Text().max(320) })).max(50),
  send_package_via_email: z.object({ html_content: Text().max(200_000).default(''), subject: Text().max(500).default('') }),
  type_of_link_being_sent: MessageLinkType.or(z.literal('')).default(''),
});
export const TestSendAnswer = z.object({ emails_sent_number: z.number().int(), requests_errors: z.array(Text()) });

/** a package with its messages in list order, as the Package Schedule page shows it */
export const ScheduledPackage = z.object({
  package_id: Text(),
  workspace_id: Text(),
  name: Text(),
  is_has_delayed_message: z.boolean(),
  min_number_of_days: z.number().int(),
  delayed_message: z.array(DelayedMessage),
});
export type ScheduledPackage = z.infer<typeof ScheduledPackage>;

export const TemplateType = z.enum(['custom_type', 'organization_type']);
export const MessageTemplate = z.object({
  id: Text(),
  name: Text(),
  type: TemplateType,
  email_subject: Text(),
  email_content: Text(),
  type_of_link_being_sent: MessageLinkType.or(z.literal('')),
});
export type MessageTemplate = z.infer<typeof MessageTemplate>;
export const TemplateInput = z.object({
  name: Text().max(200).default(''),
  subject: Text().max(500).default(''),
  html_content: Text().max(200_000).default(''),
  type_of_link_being_sent: MessageLinkType.or(z.literal('')).default(''),
});

/** what the subject and content may name; each participant's own values replace them */
export const PLACEHOLDERS = ['{{first_name}}', '{{last_name}}', '{{link}}', '{{package_name}}', '{{workspace_name}}'] as const;

const PERSONAL_LABELS = { first_name: 'first name', last_name: 'last name', link: 'link' } as const;

/**
 * A message as the consultant reviews it (the schedule, the sent view): what is the same for everyone (the package
 * and workspace names) filled in, and what each participant gets of their own shown as a label, `[first name]`.
 * `encode` escapes the values for HTML content.
 */
export const previewMessage = (
  template: string,
  names: { package_name: string; workspace_name: string },
  encode: (value: string) => string = (value) => value,
) =>
  template.replace(/\{\{\s*(first_name|last_name|link|package_name|workspace_name)\s*\}\}/g, (_match, key: string) =>
    key === 'package_name' || key === 'workspace_name' ? encode(names[key]) : `[${PERSONAL_LABELS[key as keyof typeof PERSONAL_LABELS]}]`,
  );

/** the paths of this API under /api/v1 (ADR 0039) */
export const MessagePaths = {
  ofPackage: (packageId: string) => `/packages/${packageId}/delayed-messages`,
  sendNow: (packageId: string) => `/packages/${packageId}/send-by/email`,
  audience: (packageId: string) => `/packages/${packageId}/send-by/email/audience`,
  deliveries: (packageId: string, messageId: string) => `/packages/${packageId}/delayed-messages/${messageId}/deliveries`,
  remind: (packageId: string, messageId: string) => `/packages/${packageId}/delayed-messages/${messageId}/remind`,
  register: (packageId: string) => `/packages/${packageId}/delayed-messages/email`,
  draft: (packageId: string) => `/packages/${packageId}/delayed-messages/email/draft`,
  message: (packageId: string, messageId: string) => `/packages/${packageId}/delayed-messages/${messageId}`,
  testSend: (packageId: string) => `/packages/${packageId}/test-send-by/test_email`,
  schedule: (workspaceId: string) => `/package-schedule/by-workspace/${workspaceId}`,
  mailSender: '/package-schedule/mail-sender',
  templates: '/message-templates/list',
  template: (id: string) => `/message-templates/${id}`,
  newTemplate: '/message-templates',
} as const;

/** the success banner of each way the wizard ends */
export const MessageSuccess = {
  sent: 'Package was sent',
  scheduled: 'Package was scheduled',
  triggered: 'Package was triggered',
  created: 'Package was created',
  updated: 'Package was updated',
  drafted: 'Package was drafted',
  testSent: 'Test email was sent',
  ipCopied: 'IP Copied!',
} as const;
