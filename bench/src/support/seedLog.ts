import type pg from 'pg';
import { AmountRecorded } from './benchDomain.ts';

/**
 * Fills eventstore.events and eventstore.streams straight in SQL (seeding is not what is measured).
 * Event i goes to stream `ledger-<i mod streams>` at revision `i div streams`, so every stream has
 * gap-free revisions in log order; ids are random uuids, data and metadata look like what a command
 * writes. Each chunk is its own transaction, so the log spans several `tx` values.
 */
export const seedLog = async (pool: pg.Pool, options: { events: number; streams: number; chunk?: number }): Promise<void> => {
  const { events, streams } = options;
  if (events % streams !== 0) throw new Error('events must be a multiple of streams');
  const chunk = options.chunk ?? 100_000;
  for (let from = 0; from < events; from += chunk) {
    const to = Math.min(events, from + chunk) - 1;
    await pool.query(
      `insert into eventstore.events (event_id, stream_id, revision, type, schema_version, data, metadata, occurred_at)
       select gen_random_uuid(),
              'ledger-' || (i % $3),
              i / $3,
              $4,
              1,
              jsonb_build_object('n', i, 'amount', (i * 7919) % 1000, 'currency', 'EUR', 'memo', 'invoice 2026-' || lpad(i::text, 7, '0')),
              jsonb_build_object('teamId', 'team-' || (i % 50), 'workspaceId', null, 'actor', 'consultant-' || (i % 200),
                                 'correlationId', gen_random_uuid()::text, 'causationId', null),
              timestamptz '2026-01-01 00:00:00+00' + i * interval '1 second'
         from generate_series($1::bigint, $2::bigint) as i
        order by i`,
      [from, to, streams, AmountRecorded.type],
    );
  }
  await pool.query(
    `insert into eventstore.streams (stream_id, revision)
     select 'ledger-' || s, $2::bigint - 1 from generate_series(0, $1::int - 1) as s`,
    [streams, events / streams],
  );
  // what autovacuum would have done to a log this old: hint bits set, visibility map, statistics
  await pool.query('vacuum (analyze) eventstore.events');
  await pool.query('vacuum (analyze) eventstore.streams');
};
