import { randomUUID } from 'node:crypto';
import type { DeliveryFailure } from '@canopy/contracts/messaging/events';
import { runMigrations } from '@canopy/platform/db/migrations';
import type pg from 'pg';

/**
 * The delivery ledger (ADR 0027, ADR 0040, ADR 0079): one row per message, participant and cycle, the unique key
 * that makes each person get each message at most once per cycle. A send first queues its recipients (so its
 * progress has a total from the start), then claims them a few at a time just before it mails them, renews its
 * claims while it works, and records each outcome. A claim whose sender stopped renewing it (it died) is taken
 * over once its lease has run out. Not a projection: never rebuilt, never replayed.
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
      // queued: waiting for a sender; skipped: left the audience (finished the package, left the groups) before a sender came
      `alter table message_deliveries.deliveries drop constraint deliveries_status_check,
         add constraint deliveries_status_check check (status in ('queued', 'claimed', 'sent', 'failed', 'skipped'))`,
      "create index deliveries_claim_token on message_deliveries.deliveries (claim_token) where status = 'claimed'",
    ],
  });

export type DeliveryKey = { messageId: string; participantId: string; cycleId: string };
export type DeliveryStatus = 'queued' | 'claimed' | 'sent' | 'failed' | 'skipped';
/** a message's deliveries counted: `pending` are queued or being sent */
export type DeliveryProgress = { total: number; sent: number; failed: number; pending: number };
export type DeliveryEntry = {
  participant_id: string;
  cycle_id: string;
  status: DeliveryStatus;
  error: string | null;
  finished_at: Date | null;
};

const keyArrays = (keys: readonly DeliveryKey[]) => [keys[0]!.messageId, keys.map((key) => key.participantId), keys[0]!.cycleId];

export const createDeliveryLedger = (pool: pg.Pool, options: { leaseSeconds: number }) => ({
  /** a new claim token: one per send run, so the run renews all its claims in one statement */
  newToken: () => randomUUID(),
  /**
   * queues these recipients (one message, one cycle); those queued, sent or being sent already are left as they are.
   * Answers how many it queued: the mails accepted for sending.
   */
  async enqueue(keys: readonly DeliveryKey[]): Promise<number> {
    if (keys.length === 0) return 0;
    const queued = await pool.query(
      `insert into message_deliveries.deliveries (message_id, participant_id, cycle_id, status, claim_token, claimed_at)
       select $1, p, $3, 'queued', '', now() from unnest($2::text[]) as r(p)
       on conflict (message_id, participant_id, cycle_id) do nothing`,
      keyArrays(keys),
    );
    return queued.rowCount ?? 0;
  },
  /**
   * Claims these recipients (one message, one cycle) under `token`: a new row, a queued one, or one whose claim
   * ran out of lease without finishing (its sender died). Answers the claimed keys; the others are someone
   * else's, being sent or done.
   */
  async claim(keys: readonly DeliveryKey[], token: string): Promise<DeliveryKey[]> {
    if (keys.length === 0) return [];
    const { rows } = await pool.query<{ participant_id: string }>(
      `insert into message_deliveries.deliveries as d (message_id, participant_id, cycle_id, status, claim_token, claimed_at)
       select $1, p, $3, 'claimed', $4, now() from unnest($2::text[]) as r(p)
       on conflict (message_id, participant_id, cycle_id) do update set status = 'claimed', claim_token = excluded.claim_token, claimed_at = now()
         where d.status = 'queued' or (d.status = 'claimed' and d.claimed_at < now() - make_interval(secs => $5))
       returning participant_id`,
      [...keyArrays(keys), token, options.leaseSeconds],
    );
    const won = new Set(rows.map((row) => row.participant_id));
    return keys.filter((key) => won.has(key.participantId));
  },
  /** keeps the run's claims alive while it works (a live sender's rows are never taken over) */
  async renew(token: string) {
    await pool.query("update message_deliveries.deliveries set claimed_at = now() where claim_token = $1 and status = 'claimed'", [token]);
  },
  /** the outcome of one claimed delivery (ignored if another sender took the claim over meanwhile) */
  async finish(key: DeliveryKey, token: string, error: string | null) {
    await pool.query(
      `update message_deliveries.deliveries set status = $5, error = $6, finished_at = now()
        where message_id = $1 and participant_id = $2 and cycle_id = $3 and claim_token = $4 and status = 'claimed'`,
      [key.messageId, key.participantId, key.cycleId, token, error === null ? 'sent' : 'failed', error],
    );
  },
  /** how many deliveries of the message a sender holds now (claimed, not finished) */
  async unfinished(messageId: string): Promise<number> {
    const { rows } = await pool.query<{ n: string }>(
      "select count(*) as n from message_deliveries.deliveries where message_id = $1 and status = 'claimed'",
      [messageId],
    );
    return Number(rows[0]?.n ?? 0);
  },
  /** the message's recipients still queued whom no run reached: they left its audience before a sender came */
  async skipQueued(messageId: string) {
    await pool.query(
      "update message_deliveries.deliveries set status = 'skipped', finished_at = now() where message_id = $1 and status = 'queued'",
      [messageId],
    );
  },
  /** how the message's deliveries ended: counts, each failure as its participant and reason, who was reached */
  async outcome(messageId: string): Promise<{ sent: number; failed: number; errors: DeliveryFailure[]; reached: string[] }> {
    const { rows } = await pool.query<{ status: string; participant_id: string; error: string | null }>(
      "select status, participant_id, error from message_deliveries.deliveries where message_id = $1 and status in ('sent', 'failed') order by participant_id",
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
  /** each message's deliveries counted (messages without any are absent) */
  async progress(messageIds: readonly string[]): Promise<Map<string, DeliveryProgress>> {
    const found = new Map<string, DeliveryProgress>();
    if (messageIds.length === 0) return found;
    const { rows } = await pool.query<{ message_id: string; status: DeliveryStatus; n: string }>(
      `select message_id, status, count(*) as n from message_deliveries.deliveries
        where message_id = any($1::text[]) and status <> 'skipped' group by message_id, status`,
      [messageIds],
    );
    for (const row of rows) {
      const counts = found.get(row.message_id) ?? { total: 0, sent: 0, failed: 0, pending: 0 };
      const n = Number(row.n);
      counts.total += n;
      if (row.status === 'sent') counts.sent += n;
      else if (row.status === 'failed') counts.failed += n;
      else counts.pending += n;
      found.set(row.message_id, counts);
    }
    return found;
  },
  /** every delivery of the message, for its sent view */
  async entries(messageId: string): Promise<DeliveryEntry[]> {
    const { rows } = await pool.query<DeliveryEntry>(
      `select participant_id, cycle_id, status, error, finished_at from message_deliveries.deliveries
        where message_id = $1 and status <> 'skipped' order by participant_id`,
      [messageId],
    );
    return rows;
  },
});

export type DeliveryLedger = ReturnType<typeof createDeliveryLedger>;
