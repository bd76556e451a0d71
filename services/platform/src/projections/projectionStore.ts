import type { GlobalPosition, RecordedEvent } from '@canopy/contracts';
import type pg from 'pg';
import type { EventLog } from '../commands/eventLog.ts';
import { withTransaction } from '../db/transaction.ts';
import { isAfter, position } from '../eventStore/position.ts';
import { parkEvent, parkedTableSql, type ParkedEvent } from './parked.ts';
import { isPoisonError } from './poison.ts';
import type { Projection } from './projection.ts';

export const quoteIdent = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a safe identifier: ${name}`);
  return `"${name}"`;
};

/** Advisory lock per schema: the rebuild's swap takes the live schema's lock to pause its writer. */
export const lockSchema = (client: pg.PoolClient, schema: string) =>
  client.query('select pg_advisory_xact_lock(hashtext($1))', [`projection:${schema}`]);

export const schemaExists = async (pool: pg.Pool | pg.PoolClient, schema: string) =>
  ((await pool.query('select 1 from pg_namespace where nspname = $1', [schema])).rowCount ?? 0) > 0;

/** Creates the schema if needed, its bookkeeping tables, and runs the projection's new migrations. */
export const prepareSchema = (
  pool: pg.Pool,
  schema: string,
  projection: Projection,
  /** migrations recorded as run but left for the caller to run later (a rebuild's deferred indexes) */
  deferred: ReadonlySet<string> = new Set(),
): Promise<void> =>
  withTransaction(pool, async (client) => {
    await lockSchema(client, schema);
    await client.query(`create schema if not exists ${quoteIdent(schema)}`);
    await client.query(`set local search_path to ${quoteIdent(schema)}, public`);
    await client.query(`create table if not exists _checkpoint (
      singleton boolean primary key default true check (singleton),
      version int not null,
      tx numeric(20), seq numeric(20),
      updated_at timestamptz not null default now())`);
    await client.query(parkedTableSql);
    await client.query(`create table if not exists _migrations (step int primary key, applied_at timestamptz not null default now())`);
    await client.query('insert into _checkpoint (version) values ($1) on conflict do nothing', [projection.version]);
    const done = new Set((await client.query<{ step: number }>('select step from _migrations')).rows.map((row) => row.step));
    for (const [step, sql] of projection.migrations.entries()) {
      if (done.has(step)) continue;
      if (!deferred.has(sql)) await client.query(sql);
      await client.query('insert into _migrations (step) values ($1)', [step]);
    }
  });

export type SchemaCheckpoint = { version: number; position: GlobalPosition | null };

export const readCheckpoint = async (db: pg.Pool | pg.PoolClient, schema: string): Promise<SchemaCheckpoint | null> => {
  if (!(await schemaExists(db, schema))) return null;
  const result = await db.query<{ version: number; tx: string | null; seq: string | null }>(
    `select version, tx::text, seq::text from ${quoteIdent(schema)}._checkpoint`,
  );
  const row = result.rows[0];
  if (!row) return null;
  return { version: row.version, position: row.tx === null || row.seq === null ? null : position(row.tx, row.seq) };
};

/**
 * The checkpoints of several schemas in two round trips whatever their number (a schema not there yet: null), for a
 * reader that keys what it keeps by where several read models stand.
 */
export const readCheckpoints = async (
  db: pg.Pool | pg.PoolClient,
  schemas: readonly string[],
): Promise<Map<string, SchemaCheckpoint | null>> => {
  const found = new Map<string, SchemaCheckpoint | null>(schemas.map((schema) => [schema, null]));
  const existing = (
    await db.query<{ nspname: string }>('select nspname from pg_namespace where nspname = any($1::text[])', [[...schemas]])
  ).rows.map((row) => row.nspname);
  if (existing.length === 0) return found;
  const rows = await db.query<{ schema: string; version: number; tx: string | null; seq: string | null }>(
    existing
      .map((schema, index) => `select $${index + 1}::text as schema, version, tx::text, seq::text from ${quoteIdent(schema)}._checkpoint`)
      .join(' union all '),
    existing,
  );
  for (const row of rows.rows) {
    found.set(row.schema, {
      version: row.version,
      position: row.tx === null || row.seq === null ? null : position(row.tx, row.seq),
    });
  }
  return found;
};

/**
 * Applies one batch inside one transaction that also moves the checkpoint: rows and checkpoint
 * commit together or not at all. Events at or before the checkpoint are dropped (redelivery is
 * harmless); the checkpoint moves over events the projection does not handle too, so waiting for
 * a position never stalls on a quiet projection.
 *
 * When the batch fails with a poison error (poison.ts), its events are applied again one by one, each
 * behind a savepoint, and the one that fails is parked (parked.ts) in the same transaction: the others'
 * rows, the parked row and the checkpoint still commit together, and the projection goes on. Any other
 * error rolls everything back and is thrown, for the caller to retry the batch. ADR 0020.
 */
export const applyBatch = async (options: {
  pool: pg.Pool;
  log: EventLog;
  projection: Projection;
  schema: string;
  events: RecordedEvent[];
  /** an open transaction to use instead of a fresh one (the rebuild's final swap) */
  client?: pg.PoolClient;
  /** told of the events parked by this batch, once they are committed with it */
  onParked?: (parked: ParkedEvent[]) => void;
  /**
   * false: the commit does not wait for its WAL to reach the disk. Only for a schema nobody reads yet (a
   * rebuild's `__next`): a crash can lose its last batches, rows and checkpoint together, and a rebuild
   * starts that schema over anyway; the swap that makes it live commits durably, with everything before it.
   */
  durable?: boolean;
  /** a rebuild's replay page, before the projection's `afterReplay` statements (ApplyContext's `replaying`) */
  replaying?: boolean;
}): Promise<GlobalPosition | null> => {
  const { projection, schema, events } = options;
  const parked: ParkedEvent[] = [];
  const apply = async (client: pg.PoolClient): Promise<GlobalPosition | null> => {
    await client.query(`set local search_path to ${quoteIdent(schema)}, public`);
    const row = (await client.query<{ tx: string | null; seq: string | null }>('select tx::text, seq::text from _checkpoint for update'))
      .rows[0];
    const checkpoint = row && row.tx !== null && row.seq !== null ? position(row.tx, row.seq) : null;
    const fresh = events.filter((event) => isAfter(event.position, checkpoint));
    if (fresh.length === 0) return checkpoint;
    const handles = new Set(projection.handles);
    const handled = fresh.filter((event) => handles.has(event.type));
    if (handled.length > 0) parked.push(...(await applyOrPark(client, options.log, projection, handled, options.replaying ?? false)));
    const last = fresh[fresh.length - 1]!.position;
    await client.query('update _checkpoint set tx = $1, seq = $2, updated_at = now()', [last.tx, last.seq]);
    return last;
  };
  const reached = options.client
    ? await apply(options.client)
    : await withTransaction(options.pool, async (client) => {
        if (options.durable === false) await client.query('set local synchronous_commit = off');
        await lockSchema(client, schema);
        return apply(client);
      });
  if (parked.length > 0) options.onParked?.(parked);
  return reached;
};

/** applies `events` through the projection, opened unless it opens them itself */
export const applyEvents = async (
  client: pg.PoolClient,
  log: EventLog,
  projection: Projection,
  events: RecordedEvent[],
  replaying = false,
): Promise<void> => {
  const { open } = log;
  await projection.apply(client, projection.opensEvents ? events : await open(events), { open, replaying });
};

/**
 * Runs `work` behind a savepoint: undone alone and answered `{ ok: false, error }` when it throws a poison error, so the
 * transaction goes on; any other error is thrown as is.
 */
export const trySavepoint = async (
  client: pg.PoolClient,
  work: () => Promise<void>,
): Promise<{ ok: true } | { ok: false; error: unknown }> => {
  await client.query('savepoint projection_apply');
  try {
    await work();
    await client.query('release savepoint projection_apply');
    return { ok: true };
  } catch (error) {
    if (!isPoisonError(error)) throw error;
    await client.query('rollback to savepoint projection_apply');
    await client.query('release savepoint projection_apply');
    return { ok: false, error };
  }
};

const applyOrPark = async (
  client: pg.PoolClient,
  log: EventLog,
  projection: Projection,
  events: RecordedEvent[],
  replaying: boolean,
): Promise<ParkedEvent[]> => {
  if ((await trySavepoint(client, () => applyEvents(client, log, projection, events, replaying))).ok) return [];
  const parked: ParkedEvent[] = [];
  for (const event of events) {
    const outcome = await trySavepoint(client, () => applyEvents(client, log, projection, [event], replaying));
    if (!outcome.ok) parked.push(await parkEvent(client, projection.name, event, outcome.error));
  }
  return parked;
};
