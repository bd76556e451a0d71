import { MessagingMessages } from '@canopy/contracts/messaging/api';
import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, it } from 'vitest';
import { messageDecider, type SaveMessage } from './decide.ts';
import type { MessageEvent, MessageFields } from './message.ts';

const spec = deciderSpec(messageDecider);
const now = '2026-11-24T10:00:00.000Z';
const later = '2026-11-30T15:00:00.000Z';
const fields = (change: Partial<MessageFields> = {}): MessageFields => ({
  type_of_message: 'schedule',
  send_at: later,
  trigger_days_after: 0,
  type_of_link_being_sent: 'combined_link',
  subject: 'Your survey',
  html_content: '<p>Hello {{first_name}}</p>',
  email_message: '',
  email_signature: '',
  groups: [{ id: 'g1', name: 'Sales' }],
  ...change,
});
const save = (intent: SaveMessage['data']['intent'], change: Partial<MessageFields> = {}, team_id = 't1'): SaveMessage => ({
  type: 'SaveMessage',
  data: { intent, message_id: 'm1', package_id: 'p1', workspace_id: 'w1', team_id, fields: fields(change), by: 'ada', now },
});
const saved = (status: string, change: Partial<MessageFields> = {}): MessageEvent =>
  ({
    type: 'MessageSaved',
    data: {
      message_id: 'm1',
      package_id: 'p1',
      workspace_id: 'w1',
      team_id: 't1',
      status,
      ...fields(change),
      saved_by: 'ada',
      saved_at: now,
    },
  }) as MessageEvent;
const sent: MessageEvent = {
  type: 'MessageSent',
  data: {
    message_id: 'm1',
    package_id: 'p1',
    sent_at: now,
    recipients: 3,
    failures: 0,
    errors: [],
    cycle_id: 'c1',
    reached: ['a', 'b', 'c'],
  },
};

describe('Message', () => {
  it('is kept as a draft with whatever the wizard holds', () => {
    spec
      .given([])
      .when(save('draft', { subject: '', type_of_message: 'not_selected' }))
      .then([saved('draft', { subject: '', type_of_message: 'not_selected' })]);
  });

  it('becomes registered when scheduled and triggered_start / triggered_termination when triggered', () => {
    spec
      .given([saved('draft')])
      .when(save('register'))
      .then([saved('registered')]);
    spec
      .given([])
      .when(save('register', { type_of_message: 'trigger_start_date', trigger_days_after: 3 }))
      .then([saved('triggered_start', { type_of_message: 'trigger_start_date', trigger_days_after: 3 })]);
    spec
      .given([])
      .when(save('register', { type_of_message: 'trigger_termination_date', trigger_days_after: 1 }))
      .then([saved('triggered_termination', { type_of_message: 'trigger_termination_date', trigger_days_after: 1 })]);
  });

  it('is saved in place under the same status', () => {
    spec
      .given([saved('registered')])
      .when(save('update', { subject: 'Changed' }))
      .then([saved('registered', { subject: 'Changed' })]);
  });

  it.each([
    [{ type_of_link_being_sent: '' as const }, MessagingMessages.linkTypeRequired],
    [{ subject: ' ' }, MessagingMessages.subjectRequired],
    [{ html_content: '<p> </p>' }, MessagingMessages.messageRequired],
    [{ groups: [] }, MessagingMessages.groupsRequired],
    [{ type_of_message: 'not_selected' as const }, MessagingMessages.typeRequired],
    [{ send_at: '0001-01-01T00:00:00Z' }, MessagingMessages.sendAtRequired],
    [{ send_at: '2026-11-24T09:00:00.000Z' }, MessagingMessages.sendAtInPast],
    [{ type_of_message: 'trigger_start_date' as const, trigger_days_after: 0 }, MessagingMessages.triggerDaysAtLeastOne],
  ])('refuses to register %j', (change, message) => {
    spec.given([]).when(save('register', change)).thenThrows(message, 400);
  });

  describe('sent now', () => {
    const sendNow = (change: Partial<MessageFields>, reach: { has_link: boolean; recipients: number }): SaveMessage => {
      const command = save('send', { type_of_message: 'not_selected', ...change });
      return { ...command, data: { ...command.data, reach } };
    };
    const reaches = { has_link: true, recipients: 3 };

    it('is registered at once when it has a link to carry and somebody to reach', () => {
      spec
        .given([])
        .when(sendNow({}, reaches))
        .then([saved('registered', { type_of_message: 'not_selected' })]);
    });

    it("checks the wizard's rules first, then the link, then that somebody is left, each once", () => {
      spec
        .given([])
        .when(sendNow({ groups: [] }, { has_link: false, recipients: 0 }))
        .thenThrows(MessagingMessages.groupsRequired, 400);
      spec
        .given([])
        .when(sendNow({}, { has_link: false, recipients: 0 }))
        .thenThrows(MessagingMessages.linkRequired, 400);
      spec
        .given([])
        .when(sendNow({}, { has_link: true, recipients: 0 }))
        .thenThrows(MessagingMessages.allResponded, 400);
    });
  });

  it('refuses a schedule after the link expires, and keeps one up to its expiry', () => {
    const until = (link_expires_at: string | null, send_at: string): SaveMessage => {
      const command = save('register', { send_at });
      return { ...command, data: { ...command.data, link_expires_at } };
    };
    spec
      .given([])
      .when(until('2026-11-30T10:00:00.000Z', '2026-11-30T10:00:01.000Z'))
      .thenThrows(MessagingMessages.sendAtAfterLinkExpiry, 400);
    spec
      .given([])
      .when(until('2026-11-30T10:00:00.000Z', '2026-11-30T10:00:00.000Z'))
      .then([saved('registered', { send_at: '2026-11-30T10:00:00.000Z' })]);
    spec
      .given([])
      .when(until(null, '2099-01-01T00:00:00.000Z'))
      .then([saved('registered', { send_at: '2099-01-01T00:00:00.000Z' })]);
  });

  it('can only be viewed once sent; a failed one has no actions', () => {
    spec
      .given([saved('registered'), sent])
      .when(save('update'))
      .thenThrows(MessagingMessages.sentCannotChange, 409);
    spec
      .given([saved('registered'), sent])
      .when({ type: 'DeleteMessage', data: { team_id: 't1', by: 'ada', now } })
      .thenThrows(MessagingMessages.sentCannotChange, 409);
    const failed: MessageEvent = { type: 'MessageFailed', data: { message_id: 'm1', package_id: 'p1', failed_at: now, errors: ['x'] } };
    spec
      .given([saved('registered'), failed])
      .when({ type: 'DeleteMessage', data: { team_id: 't1', by: 'ada', now } })
      .thenThrows(MessagingMessages.failedCannotChange, 409);
  });

  it("is another team's message for nobody", () => {
    spec
      .given([saved('registered')])
      .when(save('update', {}, 't2'))
      .thenThrows(MessagingMessages.messageNotFound, 404);
  });

  it('is deleted while scheduled', () => {
    spec
      .given([saved('registered')])
      .when({ type: 'DeleteMessage', data: { team_id: 't1', by: 'ada', now } })
      .then([{ type: 'MessageDeleted', data: { message_id: 'm1', package_id: 'p1', deleted_by: 'ada', deleted_at: now } }]);
  });

  it('expires while waiting; a sent one stays sent', () => {
    spec
      .given([saved('registered')])
      .when({ type: 'ExpireMessage', data: { now } })
      .then([{ type: 'MessageExpired', data: { message_id: 'm1', package_id: 'p1', expired_at: now } }]);
    spec
      .given([saved('registered'), sent])
      .when({ type: 'ExpireMessage', data: { now } })
      .then([]);
  });

  it('records a send: sent, failed when nobody was reached, a run of a trigger that stays triggered', () => {
    const record = (recipients: number, failures: number) =>
      ({
        type: 'RecordSend',
        data: {
          now,
          recipients,
          failures,
          errors: failures ? [{ participant_id: 'p9', reason: '550 refused' }] : [],
          cycle_id: 'c1',
          reached: ['a', 'b', 'c'].slice(0, recipients),
        },
      }) as const;
    spec
      .given([saved('registered')])
      .when(record(3, 0))
      .then([sent]);
    spec
      .given([saved('registered')])
      .when(record(0, 1))
      .then([
        {
          type: 'MessageFailed',
          data: { message_id: 'm1', package_id: 'p1', failed_at: now, errors: [{ participant_id: 'p9', reason: '550 refused' }] },
        },
      ]);
    spec
      .given([saved('triggered_start', { type_of_message: 'trigger_start_date', trigger_days_after: 2 })])
      .when(record(2, 0))
      .then([
        {
          type: 'TriggerRan',
          data: { message_id: 'm1', package_id: 'p1', ran_at: now, recipients: 2, failures: 0, cycle_id: 'c1', reached: ['a', 'b'] },
        },
      ]);
    spec
      .given([saved('registered'), sent])
      .when(record(3, 0))
      .then([]);
  });
});
