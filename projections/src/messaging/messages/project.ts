import {
  type DeliveryFailure,
  MessageDeleted,
  MessageExpired,
  MessageFailed,
  MessageSaved,
  MessageSent,
  TriggerRan,
} from '@canopy/contracts/messaging/events';
import type pg from 'pg';
import { handlerProjection, on } from '../../handlers.ts';
import { messagesSchema } from './schema.ts';

/**
 * Failures as the read model keeps them: a participant and a reason. An event written before failures named
 * participants holds 'address: reason': only its reason is kept, so no address reaches the table.
 */
const failuresOf = (errors: ReadonlyArray<DeliveryFailure | string>): DeliveryFailure[] =>
  errors.map((error) =>
    typeof error === 'string'
      ? { participant_id: null, reason: error.includes(': ') ? error.slice(error.indexOf(': ') + 2) : error }
      : error,
  );

/** who a send reached in its cycle, once each (a participant a second message reaches is already counted) */
const recordReached = async (client: pg.PoolClient, data: { package_id: string; cycle_id?: string; reached?: string[] }) => {
  if (!data.cycle_id || !data.reached?.length) return;
  await client.query(
    `insert into mailed (package_id, cycle_id, participant_id) select $1, $2, p from unnest($3::text[]) as r(p) on conflict do nothing`,
    [data.package_id, data.cycle_id, data.reached],
  );
};

/** writes `messages.messages` and `messages.mailed` (schema.ts); every statement is safe to run twice, as a redelivered batch does */
export const messagesProjection = handlerProjection(messagesSchema, [
  on(MessageSaved, async (client, d) => {
    await client.query(
      `insert into messages (id, package_id, workspace_id, team_id, status, type_of_message, send_at, trigger_days_after, type_of_link_being_sent,
                             subject, html_content, email_message, email_signature, groups, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
       on conflict (id) do update set status = $5, type_of_message = $6, send_at = $7, trigger_days_after = $8, type_of_link_being_sent = $9,
         subject = $10, html_content = $11, email_message = $12, email_signature = $13, groups = $14, updated_at = $15`,
      [
        d.message_id,
        d.package_id,
        d.workspace_id,
        d.team_id,
        d.status,
        d.type_of_message,
        d.send_at,
        d.trigger_days_after,
        d.type_of_link_being_sent,
        d.subject,
        d.html_content,
        d.email_message,
        d.email_signature,
        JSON.stringify(d.groups),
        d.saved_at,
      ],
    );
  }),
  on(MessageSent, async (client, d) => {
    await client.query(
      `update messages set status = 'sent', sent_at = $2, recipients = $3, failures = $4, errors = $5, updated_at = $2 where id = $1`,
      [d.message_id, d.sent_at, d.recipients, d.failures, JSON.stringify(failuresOf(d.errors))],
    );
    await recordReached(client, d);
  }),
  on(TriggerRan, async (client, d) => {
    // a trigger runs again and again: its counts add up (an event delivered twice is skipped by the runner's checkpoint)
    await client.query(
      'update messages set sent_at = $2, recipients = recipients + $3, failures = failures + $4, updated_at = $2 where id = $1',
      [d.message_id, d.ran_at, d.recipients, d.failures],
    );
    await recordReached(client, d);
  }),
  on(MessageExpired, async (client, d) => {
    await client.query(`update messages set status = 'expired', updated_at = $2 where id = $1`, [d.message_id, d.expired_at]);
  }),
  on(MessageFailed, async (client, d) => {
    await client.query(`update messages set status = 'failed', errors = $3, failures = $4, updated_at = $2 where id = $1`, [
      d.message_id,
      d.failed_at,
      JSON.stringify(failuresOf(d.errors)),
      d.errors.length,
    ]);
  }),
  on(MessageDeleted, async (client, d) => {
    await client.query('delete from messages where id = $1', [d.message_id]);
  }),
]);
