import type { RecordedEvent } from '@canopy/contracts';
import type pg from 'pg';
import { quoteIdent } from './projectionStore.ts';

/**
 * The dead letters of one projection: events its apply refused with a poison error (poison.ts), kept in
 * the projection's own schema so a blue/green rebuild starts with none and swaps in its own. ADR 0020.
 */
export const parkedTableSql = `create table if not exists _parked (
  event_id text primary key,
  projection text not null,
  stream_id text not null,
  revision bigint not null,
  tx numeric(20) not null,
  seq numeric(20) not null,
  type text not null,
  error text not null,
  attempts int not null default 1,
  parked_at timestamptz not null default now(),
  tried_at timestamptz not null default now())`;

export type ParkedEvent = { projection: string; eventId: string; streamId: string; revision: number; type: string; error: string };

/** the error as text the table can hold: the error may quote the very character that could not be stored */
export const describeError = (error: unknown): string => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const message = error instanceof Error ? error.message : String(error);
  const text = typeof code === 'string' ? `${code}: ${message}` : message;
  return text.replaceAll('\u0000', '\uFFFD').toWellFormed().slice(0, 2000);
};

/** Parks `event` in the schema on the client's search_path; a second refusal of the same event counts as another attempt. */
export const parkEvent = async (client: pg.PoolClient, projection: string, event: RecordedEvent, error: unknown): Promise<ParkedEvent> => {
  const parked = {
    projection,
    eventId: event.eventId,
    streamId: event.streamId,
    revision: event.revision,
    type: event.type,
    error: describeError(error),
  };
  await client.query(
    `insert into _parked (event_id, projection, stream_id, revision, tx, seq, type, error) values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (event_id) do update set error = excluded.error, attempts = _parked.attempts + 1, tried_at = now()`,
    [parked.eventId, projection, parked.streamId, parked.revision, event.position.tx, event.position.seq, parked.type, parked.error],
  );
  return parked;
};

/** how many events a projection has parked; 0 for a schema not made yet */
export const countParked = async (db: pg.Pool | pg.PoolClient, schema: string): Promise<number> => {
  const table = `${quoteIdent(schema)}._parked`;
  const exists = (await db.query<{ t: string | null }>('select to_regclass($1)::text as t', [table])).rows[0]?.t;
  if (!exists) return 0;
  return Number((await db.query<{ n: string }>(`select count(*)::text as n from ${table}`)).rows[0]!.n);
};
