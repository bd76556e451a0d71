import { randomUUID } from 'node:crypto';
import type { DeliveryFailure } from '@canopy/contracts/messaging/events';
import { runMigrations } from '@canopy/platform/db/migrations';
import type pg from 'pg';

/**
 * The delivery ledger (ADR 0027, ADR 0040): one row per message, participant and cycle, the unique key that
 * makes each person get each message at most once per cycle. A sender claims the row before it sends and
 * records the outcome after; a claim left by a process that died is taken over once its lease has run out.
 * Not a projection: never rebuilt, never replayed.
 */
export const migrateDeliveries = (pool: pg.Pool) =>
  runMigrations(pool, {
    component: 'message-deliveries',
    steps: [
      'create schema if not exists message_deliveries',
      `create table message_deliveries.deliveries (
        message_id text not null,
        participant_id text not null,
        cycle_id text not null,
        email text not null,
        status text not null check (status in ('claimed', 'sent', 'failed')),
        claim_token text not null,
        claimed_at timestamptz not null,
        finished_at timestamptz,
        error text,
        primary key (message_id, participant_id, cycle_id)
      )`,
      "create index deliveries_claimed on message_deliveries.deliveries (claimed_at) where status = 'claimed'",
      // the address is personal data the roster owns and erases: the sender has it in hand, the ledger needs only the id
      'alter table message_deliveries.deliveries drop column email',
    ],
  });

export type DeliveryKey = { messageId: string; participantId: string; cycleId: string };

export const createDeliveryLedger = (pool: pg.Pool, options: { leaseSeconds: number }) => ({
  /**
   * Claims the rows for these recipients: a new row, or one whose claim is older than the lease and never
   * finished (its sender died). Answers the claimed keys with this claim's token; the others are someone
   * else's, sending or done.
   */
  async claim(keys: readonly DeliveryKey[]): Promise<{ token: string; claimed: DeliveryKey[] }> {
    const token = randomUUID();
    if (keys.length === 0) return { token, claimed: [] };
    const { rows } = await pool.query<{ participant_id: string }>(
      `insert into message_deliveries.deliveries as d (message_id, participant_id, cycle_id, status, claim_token, claimed_at)
       select $1, p, $3, 'claimed', $4, now() from unnest($2::text[]) as r(p)
       on conflict (message_id, participant_id, cycle_id) do update set claim_token = excluded.claim_token, claimed_at = now()
         where d.status = 'claimed' and d.claimed_at < now() - make_interval(secs => $5)
       returning participant_id`,
      [keys[0]!.messageId, keys.map((key) => key.participantId), keys[0]!.cycleId, token, options.leaseSeconds],
    );
    const won = new Set(rows.map((row) => row.participant_id));
    return { token, claimed: keys.filter((key) => won.has(key.participantId)) };
  },
  /** the outcome of one claimed delivery (ignored if another sender took the claim over meanwhile) */
  async finish(key: DeliveryKey, token: string, error: string | null) {
    await pool.query(
      `update message_deliveries.deliveries set status = $5, error = $6, finished_at = now()
        where message_id = $1 and participant_id = $2 and cycle_id = $3 and claim_token = $4`,
      [key.messageId, key.participantId, key.cycleId, token, error === null ? 'sent' : 'failed', error],
    );
  },
  /** whether any delivery of the message is still being sent (claimed, not finished) */
  async unfinished(messageId: string): Promise<number> {
    const { rows } = await pool.query<{ n: string }>(
      "select count(*) as n from message_deliveries.deliveries where message_id = $1 and status = 'claimed'",
      [messageId],
    );
    return Number(rows[0]?.n ?? 0);
  },
  /** how the message's deliveries ended: counts, each failure as its participant and reason, who was reached */
  async outcome(messageId: string): Promise<{ sent: number; failed: number; errors: DeliveryFailure[]; reached: string[] }> {
    const { rows } = await pool.query<{ status: string; participant_id: string; error: string | null }>(
      "select status, participant_id, error from message_deliveries.deliveries where message_id = $1 and status <> 'claimed' order by participant_id",
      [messageId],
    );
    const failed = rows.filter((row) => row.status === 'failed');
    return {
      sent: rows.length - failed.length,
      failed: failed.length,
      errors: failed.map((row) => ({ participant_id: row.participant_id, reason: row.error ?? 'not sent' })),
      reached: rows.filter((row) => row.status === 'sent').map((row) => row.participant_id),
    };
  },
});

export type DeliveryLedger = ReturnType<typeof createDeliveryLedger>;
