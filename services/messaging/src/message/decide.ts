import { isEmptyHtml } from '@canopy/contracts/messaging/html';
import { MessagingMessages, type MessageStatus, type MessageType } from '@canopy/contracts/messaging/api';
import type { DeliveryFailure } from '@canopy/contracts/messaging/events';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import { isUnset } from '../timing/sendTime.ts';
import { evolveMessage, type LiveMessage, type MessageEvent, type MessageFields, type MessageState } from './message.ts';

// `team_id` is the caller's team (the route applied the workspace rule); `now`: ISO time of the request;
// `link_expires_at`: when the package's link expires (ISO), null or absent for a forever link or none.

/**
 * `intent`: `draft` keeps it a draft; `register` schedules or triggers it (a draft may become one);
 * `update` saves a registered or triggered message in place; `send` is the message sent now.
 */
export type SaveMessage = {
  type: 'SaveMessage';
  data: {
    intent: 'draft' | 'register' | 'update' | 'send';
    message_id: string;
    package_id: string;
    workspace_id: string;
    team_id: string;
    fields: MessageFields;
    by: string;
    now: string;
    link_expires_at?: string | null;
    /**
     * A message sent now: what it would reach, read once by the caller before deciding (whether the package has a
     * link respondents can open, how many in its groups have not finished the package in the current cycle).
     */
    reach?: { has_link: boolean; recipients: number };
  };
};
export type DeleteMessage = { type: 'DeleteMessage'; data: { team_id: string; by: string; now: string } };
export type RecordSend = {
  type: 'RecordSend';
  /** `reached`: the participants the mail reached in `cycle_id` */
  data: { now: string; recipients: number; failures: number; errors: DeliveryFailure[]; cycle_id: string; reached: string[] };
};
export type ExpireMessage = { type: 'ExpireMessage'; data: { now: string } };
export type MessageCommand = SaveMessage | DeleteMessage | RecordSend | ExpireMessage;

const STATUS_OF_TYPE: Record<Exclude<MessageType, 'not_selected'>, MessageStatus> = {
  schedule: 'registered',
  trigger_start_date: 'triggered_start',
  trigger_termination_date: 'triggered_termination',
};

/** what a message needs before it can go out, in the wizard's order: the type of link, the message, the groups */
export const checkSendable = (fields: MessageFields) => {
  if (fields.type_of_link_being_sent === '') throw new DomainError(MessagingMessages.linkTypeRequired, 400);
  if (fields.subject.trim() === '') throw new DomainError(MessagingMessages.subjectRequired, 400);
  if (isEmptyHtml(fields.html_content)) throw new DomainError(MessagingMessages.messageRequired, 400);
  if (fields.groups.length === 0) throw new DomainError(MessagingMessages.groupsRequired, 400);
};

/** a message sent now goes only with a link to carry and somebody left to reach (after the wizard's rules) */
const checkReach = (reach: { has_link: boolean; recipients: number } | undefined) => {
  if (!reach) throw new DomainError('A message sent now needs what it reaches', 500);
  if (!reach.has_link) throw new DomainError(MessagingMessages.linkRequired, 400);
  if (reach.recipients === 0) throw new DomainError(MessagingMessages.allResponded, 400);
};

/**
 * The timing step: a schedule needs a time from now until the link expires (a message can only carry a link
 * respondents can still open), a trigger at least one day.
 */
const checkTiming = (fields: MessageFields, now: string, linkExpiresAt: string | null): MessageStatus => {
  if (fields.type_of_message === 'not_selected') throw new DomainError(MessagingMessages.typeRequired, 400);
  if (fields.type_of_message === 'schedule') {
    if (isUnset(fields.send_at) || Number.isNaN(Date.parse(fields.send_at))) throw new DomainError(MessagingMessages.sendAtRequired, 400);
    // a minute's grace: the wizard's "now" is a moment older than the request
    if (Date.parse(fields.send_at) < Date.parse(now) - 60_000) throw new DomainError(MessagingMessages.sendAtInPast, 400);
    if (linkExpiresAt !== null && Date.parse(fields.send_at) > Date.parse(linkExpiresAt))
      throw new DomainError(MessagingMessages.sendAtAfterLinkExpiry, 400);
  } else {
    if (fields.trigger_days_after < 1) throw new DomainError(MessagingMessages.triggerDaysAtLeastOne, 400);
    if (isUnset(fields.send_at) || Number.isNaN(Date.parse(fields.send_at))) throw new DomainError(MessagingMessages.sendAtRequired, 400);
  }
  return STATUS_OF_TYPE[fields.type_of_message];
};

const requireOwn = (state: MessageState, teamId: string): LiveMessage => {
  if (state.status === 'none' || state.status === 'deleted' || state.teamId !== teamId)
    throw new DomainError(MessagingMessages.messageNotFound, 404);
  return state;
};

/** sent messages can only be viewed; failed and expired ones have no actions */
const requireChangeable = (live: LiveMessage) => {
  if (live.status === 'sent') throw new DomainError(MessagingMessages.sentCannotChange, 409);
  if (live.status === 'failed') throw new DomainError(MessagingMessages.failedCannotChange, 409);
  if (live.status === 'expired') throw new DomainError(MessagingMessages.expiredCannotChange, 409);
};

export const decideMessage = (command: MessageCommand, state: MessageState): MessageEvent[] => {
  switch (command.type) {
    case 'SaveMessage': {
      const { intent, message_id, package_id, workspace_id, team_id, fields, by, now, link_expires_at = null, reach } = command.data;
      let status: MessageStatus;
      if (intent === 'draft' || intent === 'send' || intent === 'register') {
        if (state.status !== 'none') {
          const live = requireOwn(state, team_id);
          requireChangeable(live);
          if (intent === 'draft' && live.status !== 'draft') throw new DomainError('Only a draft is saved as a draft', 409);
        }
      } else {
        const live = requireOwn(state, team_id);
        requireChangeable(live);
        if (live.status === 'draft') throw new DomainError('Schedule or trigger the draft to save it', 409);
      }
      if (intent === 'draft') status = 'draft';
      else {
        checkSendable(fields);
        if (intent === 'send') checkReach(reach);
        status = intent === 'send' ? 'registered' : checkTiming(fields, now, link_expires_at);
      }
      const data = { message_id, package_id, workspace_id, team_id, status, ...fields, saved_by: by, saved_at: now };
      return [{ type: 'MessageSaved', data }];
    }
    case 'DeleteMessage': {
      const live = requireOwn(state, command.data.team_id);
      if (live.status === 'sent') throw new DomainError(MessagingMessages.sentCannotChange, 409);
      if (live.status === 'failed') throw new DomainError(MessagingMessages.failedCannotChange, 409);
      return [
        {
          type: 'MessageDeleted',
          data: { message_id: live.messageId, package_id: live.packageId, deleted_by: command.data.by, deleted_at: command.data.now },
        },
      ];
    }
    case 'RecordSend': {
      if (state.status === 'none' || state.status === 'deleted') return [];
      const { now, recipients, failures, errors, cycle_id, reached } = command.data;
      const base = { message_id: state.messageId, package_id: state.packageId };
      const counted = { cycle_id, reached };
      if (state.status === 'triggered_start' || state.status === 'triggered_termination') {
        return recipients + failures === 0
          ? []
          : [{ type: 'TriggerRan', data: { ...base, ran_at: now, recipients, failures, ...counted } }];
      }
      if (state.status !== 'registered') return [];
      // nobody reached at all: the send failed (each participant's reason is kept with it)
      if (recipients === 0 && failures > 0) return [{ type: 'MessageFailed', data: { ...base, failed_at: now, errors } }];
      return [{ type: 'MessageSent', data: { ...base, sent_at: now, recipients, failures, errors, ...counted } }];
    }
    case 'ExpireMessage': {
      if (
        state.status !== 'registered' &&
        state.status !== 'triggered_start' &&
        state.status !== 'triggered_termination' &&
        state.status !== 'draft'
      )
        return [];
      return [{ type: 'MessageExpired', data: { message_id: state.messageId, package_id: state.packageId, expired_at: command.data.now } }];
    }
  }
};

export const messageDecider: Decider<MessageCommand, MessageEvent, MessageState> = {
  initialState: () => ({ status: 'none' }),
  decide: decideMessage,
  evolve: evolveMessage,
};
