import { STATUS_ORDER, type DelayedMessage, type MessageStatus } from '@canopy/contracts/messaging/api';
import { DeliveryFailure, messageShape } from '@canopy/contracts/messaging/events';
import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `messages` (ADR 0028): the Package Schedule, the wizard, the scheduler, the package rules and counts.

const DAY_MS = 24 * 60 * 60 * 1000;
const Time = z.union([z.date(), z.number()]).transform((value) => new Date(value));

export const MessageRow = z.strictObject({
  id: z.string(),
  package_id: z.string(),
  workspace_id: z.string(),
  team_id: z.string(),
  ...messageShape,
  send_at: Time,
  sent_at: Time.nullable(),
  recipients: z.number().int(),
  failures: z.number().int(),
  errors: z.array(DeliveryFailure),
  created_at: Time,
});
export type MessageRow = z.infer<typeof MessageRow>;

const COLUMNS = sql.fragment`id, package_id, workspace_id, team_id, status, type_of_message, send_at, trigger_days_after, type_of_link_being_sent,
  subject, html_content, email_message, email_signature, groups, sent_at, recipients, failures, errors, created_at`;

/** the spec's list order (sent, registered, triggered, draft, expired, failed), then by send time and creation */
const ORDER = sql.fragment`array_position(${sql.array([...STATUS_ORDER], 'text')}, status), send_at, created_at, id`;

/**
 * The failures as the API shows them: 'address: reason' with the address the roster holds now, so an erased
 * participant's failure shows only its reason.
 */
export const requestErrors = (failures: readonly DeliveryFailure[], addresses: ReadonlyMap<string, string>) =>
  failures.map((failure) => {
    const address = failure.participant_id === null ? '' : (addresses.get(failure.participant_id) ?? '');
    return address === '' ? failure.reason : `${address}: ${failure.reason}`;
  });

/** the participants whose addresses `requestErrors` needs */
export const failedParticipants = (rows: readonly Pick<MessageRow, 'errors'>[]) => [
  ...new Set(rows.flatMap((row) => row.errors.flatMap((failure) => (failure.participant_id === null ? [] : [failure.participant_id])))),
];

export const toDelayedMessage = (row: MessageRow, addresses: ReadonlyMap<string, string> = new Map()): DelayedMessage => ({
  id: row.id,
  package_id: row.package_id,
  workspace_id: row.workspace_id,
  status: row.status,
  type_of_message: row.type_of_message,
  send_at: row.send_at.toISOString(),
  trigger_days_after: row.trigger_days_after,
  type_of_link_being_sent: row.type_of_link_being_sent,
  metadata: { email_subject: row.subject, email_content: row.html_content },
  email_message: row.email_message,
  email_signature: row.email_signature,
  delayed_messages_to_groups: row.groups.map((group) => ({ group })),
  sent_at: row.sent_at?.toISOString() ?? null,
  recipients: row.recipients,
  failures: row.failures,
  requests_errors: requestErrors(row.errors, addresses),
  created_at: row.created_at.toISOString(),
  delivery: null,
});

const ACTIVE: readonly MessageStatus[] = ['registered', 'triggered_start', 'triggered_termination'];

/**
 * Whether a package has scheduled messages and the fewest days its link must stay open for them: a scheduled
 * one needs the days until it goes, a trigger its days after; computed from what is scheduled now, so deleting
 * a message recomputes both.
 */
export const scheduleOf = (rows: readonly MessageRow[], now: Date) => {
  const active = rows.filter((row) => ACTIVE.includes(row.status));
  const days = active.map((row) =>
    row.status === 'registered' ? Math.ceil((row.send_at.getTime() - now.getTime()) / DAY_MS) : row.trigger_days_after,
  );
  return { is_has_delayed_message: active.length > 0, min_number_of_days: Math.max(0, ...days) };
};

export const createMessagesReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    one: (id: string): Promise<MessageRow | null> =>
      db.maybeOne(sql.type(MessageRow)`select ${COLUMNS} from messages.messages where id = ${id}`),
    /** a package's messages in list order */
    ofPackage: (packageId: string): Promise<readonly MessageRow[]> =>
      db.any(sql.type(MessageRow)`select ${COLUMNS} from messages.messages where package_id = ${packageId} order by ${ORDER}`),
    /** the workspace's messages in list order, package by package */
    ofWorkspace: (workspaceId: string): Promise<readonly MessageRow[]> =>
      db.any(
        sql.type(MessageRow)`select ${COLUMNS} from messages.messages where workspace_id = ${workspaceId} order by package_id, ${ORDER}`,
      ),
    /** scheduled messages whose time has come */
    due: (now: Date): Promise<readonly MessageRow[]> =>
      db.any(
        sql.type(
          MessageRow,
        )`select ${COLUMNS} from messages.messages where status = 'registered' and send_at <= ${now.toISOString()} order by send_at, id`,
      ),
    /** every trigger message, whose participants the sweep checks */
    triggers: (): Promise<readonly MessageRow[]> =>
      db.any(
        sql.type(
          MessageRow,
        )`select ${COLUMNS} from messages.messages where status in ('triggered_start', 'triggered_termination') order by created_at, id`,
      ),
    /** how many distinct participants the package's mail reached in the cycle (its notified count) */
    notified: (packageId: string, cycleId: string): Promise<number> =>
      db.oneFirst(
        sql.type(z.object({ n: z.coerce.number().int() }))`select count(*) as n from messages.mailed
          where package_id = ${packageId} and cycle_id = ${cycleId}`,
      ),
    /** the package rule's question: how many scheduled or triggered messages it has now */
    async packageSchedule(packageId: string, now: Date) {
      const rows = await db.any(sql.type(MessageRow)`select ${COLUMNS} from messages.messages where package_id = ${packageId}`);
      return scheduleOf(rows, now);
    },
  };
};

export type MessagesReader = ReturnType<typeof createMessagesReader>;
