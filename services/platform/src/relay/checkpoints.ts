import type { GlobalPosition } from '@canopy/contracts';
import type pg from 'pg';
import { runMigrations } from '../db/migrations.ts';
import type { MigrationSet } from '../db/migrations.ts';
import { position } from '../eventStore/position.ts';
import { sleep } from '../runtime/sleep.ts';

/** Where a relay stands: the position of the last event the broker acknowledged. */
export interface RelayCheckpointStore {
  load(name: string): Promise<GlobalPosition | null>;
  /** moves the checkpoint forward; a position at or before the stored one changes nothing (returns false) */
  save(name: string, position: GlobalPosition): Promise<boolean>;
}

/**
 * Both halves as numeric(20): a PostgreSQL log position is (xid8, bigint), an EventStoreDB one
 * (commit, prepare) as unsigned 64-bit numbers; numeric holds and orders both exactly.
 */
export const relayMigrations: MigrationSet = {
  component: 'relay',
  steps: [
    `create schema if not exists relay;
     create table relay.checkpoints (
       name text primary key,
       tx numeric(20, 0) not null check (tx >= 0),
       seq numeric(20, 0) not null check (seq >= 0),
       updated_at timestamptz not null default now()
     );`,
  ],
};

export const migrateRelayCheckpoints = (pool: pg.Pool) => runMigrations(pool, relayMigrations);

/** Relay checkpoints in PostgreSQL (the read-model database in both topologies). */
export const createPostgresRelayCheckpoints = (pool: pg.Pool): RelayCheckpointStore => ({
  async load(name: string): Promise<GlobalPosition | null> {
    const result = await pool.query<{ tx: string; seq: string }>(
      'select tx::text as tx, seq::text as seq from relay.checkpoints where name = $1',
      [name],
    );
    const row = result.rows[0];
    return row ? position(row.tx, row.seq) : null;
  },

  async save(name: string, at: GlobalPosition): Promise<boolean> {
    // compare-and-set: only ever forwards, even if two relays race or an old one wakes up late
    const result = await pool.query(
      `insert into relay.checkpoints as c (name, tx, seq) values ($1, $2::numeric, $3::numeric)
         on conflict (name) do update set tx = excluded.tx, seq = excluded.seq, updated_at = now()
         where (c.tx, c.seq) < (excluded.tx, excluded.seq)`,
      [name, at.tx, at.seq],
    );
    return (result.rowCount ?? 0) > 0;
  },
});

/**
 * One active relay per name across processes: a session advisory lock held on a dedicated
 * connection. Resolves once acquired (polling every `retryMs`) or with null if `signal` aborts.
 */
export const acquireRelayLease = async (
  pool: pg.Pool,
  name: string,
  options: { retryMs?: number; signal?: AbortSignal; onLost?: (error: Error) => void } = {},
): Promise<{ release(): Promise<void> } | null> => {
  const retryMs = options.retryMs ?? 5000;
  while (!options.signal?.aborted) {
    const client = await pool.connect();
    let held = false;
    try {
      const result = await client.query<{ locked: boolean }>(
        `select pg_try_advisory_lock(hashtextextended('canopy.relay:' || $1, 0)) as locked`,
        [name],
      );
      held = result.rows[0]?.locked === true;
    } catch (error) {
      client.release(true);
      throw error;
    }
    if (held) {
      // the lock lives as long as this connection: losing it means another relay may take over
      client.on('error', (error) => options.onLost?.(error));
      return {
        async release() {
          try {
            await client.query(`select pg_advisory_unlock(hashtextextended('canopy.relay:' || $1, 0))`, [name]);
          } finally {
            client.release();
          }
        },
      };
    }
    client.release();
    await sleep(retryMs, options.signal);
  }
  return null;
};
