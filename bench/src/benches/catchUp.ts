import { createPostgresEventStore, migratePostgresEventStore } from '@canopy/platform/eventStore/postgres/postgresEventStore';
import pg from 'pg';
import type { BenchCluster } from '../support/cluster.ts';
import { count, perSecond, ratio, timed, type BenchReport } from '../support/report.ts';
import { seedLog } from '../support/seedLog.ts';

const EVENTS = 200_000;
const STREAMS = 2_000;
/** the store's default page size, used by the in-process bus */
const PAGE = 500;
const RUNS = 2;

const columns = 'seq, tx, event_id, stream_id, revision, type, schema_version, data, metadata, occurred_at';

export const catchUpBench = async (cluster: BenchCluster, progress: (line: string) => void): Promise<BenchReport> => {
  const url = await cluster.createDatabase('bench_catchup');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  try {
    await migratePostgresEventStore(pool);
    const seeded = await timed(() => seedLog(pool, { events: EVENTS, streams: STREAMS }));
    progress(`catch-up: seeded ${count(EVENTS)} events in ${(seeded.ms / 1000).toFixed(1)} s`);
    const store = createPostgresEventStore({ pool });

    /** subscribeToAll from the start until it reports caught up; the handler only counts */
    const ours = async () => {
      let seen = 0;
      const { ms } = await timed(
        () =>
          new Promise<void>((resolve, reject) => {
            const subscription = store.subscribeToAll({
              after: null,
              batchSize: PAGE,
              onBatch: async (events) => {
                seen += events.length;
              },
              onError: (error) => {
                void subscription.stop();
                reject(error);
              },
              onCaughtUp: () => {
                void subscription.stop().then(resolve, reject);
              },
            });
          }),
      );
      if (seen !== EVENTS) throw new Error(`catch-up saw ${seen} events, expected ${EVENTS}`);
      return (EVENTS * 1000) / ms;
    };

    /** the same rows in the same order, streamed by one pg client through a server-side cursor, same page size */
    const raw = async () => {
      const client = await pool.connect();
      let seen = 0;
      try {
        const { ms } = await timed(async () => {
          await client.query('begin read only');
          await client.query(`declare log no scroll cursor for select ${columns} from eventstore.events order by tx, seq`);
          for (;;) {
            const page = await client.query(`fetch ${PAGE} from log`);
            if (page.rows.length === 0) break;
            seen += page.rows.length;
          }
          await client.query('commit');
        });
        if (seen !== EVENTS) throw new Error(`raw read saw ${seen} rows, expected ${EVENTS}`);
        return (EVENTS * 1000) / ms;
      } finally {
        client.release();
      }
    };

    await raw(); // warm-up: table and index in cache for both
    const oursRuns: number[] = [];
    const rawRuns: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      oursRuns.push(await ours());
      rawRuns.push(await raw());
    }
    const best = (values: number[]) => Math.max(...values);
    const oursBest = best(oursRuns);
    const rawBest = best(rawRuns);
    progress(`catch-up: subscribeToAll ${perSecond(oursBest, 'events')}, raw cursor ${perSecond(rawBest, 'rows')}`);
    await store.close();
    return {
      title: 'Catch-up read rate',
      howMeasured:
        `${count(EVENTS)} events (${count(STREAMS)} streams, seeded in SQL, then vacuumed/analyzed) are read by ` +
        `\`subscribeToAll({ after: null, batchSize: ${PAGE} })\` with a handler that only counts, timed until \`onCaughtUp\`. ` +
        `Baseline: the same columns in the same \`order by tx, seq\`, streamed by one pg client through a server-side cursor ` +
        `(\`declare ... ; fetch ${PAGE}\`) — no keyset re-query, no in-flight-transaction guard, no mapping to RecordedEvent. ` +
        `One unmeasured warm-up read, then ${RUNS} alternating runs of each; best of each reported.`,
      rows: [
        {
          bench: `subscribeToAll catch-up, ${count(EVENTS)} events, pages of ${PAGE}`,
          figure: perSecond(oursBest, 'events'),
          goal: '—',
          baseline: `raw cursor fetch ${PAGE}: ${perSecond(rawBest, 'rows')}`,
          ratio: ratio(oursBest, rawBest),
          verdict: '—',
        },
      ],
    };
  } finally {
    await pool.end();
    await cluster.dropDatabase('bench_catchup');
  }
};
