import type pg from 'pg';
import { sha256Hex } from './secrets.ts';

export type ThrottleSettings = { maxPerAccount: number; maxPerAddress: number; windowSeconds: number };
export type ThrottleVerdict = { locked: false } | { locked: true; retryAfterSeconds: number };

/**
 * Failed sign-ins counted in a sliding window, per account (the SHA-256 of the e-mail: no address is kept
 * in clear) and per client address. Once either reaches its limit, sign-in is refused until enough
 * failures have left the window; a successful sign-in clears the account's failures.
 */
export const createLoginThrottle = (pool: pg.Pool, settings: ThrottleSettings) => {
  const windowMs = settings.windowSeconds * 1000;

  /** seconds until fewer than `max` failures remain in the window, or 0 when that is already so */
  const waitFor = async (scope: 'account' | 'address', key: string, max: number, now: Date): Promise<number> => {
    const result = await pool.query<{ failed_at: Date }>(
      'select failed_at from identity.login_failures where scope = $1 and key = $2 and failed_at > $3 order by failed_at',
      [scope, key, new Date(now.getTime() - windowMs)],
    );
    const failures = result.rows;
    if (failures.length < max) return 0;
    const unlocksAt = failures[failures.length - max]!.failed_at.getTime() + windowMs;
    return Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 1000));
  };

  return {
    async check(email: string, address: string, now: Date): Promise<ThrottleVerdict> {
      const seconds = Math.max(
        ...(await Promise.all([
          waitFor('account', sha256Hex(email), settings.maxPerAccount, now),
          waitFor('address', address, settings.maxPerAddress, now),
        ])),
      );
      return seconds > 0 ? { locked: true, retryAfterSeconds: seconds } : { locked: false };
    },
    async recordFailure(email: string, address: string, now: Date): Promise<void> {
      await pool.query(
        `insert into identity.login_failures (scope, key, failed_at) values ('account', $1, $3), ('address', $2, $3)`,
        [sha256Hex(email), address, now],
      );
      // failures that left the window count for nothing
      await pool.query('delete from identity.login_failures where failed_at < $1', [new Date(now.getTime() - windowMs)]);
    },
    async recordSuccess(email: string): Promise<void> {
      await pool.query(`delete from identity.login_failures where scope = 'account' and key = $1`, [sha256Hex(email)]);
    },
  };
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
