import type { AuthUser } from '@canopy/platform/http/auth';
import type { Platform } from '@canopy/platform/runtime/platform';
import { isDatabaseShuttingDown, isStopping } from '@canopy/platform/runtime/stopping';
import pg from 'pg';
import type { Logger } from 'pino';
import { createIdentityReadModel } from '../readModel.ts';

/** the channel every revocation of sessions is announced on, in the transaction that revokes (ADR 0110) */
export const SESSIONS_ENDED_CHANNEL = 'identity_sessions_ended';

/** what a revocation announces: one session (sign-out, a reused refresh token) or a consultant's sessions */
export type SessionsEnded = { session_id: string } | { consultant_id: string };

type Entry = { consultantId: string; live: boolean; at: number };

export type SessionGuardOptions = {
  /** a live answer is trusted this long at most, should a notification be lost with its connection */
  maxAgeMs?: number;
  /** entries kept at most (the oldest go first) */
  maxEntries?: number;
  /** pause before the listener connects again after losing its connection */
  reconnectMs?: number;
};

/**
 * Whether the session an access token names is still live, asked on every signed-in request (ADR 0110).
 *
 * The answer comes from `identity.sessions` (not revoked, of this consultant) and the consultants read model (the
 * consultant active), kept in a cache per process. A revocation here forgets the cache's entries at once
 * (`forget`); one in another gateway reaches this one through PostgreSQL's LISTEN/NOTIFY, sent in the revoking
 * transaction, so no gateway can read the session as live after the revocation is committed and then keep that
 * answer. A lookup that ran while a revocation arrived is not kept (the epoch moved). While the listener is not
 * connected nothing is cached: every request reads the tables.
 */
export const createSessionGuard = (platform: Pick<Platform, 'pool' | 'databaseUrl'>, logger: Logger, options: SessionGuardOptions = {}) => {
  const maxAgeMs = options.maxAgeMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 20_000;
  const reconnectMs = options.reconnectMs ?? 1_000;
  const read = createIdentityReadModel(platform.pool);
  const entries = new Map<string, Entry>();
  let epoch = 0;
  let listening = false;
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const forget = (ended: SessionsEnded) => {
    epoch += 1;
    if ('session_id' in ended) {
      entries.delete(ended.session_id);
      return;
    }
    for (const [sessionId, entry] of entries) if (entry.consultantId === ended.consultant_id) entries.delete(sessionId);
  };

  const forgetAll = () => {
    epoch += 1;
    entries.clear();
  };

  const remember = (sessionId: string, entry: Entry) => {
    entries.delete(sessionId);
    entries.set(sessionId, entry);
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
  };

  const lookUp = async (sessionId: string, consultantId: string): Promise<boolean> => {
    const found = await platform.pool.query<{ consultant_id: string; revoked_at: Date | null }>(
      'select consultant_id, revoked_at from identity.sessions where id = $1',
      [sessionId],
    );
    const session = found.rows[0];
    if (!session || session.revoked_at !== null || session.consultant_id !== consultantId) return false;
    const consultant = await read.consultantById(consultantId);
    return consultant?.status === 'active';
  };

  const listen = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: platform.databaseUrl });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      listening = false;
      // what was cached while connected may have missed a revocation since
      forgetAll();
      // PostgreSQL stopping with the process (Ctrl+C signals the group) is the stop itself: the pool says it once
      if (error && !stopped && (isStopping() || isDatabaseShuttingDown(error)))
        logger.debug({ err: error }, 'session guard lost its notification connection while the database stops');
      else if (error && !stopped) logger.warn({ err: error }, 'session guard lost its notification connection; reconnecting');
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void listen(), reconnectMs);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      try {
        forget(JSON.parse(message.payload ?? '') as SessionsEnded);
      } catch {
        forgetAll();
      }
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${SESSIONS_ENDED_CHANNEL}`);
      if (client === next) {
        forgetAll();
        listening = true;
      }
    } catch (error) {
      lost(error as Error);
    }
  };

  return {
    /** the port the gateway's authentication asks (`SessionCheck`) */
    async isLive(user: AuthUser): Promise<boolean> {
      const sessionId = user.sessionId;
      if (!sessionId) return false;
      const now = performance.now(); // a cache entry's age, on the monotonic clock
      const cached = entries.get(sessionId);
      if (cached && cached.consultantId === user.id && (!cached.live || now - cached.at < maxAgeMs)) return cached.live;
      const startedAt = epoch;
      const live = await lookUp(sessionId, user.id);
      if (listening && epoch === startedAt) remember(sessionId, { consultantId: user.id, live, at: now });
      return live;
    },
    /** what this process just revoked: forgotten before the request that revoked answers */
    forget,
    async start() {
      await listen();
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      listening = false;
      await open?.end().catch(() => {});
    },
    /** entries held (specs) */
    size: () => entries.size,
  };
};

export type SessionGuard = ReturnType<typeof createSessionGuard>;

// one guard per running platform (two runtimes in one test process each have their own)
const guards = new WeakMap<object, SessionGuard>();

/** the guard of this process's platform, made on first use */
export const sessionGuardOf = (platform: Pick<Platform, 'pool' | 'databaseUrl'>, logger: Logger): SessionGuard => {
  let guard = guards.get(platform);
  if (!guard) {
    guard = createSessionGuard(platform, logger);
    guards.set(platform, guard);
  }
  return guard;
};
