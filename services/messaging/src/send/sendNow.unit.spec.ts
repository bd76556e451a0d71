import { MessagingMessages } from '@canopy/contracts/messaging/api';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import { describe, expect, it } from 'vitest';
import type { MessagingCommands } from '../commands.ts';
import { messageDecider, type MessageCommand } from '../message/decide.ts';
import type { MessageFields } from '../message/message.ts';
import type { Delivery } from './delivery.ts';
import type { LinkSource } from './links.ts';
import type { SendJob } from './scheduler.ts';
import { createSendNow } from './sendNow.ts';

// Send now without HTTP: its ports are counted fakes, the decider is the real one.

const now = new Date('2026-11-24T10:00:00.000Z');
const context: CommandContext = { teamId: 't1', workspaceId: 'w1', actor: 'ada', correlationId: 'r1', now };
const fields = (change: Partial<MessageFields> = {}): MessageFields => ({
  type_of_message: 'not_selected',
  send_at: now.toISOString(),
  trigger_days_after: 0,
  type_of_link_being_sent: 'combined_link',
  subject: 'Your survey',
  html_content: '<p>Hello {{first_name}}</p>',
  email_message: '',
  email_signature: '',
  groups: [{ id: 'g1', name: 'Sales' }],
  ...change,
});
const people = [
  { id: 'p1', first_name: 'Ada', last_name: 'L', email: 'ada@acme.test', hiring_date: null, terminated_on: null },
  { id: 'p2', first_name: 'Bea', last_name: 'K', email: 'bea@acme.test', hiring_date: null, terminated_on: null },
];

const world = (options: { hasLink?: boolean; recipients?: typeof people } = {}) => {
  const calls = { hasLink: 0, audience: 0, saved: [] as MessageCommand[], queued: [] as string[][], jobs: [] as SendJob[] };
  const links = {
    hasLink: async () => {
      calls.hasLink++;
      return options.hasLink ?? true;
    },
  } as unknown as LinkSource;
  const delivery = {
    audience: async () => {
      calls.audience++;
      return { cycleId: 'c1', recipients: options.recipients ?? people };
    },
    enqueue: async (_message: { id: string }, found: { recipients: readonly { id: string }[] }) => {
      calls.queued.push(found.recipients.map((recipient) => recipient.id));
      return found.recipients.length;
    },
  } as unknown as Delivery;
  const commands = {
    message: async (_id: string, command: MessageCommand) => {
      calls.saved.push(command);
      const events = messageDecider.decide(command, messageDecider.initialState());
      return { events, state: events.reduce(messageDecider.evolve, messageDecider.initialState()), appended: null };
    },
  } as unknown as MessagingCommands;
  const sendNow = createSendNow({ commands, delivery, links, enqueue: async (job) => calls.jobs.push(job) });
  return {
    calls,
    send: (change: Partial<MessageFields> = {}) =>
      sendNow({ pkg: { id: 'pk1', workspace_id: 'w1' }, user: { id: 'ada', teamId: 't1' }, fields: fields(change), context }),
  };
};

describe('send now', () => {
  it('reads the link and the audience once, saves the message once, and carries the audience in its job', async () => {
    const { calls, send } = world();
    const sent = await send();
    expect(sent).toMatchObject({ recipients: 2, queued: 2 });
    expect(calls.hasLink).toBe(1);
    expect(calls.audience).toBe(1);
    expect(calls.saved).toHaveLength(1);
    expect(calls.queued).toEqual([['p1', 'p2']]);
    expect(calls.jobs).toEqual([{ message_id: sent.messageId, cycle_id: 'c1', participant_ids: ['p1', 'p2'] }]);
  });

  it("refuses through the decider alone, in the wizard's order: its rules, then the link, then somebody left", async () => {
    await expect(world({ hasLink: false, recipients: [] }).send({ subject: ' ' })).rejects.toMatchObject({
      message: MessagingMessages.subjectRequired,
    });
    await expect(world({ hasLink: false, recipients: [] }).send()).rejects.toMatchObject({ message: MessagingMessages.linkRequired });
    const nobody = world({ recipients: [] });
    await expect(nobody.send()).rejects.toMatchObject({ message: MessagingMessages.allResponded });
    expect(nobody.calls.queued).toEqual([]);
    expect(nobody.calls.jobs).toEqual([]);
  });

  it('does not ask for a link a message without one does not carry', async () => {
    const { calls, send } = world({ hasLink: false });
    await expect(send({ type_of_link_being_sent: '' })).rejects.toMatchObject({ message: MessagingMessages.linkTypeRequired });
    expect(calls.hasLink).toBe(0);
  });
});
