import { randomUUID } from 'node:crypto';
import { withTransaction } from '@canopy/platform/db/transaction';
import type pg from 'pg';
import { newSecretToken, sha256Hex } from './secrets.ts';
import { SESSIONS_ENDED_CHANNEL, type SessionsEnded } from './sessionGuard.ts';

/** forgets revoked sessions in this process's cache at once (the session guard's `forget`, ADR 0110) */
export type ForgetSessions = (ended: SessionsEnded) => void;

// every revocation announces itself in its own statement, so other gateways' caches hear of it once it is committed
const notifySession = `select pg_notify('${SESSIONS_ENDED_CHANNEL}', json_build_object('session_id', id)::text) from ended`;

export type RefreshOutcome =
  | { kind: 'rotated'; consultantId: string; sessionId: string; refreshToken: string }
  /** unknown, expired or of a revoked session */
  | { kind: 'refused'; reason: 'unknown' | 'expired' | 'revoked' }
  /** a token already used was presented again: the whole session (family) is now revoked */
  | { kind: 'reused'; consultantId: string; sessionId: string };

/**
 * Sessions are refresh-token families. Signing in starts one; each refresh marks the presented token used
 * and issues the next one of the family; presenting a used token again means it was copied, and the whole
 * family is revoked (the thief's and the owner's next tokens alike). Only SHA-256 hashes are stored.
 *
 * Except within `reuseGraceSeconds` of its use: a browser that navigates away while its refresh is in
 * flight never receives the answer, and its next page presents the same token again. Within that window a
 * reuse is taken for such a lost answer and gets another token of the family instead of ending the session
 * (the "reuse interval" of common identity providers; ADR 0006).
 */
export const createSessionStore = (
  pool: pg.Pool,
  options: { refreshTokenTtlSeconds: number; reuseGraceSeconds?: number; forget?: ForgetSessions },
) => {
  const forget = options.forget ?? (() => {});
  const graceMs = (options.reuseGraceSeconds ?? 0) * 1000;
  const expiry = (now: Date) => new Date(now.getTime() + options.refreshTokenTtlSeconds * 1000);
  let lastPrune = 0;

  const prune = async (now: Date) => {
    if (now.getTime() - lastPrune < 60 * 60 * 1000) return;
    lastPrune = now.getTime();
    // refresh tokens a day past expiry, and sessions left with none, are of no use to anyone
    await pool.query(`delete from identity.refresh_tokens where expires_at < $1::timestamptz - interval '1 day'`, [now]);
    await pool.query(
      `delete from identity.sessions s where not exists (select 1 from identity.refresh_tokens t where t.session_id = s.id) and s.last_refreshed_at < $1::timestamptz - interval '1 day'`,
      [now],
    );
  };

  const insertRefreshToken = (client: pg.PoolClient, tokenHash: string, sessionId: string, now: Date) =>
    client.query('insert into identity.refresh_tokens (token_hash, session_id, issued_at, expires_at) values ($1, $2, $3, $4)', [
      tokenHash,
      sessionId,
      now,
      expiry(now),
    ]);

  const issueNext = async (
    client: pg.PoolClient,
    row: { session_id: string; consultant_id: string },
    now: Date,
  ): Promise<RefreshOutcome> => {
    const next = newSecretToken();
    await insertRefreshToken(client, next.hash, row.session_id, now);
    await client.query('update identity.sessions set last_refreshed_at = $2 where id = $1', [row.session_id, now]);
    return { kind: 'rotated', consultantId: row.consultant_id, sessionId: row.session_id, refreshToken: next.token };
  };

  return {
    /** a new session for a consultant who just signed in; answers its first refresh token */
    async start(consultantId: string, now: Date): Promise<{ sessionId: string; refreshToken: string }> {
      await prune(now).catch(() => {});
      const sessionId = randomUUID();
      const { token, hash } = newSecretToken();
      await withTransaction(pool, async (client) => {
        await client.query('insert into identity.sessions (id, consultant_id, created_at, last_refreshed_at) values ($1, $2, $3, $3)', [
          sessionId,
          consultantId,
          now,
        ]);
        await insertRefreshToken(client, hash, sessionId, now);
      });
      return { sessionId, refreshToken: token };
    },

    /** exchanges a refresh token for the next one of its family (see RefreshOutcome) */
    async refresh(refreshToken: string, now: Date): Promise<RefreshOutcome> {
      const tokenHash = sha256Hex(refreshToken);
      const result = await withTransaction(pool, async (client): Promise<RefreshOutcome> => {
        // row locks serialise two refreshes with the same token: the second one sees it used
        const found = await client.query<{
          session_id: string;
          consultant_id: string;
          expires_at: Date;
          used_at: Date | null;
          revoked_at: Date | null;
        }>(
          `select t.session_id, s.consultant_id, t.expires_at, t.used_at, s.revoked_at
             from identity.refresh_tokens t join identity.sessions s on s.id = t.session_id
            where t.token_hash = $1
              for update of t, s`,
          [tokenHash],
        );
        const row = found.rows[0];
        let outcome: RefreshOutcome;
        if (!row) outcome = { kind: 'refused', reason: 'unknown' };
        else if (row.revoked_at) outcome = { kind: 'refused', reason: 'revoked' };
        else if (row.used_at && now.getTime() - row.used_at.getTime() <= graceMs && row.expires_at.getTime() > now.getTime()) {
          outcome = await issueNext(client, row, now);
        } else if (row.used_at) {
          await client.query(
            `with ended as (update identity.sessions set revoked_at = $2, revoked_reason = 'refresh token reused' where id = $1 returning id) ${notifySession}`,
            [row.session_id, now],
          );
          outcome = { kind: 'reused', consultantId: row.consultant_id, sessionId: row.session_id };
        } else if (row.expires_at.getTime() <= now.getTime()) outcome = { kind: 'refused', reason: 'expired' };
        else {
          await client.query('update identity.refresh_tokens set used_at = $2 where token_hash = $1', [tokenHash, now]);
          outcome = await issueNext(client, row, now);
        }
        return outcome;
      });
      if (result.kind === 'reused') forget({ session_id: result.sessionId });
      return result;
    },

    /** signs out: the session the token belongs to ends (an unknown token changes nothing) */
    async revokeByToken(refreshToken: string, now: Date, reason = 'signed out'): Promise<boolean> {
      const result = await pool.query<{ id: string }>(
        `with ended as (
           update identity.sessions set revoked_at = $2, revoked_reason = $3
            where id = (select session_id from identity.refresh_tokens where token_hash = $1) and revoked_at is null
           returning id)
         select id, pg_notify('${SESSIONS_ENDED_CHANNEL}', json_build_object('session_id', id)::text) from ended`,
        [sha256Hex(refreshToken), now, reason],
      );
      for (const row of result.rows) forget({ session_id: row.id });
      return result.rows.length > 0;
    },

    async revokeSession(sessionId: string, now: Date, reason: string): Promise<void> {
      await pool.query(
        `with ended as (update identity.sessions set revoked_at = $2, revoked_reason = $3 where id = $1 and revoked_at is null returning id) ${notifySession}`,
        [sessionId, now, reason],
      );
      forget({ session_id: sessionId });
    },

    /** ends every session of a consultant (after a password reset), or every one but `keepSessionId` (after a password change) */
    async revokeAllOf(consultantId: string, now: Date, reason: string, keepSessionId?: string): Promise<number> {
      const result = await pool.query<{ ended: number }>(
        `with ended as (
           update identity.sessions set revoked_at = $2, revoked_reason = $3
            where consultant_id = $1 and revoked_at is null and id::text is distinct from $4
           returning id)
         select (select count(*)::int from ended) as ended,
                pg_notify('${SESSIONS_ENDED_CHANNEL}', json_build_object('consultant_id', $1::text)::text)`,
        [consultantId, now, reason, keepSessionId ?? null],
      );
      forget({ consultant_id: consultantId });
      return result.rows[0]?.ended ?? 0;
    },
  };
};

export type SessionStore = ReturnType<typeof createSessionStore>;
