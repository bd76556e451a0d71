import { createEventLog } from '@canopy/platform/commands/eventLog';
import { createPostgresEventStore, migratePostgresEventStore } from '@canopy/platform/eventStore/postgres/postgresEventStore';
import { createPostgresKeyVault, migrateVault } from '@canopy/platform/pii/vault';
import { rebuildProjection } from '@canopy/platform/projections/rebuild';
import pg from 'pg';
import { benchContracts, totalsProjection } from '../support/benchDomain.ts';
import type { BenchCluster } from '../support/cluster.ts';
import { count, perSecond, ratio, seconds, timed, verdict, type BenchReport } from '../support/report.ts';
import { seedLog } from '../support/seedLog.ts';

const EVENTS = 1_000_000;
const STREAMS = 10_000;
const GOAL_EVENTS_PER_SECOND = 50_000;

export const replayBench = async (cluster: BenchCluster, progress: (line: string) => void): Promise<BenchReport> => {
  const url = await cluster.createDatabase('bench_replay');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  try {
    await migratePostgresEventStore(pool);
    await migrateVault(pool);
    const seeded = await timed(() => seedLog(pool, { events: EVENTS, streams: STREAMS }));
    progress(`replay: seeded ${count(EVENTS)} events in ${seconds(seeded.ms)}`);

    const store = createPostgresEventStore({ pool });
    const log = createEventLog(store, createPostgresKeyVault(pool), benchContracts);
    const rebuilt = await timed(() => rebuildProjection({ pool, store, log, projection: totalsProjection }));
    if (rebuilt.result.events !== EVENTS) throw new Error(`rebuild applied ${rebuilt.result.events} events, expected ${EVENTS}`);
    const oursRate = (EVENTS * 1000) / rebuilt.ms;
    progress(`replay: rebuildProjection ${perSecond(oursRate, 'events')} (${seconds(rebuilt.ms)})`);

    const check = await pool.query<{ events: string; amount: string; expected: string }>(
      `select (select sum(events) from bench_totals.totals)::text as events,
              (select sum(amount) from bench_totals.totals)::text as amount,
              (select sum((data->>'amount')::bigint) from eventstore.events)::text as expected`,
    );
    const totals = check.rows[0]!;
    if (Number(totals.events) !== EVENTS || totals.amount !== totals.expected)
      throw new Error(`projection totals are wrong: ${JSON.stringify(totals)}`);

    // baseline: the database moving the projection's input rows by itself, no client in between
    await pool.query('create table public.raw_copy (stream_id text not null, amount bigint not null)');
    const raw = await timed(() =>
      pool.query(`insert into public.raw_copy (stream_id, amount) select stream_id, (data->>'amount')::bigint from eventstore.events`),
    );
    if (raw.result.rowCount !== EVENTS) throw new Error(`raw copy wrote ${raw.result.rowCount} rows`);
    const rawRate = (EVENTS * 1000) / raw.ms;
    progress(`replay: raw insert...select ${perSecond(rawRate, 'rows')} (${seconds(raw.ms)})`);
    await store.close();

    return {
      title: 'Replay into a projection (blue/green rebuild)',
      howMeasured:
        `${count(EVENTS)} events over ${count(STREAMS)} streams (gap-free revisions, uuid ids, schema_version 1, data ` +
        `\`{n, amount, currency, memo}\`, metadata with teamId/actor/correlationId/causationId) are bulk-inserted with ` +
        `\`insert ... select from generate_series\` in 100,000-event transactions and vacuumed/analyzed (not measured; took ${seconds(seeded.ms)}). ` +
        `Then \`rebuildProjection\` (default 5,000-event pages, page n+1 read while page n is applied; each page opened through the ` +
        `EventLog, aggregated per stream in JS and upserted into \`totals(stream_id, events, amount)\` with one \`unnest\` statement, ` +
        `checkpoint in the same transaction) replays the whole log into \`bench_totals__next\` and swaps it live; wall-clock time ` +
        `including schema preparation and swap. The totals are checked against the log afterwards. Baseline: pg-copy-streams is not ` +
        `installed, so the raw figure is a server-side \`insert into raw_copy(stream_id, amount) select stream_id, (data->>'amount')::bigint ` +
        `from eventstore.events\` into a plain logged table — the database moving the projection's input rows with no client round trips.`,
      rows: [
        {
          bench: `rebuildProjection, ${count(EVENTS)} events -> totals (unnest upsert)`,
          figure: perSecond(oursRate, 'events'),
          goal: `>= ${count(GOAL_EVENTS_PER_SECOND)} events/s`,
          baseline: `raw server-side insert...select: ${perSecond(rawRate, 'rows')}`,
          ratio: ratio(oursRate, rawRate),
          verdict: verdict(oursRate >= GOAL_EVENTS_PER_SECOND),
        },
      ],
    };
  } finally {
    await pool.end();
    await cluster.dropDatabase('bench_replay');
  }
};
