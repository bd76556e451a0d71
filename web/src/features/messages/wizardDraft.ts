import { isEmptyHtml } from '@canopy/contracts/messaging/html';
import { MessageContent, MessageSuccess, MessagingMessages, type DelayedMessage } from '@canopy/contracts';
import { z } from 'zod';
import type { MessageBody } from './api';
import { instantToWallTime, wallTimeToInstant } from '../../shared/format/wallTime';

// The message wizard's values and rules, apart from its screens: what a message opens as, what each step asks
// before the next, and the request the last step sends.

export type Timing = 'now' | 'schedule' | 'trigger_start_date' | 'trigger_termination_date';
export type LinkChoice = '' | 'combined_link' | 'public_link';
export type Draft = {
  link: LinkChoice;
  subject: string;
  html: string;
  signature: string;
  groups: string[];
  timing: Timing;
  date: string;
  time: string;
  days: number;
};

/** the send time of a message that has none yet */
const UNSET = '0001-01-01T00:00:00.000Z';
const HOUR_MS = 60 * 60 * 1000;

/** the wizard's first values: the message's own, or a new message an hour from now (New York time) */
export const draftOf = (message: DelayedMessage | null, now = new Date()): Draft => {
  const at =
    message && message.send_at !== UNSET
      ? instantToWallTime(new Date(message.send_at))
      : instantToWallTime(new Date(now.getTime() + HOUR_MS));
  return {
    link: message?.type_of_link_being_sent ?? '',
    subject: message?.metadata.email_subject ?? '',
    html: message?.metadata.email_content ?? '',
    signature: message?.email_signature ?? '',
    groups: message?.delayed_messages_to_groups.map((item) => item.group.id) ?? [],
    timing: message && message.type_of_message !== 'not_selected' ? message.type_of_message : message ? 'schedule' : 'now',
    date: at.date,
    time: at.time,
    days: message?.trigger_days_after || 1,
  };
};

const isTriggered = (timing: Timing) => timing === 'trigger_start_date' || timing === 'trigger_termination_date';

/** the request body of register, send-now, draft and update for the wizard's values */
export const bodyOf = (draft: Draft): MessageBody => {
  const triggered = isTriggered(draft.timing);
  const sendAt =
    draft.timing === 'now'
      ? undefined
      : wallTimeToInstant(triggered ? '2000-01-03' : draft.date, draft.timing === 'trigger_termination_date' ? '09:00' : draft.time);
  return {
    groups: draft.groups,
    subject: draft.subject,
    html_content: draft.html,
    email_message: '',
    email_signature: draft.signature,
    type_of_link_being_sent: draft.link,
    type_of_message: draft.timing === 'now' ? 'not_selected' : draft.timing,
    send_at: sendAt && !Number.isNaN(sendAt.getTime()) ? sendAt.toISOString() : undefined,
    trigger_days_after: triggered ? draft.days : 0,
  };
};

/** whether closing the wizard would lose something worth a draft */
export const hasContent = (draft: Draft) => draft.subject.trim() !== '' || !isEmptyHtml(draft.html) || draft.groups.length > 0;

/** the wizard's four steps: 0 link, 1 message, 2 participant groups, 3 timing */
export const LAST_STEP = 3;

/**
 * What stops the wizard at `step`, in the spec's words (null: nothing). `linkEnd`: when the package's link
 * expires (null for a forever link), after which nothing may be scheduled.
 */
export const stepProblem = (draft: Draft, step: number, linkEnd: Date | null): string | null => {
  if (step === 0 && draft.link === '') return MessagingMessages.linkTypeRequired;
  if (step === 1 && draft.subject.trim() === '') return MessagingMessages.subjectRequired;
  if (step === 1 && isEmptyHtml(draft.html)) return MessagingMessages.messageRequired;
  if (step === 2 && draft.groups.length === 0) return MessagingMessages.groupsRequired;
  if (step === 3 && isTriggered(draft.timing) && draft.days < 1) return MessagingMessages.triggerDaysAtLeastOne;
  if (step === 3 && draft.timing === 'schedule' && linkEnd && wallTimeToInstant(draft.date, draft.time) > linkEnd)
    return MessagingMessages.sendAtAfterLinkExpiry;
  return null;
};

/**
 * The texts of the wizard checked as the contract checks them (length, characters that cannot be stored), keyed by
 * the wizard's field names so a refusal shows beside its field before anything is sent.
 */
export const DraftTextSchema = z.object({
  subject: MessageContent.shape.subject,
  html: MessageContent.shape.html_content,
  signature: MessageContent.shape.email_signature,
});

/** the fields of each step whose text the contract checks */
export const STEP_TEXT_FIELDS: Record<number, readonly (keyof z.input<typeof DraftTextSchema>)[]> = { 1: ['subject', 'html', 'signature'] };

export const peopleOf = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'person' : 'people'}`;

/** the notification once a new or drafted message was registered */
export const bannerOf = (timing: Timing) =>
  timing === 'schedule' ? MessageSuccess.scheduled : timing === 'now' ? MessageSuccess.sent : MessageSuccess.triggered;

/** the last step's button */
export const finishLabel = (timing: Timing, message: DelayedMessage | null) =>
  message && message.status !== 'draft' ? 'Save' : timing === 'now' ? 'Send' : timing === 'schedule' ? 'Schedule' : 'Trigger';
