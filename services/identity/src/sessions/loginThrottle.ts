import { randomUUID } from 'node:crypto';
import { withTransaction } from '@canopy/platform/db/transaction';
import type pg from 'pg';
import { sha256Hex } from './secrets.ts';

export type ThrottleSettings = { maxPerAccount: number; maxPerAddress: number; windowSeconds: number };
export type ThrottleVerdict =
  | { locked: true; retryAfterSeconds: number }
  /** the attempt may check its password; `attemptId` names the failure it was counted as in advance */
  | { locked: false; attemptId: string };

type Scope = 'account' | 'address';

// first key of the advisory locks (the second is the hash of scope and key): 'lgin'
const LOCK_CLASS = 0x6c67696e;

/**
 * Failed sign-ins counted in a sliding window, per account (the SHA-256 of the e-mail: no address is kept
 * in clear) and per client address. Once either reaches its limit, sign-in is refused until enough
 * failures have left the window; a successful sign-in clears the account's failures.
 *
 * Every attempt is counted as a failure before its password is checked, in the same transaction that
 * reads the count, under a lock per account and per address: of any number of concurrent attempts, no
 * more than the limit get to check a password. A successful attempt then takes its failure back.
 */
export const createLoginThrottle = (pool: pg.Pool, settings: ThrottleSettings) => {
  const windowMs = settings.windowSeconds * 1000;

  /** seconds until fewer than `max` failures remain in the window, or 0 when that is already so */
  const waitFor = async (client: pg.PoolClient, scope: Scope, key: string, max: number, now: Date): Promise<number> => {
    const result = await client.query<{ failed_at: Date }>(
      'select failed_at from identity.login_failures where scope = $1 and key = $2 and failed_at > $3 order by failed_at',
      [scope, key, new Date(now.getTime() - windowMs)],
    );
    const failures = result.rows;
    if (failures.length < max) return 0;
    const unlocksAt = failures[failures.length - max]!.failed_at.getTime() + windowMs;
    return Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 1000));
  };

  return {
    /**
     * Whether a sign-in may check its password now; when it may, it is already counted as a failure
     * (see `succeeded`). Locks are taken account first, then address, always in that order.
     */
    async begin(email: string, address: string, now: Date): Promise<ThrottleVerdict> {
      const account = sha256Hex(email);
      return withTransaction(pool, async (client) => {
        await client.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOCK_CLASS, `account:${account}`]);
        await client.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOCK_CLASS, `address:${address}`]);
        const seconds = Math.max(
          await waitFor(client, 'account', account, settings.maxPerAccount, now),
          await waitFor(client, 'address', address, settings.maxPerAddress, now),
        );
        if (seconds > 0) return { locked: true, retryAfterSeconds: seconds };
        const attemptId = randomUUID();
        await client.query(
          `insert into identity.login_failures (scope, key, failed_at, attempt_id) values ('account', $1, $3, $4), ('address', $2, $3, $4)`,
          [account, address, now, attemptId],
        );
        return { locked: false, attemptId };
      });
    },
    /** the attempt failed: its failure stays counted; failures that left the window are dropped */
    async failed(now: Date): Promise<void> {
      await pool.query('delete from identity.login_failures where failed_at < $1', [new Date(now.getTime() - windowMs)]);
    },
    /** the attempt succeeded: the account's failures are forgotten, and this attempt no longer counts for its address */
    async succeeded(email: string, attemptId: string): Promise<void> {
      await pool.query(`delete from identity.login_failures where (scope = 'account' and key = $1) or attempt_id = $2`, [
        sha256Hex(email),
        attemptId,
      ]);
    },
  };
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
