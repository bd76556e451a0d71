import type { MessageLinkType } from '@canopy/contracts/messaging/api';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import type { MessageRow } from '@canopy/projections/messaging/messages/read';
import type { createParticipantsReader } from '@canopy/workspace';
import type { MessagingCommands } from '../commands.ts';
import { startTriggerTime, terminationTriggerTime, wallTimeOf } from '../timing/sendTime.ts';
import type { DeliveryLedger } from './deliveries.ts';
import type { LinkSource } from './links.ts';
import type { Recipient, Sender, SendRun } from './sender.ts';
import type { Clock } from '@canopy/platform/time/clock';

type ParticipantsReader = ReturnType<typeof createParticipantsReader>;
/** a member of a message's groups with an e-mail, with the dates its triggers count from */
type Member = Awaited<ReturnType<ParticipantsReader['recipientsOfGroups']>>[number];

/** `timeZone`: the workspace's, which its trigger times are wall-clock times in */
export type Names = { packageName: string; workspaceName: string; timeZone: string };
/** what sending a message needs of it: its id, package, groups and content */
export type Sendable = Pick<
  MessageRow,
  | 'id'
  | 'package_id'
  | 'workspace_id'
  | 'groups'
  | 'subject'
  | 'html_content'
  | 'email_message'
  | 'email_signature'
  | 'type_of_link_being_sent'
>;

/**
 * Sending a saved message: who it reaches (its groups' members with an e-mail, less those who finished the
 * package in the current cycle), the send through the ledger, and the one event that records it.
 */
export const createDelivery = (deps: {
  participants: ParticipantsReader;
  links: LinkSource;
  sender: Sender;
  ledger: DeliveryLedger;
  commands: MessagingCommands;
  /** the services' clock: when a send was recorded */
  clock: Clock;
}) => {
  const audience = async (message: Pick<MessageRow, 'package_id' | 'workspace_id' | 'groups'>) => {
    // a package without a link has no cycle yet: its deliveries count under the package itself
    const cycleId = (await deps.links.currentCycle(message.package_id)) ?? `${message.package_id}-unlinked`;
    const [members, finished] = await Promise.all([
      deps.participants.recipientsOfGroups(
        message.workspace_id,
        message.groups.map((group) => group.id),
      ),
      deps.links.finishedIn(message.package_id, cycleId),
    ]);
    return { cycleId, recipients: members.filter((member) => !finished.has(member.id)) };
  };

  const send = (message: Sendable, names: Names, recipients: readonly Recipient[], cycleId: string): Promise<SendRun> =>
    deps.sender.send({
      messageId: message.id,
      packageId: message.package_id,
      ...names,
      content: {
        subject: message.subject,
        html_content: message.html_content,
        email_message: message.email_message,
        email_signature: message.email_signature,
        type_of_link_being_sent: (message.type_of_link_being_sent || 'public_link') as MessageLinkType,
      },
      recipients,
      cycleId,
    });

  const record = async (message: Pick<MessageRow, 'id'>, context: CommandContext, run: SendRun, cycleId: string) => {
    const data = {
      now: deps.clock.now().toISOString(),
      recipients: run.sent,
      failures: run.failed,
      errors: run.errors,
      cycle_id: cycleId,
      reached: run.reached,
    };
    await deps.commands.message(message.id, { type: 'RecordSend', data }, context);
  };

  return {
    audience,
    /** whether the message's package still has a link respondents can open (at the sweep's time) */
    linkOpen: (message: Pick<MessageRow, 'package_id'>, at?: Date) => deps.links.hasLink(message.package_id, at),
    /** the message can no longer go: its link expired or was removed, or its package was deleted */
    async expire(message: MessageRow, context: CommandContext) {
      await deps.commands.message(message.id, { type: 'ExpireMessage', data: { now: context.now.toISOString() } }, context);
    },
    /** queues the audience in the ledger, so the message's progress counts them from the start */
    async enqueue(message: Pick<MessageRow, 'id'>, found: Awaited<ReturnType<typeof audience>>): Promise<number> {
      return deps.ledger.enqueue(
        found.recipients.map((recipient) => ({ messageId: message.id, participantId: recipient.id, cycleId: found.cycleId })),
      );
    },
    /**
     * The audience a send-now job carries, with each participant's name and address read now (the job holds ids
     * only); a participant erased meanwhile has no address and gets no mail.
     */
    async carriedAudience(cycleId: string, participantIds: readonly string[]) {
      const roster = deps.participants;
      const people = await roster.participants(participantIds);
      const recipients = people.flatMap((person) =>
        person.email ? [{ id: person.id, first_name: person.first_name, last_name: person.last_name, email: person.email }] : [],
      );
      return { cycleId, recipients };
    },
    /** a scheduled or sent-now message, to everyone in its groups (those already reached are skipped by the ledger) */
    async sendScheduled(
      message: Sendable,
      names: Names,
      context: CommandContext,
      known?: { cycleId: string; recipients: readonly Recipient[] },
    ): Promise<SendRun> {
      const { recipients, cycleId } = known ?? (await audience(message));
      const run = await send(message, names, recipients, cycleId);
      // another sender still has deliveries of it in flight: that one records the send when it is done (or, if it
      // died, the sweep that takes its claims over once their lease ran out)
      if ((await deps.ledger.unfinished(message.id)) > 0) return run;
      // queued when it was sent, but no longer in its audience now that every run is done (finished the package meanwhile)
      await deps.ledger.skipQueued(message.id);
      // the outcome of every delivery of the message, this run's and any earlier run's (a restart after a crash)
      const outcome = await deps.ledger.outcome(message.id);
      await record(message, context, outcome, cycleId);
      return run;
    },
    /**
     * A trigger message's participants whose moment has come (sent after the message was saved, never before):
     * after their start date at the message's time, or after their termination date at 9:00 on a workday.
     */
    async sendTriggered(message: MessageRow, names: Names, context: CommandContext, now: Date, since: Date): Promise<SendRun> {
      const { recipients, cycleId } = await audience(message);
      const zone = names.timeZone;
      const at = wallTimeOf(message.send_at.toISOString(), zone);
      const momentOf = (recipient: Member) => {
        if (message.status === 'triggered_termination')
          return recipient.terminated_on && terminationTriggerTime(recipient.terminated_on.toISOString(), message.trigger_days_after, zone);
        return recipient.hiring_date && startTriggerTime(recipient.hiring_date.toISOString(), message.trigger_days_after, at, zone);
      };
      const due = recipients.filter((recipient) => {
        const when = momentOf(recipient);
        return when !== null && when <= now && when >= since;
      });
      if (due.length === 0) return { sent: 0, failed: 0, errors: [], reached: [] };
      const run = await send(message, names, due, cycleId);
      await record(message, context, run, cycleId);
      return run;
    },
  };
};

export type Delivery = ReturnType<typeof createDelivery>;
