import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@canopy/contracts';
import type pg from 'pg';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createPostgresEventStore, migratePostgresEventStore } from '@canopy/platform/eventStore/postgres/postgresEventStore';
import type { EventStore } from '@canopy/platform/eventStore/eventStore';
import { createTestDatabase, type TestDatabase, testPool } from '../support/database.ts';
import { eventually, uniqueStream } from '../support/events.ts';

let database: TestDatabase;
let pool: pg.Pool;
let store: EventStore;

// a log of each try's own: the test reads the whole log from its start, where a failed try's events would be too
beforeEach(async () => {
  database = await createTestDatabase('gaps');
  pool = testPool({ connectionString: database.url });
  await migratePostgresEventStore(pool);
  store = createPostgresEventStore({ pool, pollIntervalMs: 20 });
});
afterEach(async () => {
  await pool.end();
  await database.drop();
});

const appendIn = (client: pg.PoolClient, stream: string, type: string) =>
  client.query(
    `select * from eventstore.append_many(array[$1], array['no_stream'], array[1], array[$2]::uuid[], array[$3]::text[], array[1]::int[], '[{}]'::json,
      array['{"teamId":null,"actor":"t","correlationId":"c","causationId":null}']::text[], array[now()]::timestamptz[])`,
    [stream, randomUUID(), type],
  );

it('never skips an event whose transaction commits after a later-numbered one', async () => {
  const early = await pool.connect();
  const late = await pool.connect();
  const received: RecordedEvent[] = [];
  const streams = { early: uniqueStream('early'), late: uniqueStream('late') };
  const subscription = store.subscribeToAll({
    after: null,
    onBatch: async (events) => {
      received.push(...events);
    },
  });
  try {
    // `early` takes the older transaction id, `late` the newer one ...
    await early.query('begin');
    await early.query('select pg_current_xact_id()');
    await late.query('begin');
    await late.query('select pg_current_xact_id()');
    // ... but `late` takes the smaller sequence number, and `early` commits first.
    await appendIn(late, streams.late, 'Late');
    await appendIn(early, streams.early, 'Early');
    await early.query('commit');

    // the reader must not move past the in-flight transaction's place in the order
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.map((event) => event.type)).toEqual(['Early']);
    const seenWhileInFlight = await store.readAll({ after: null, limit: 10 });
    expect(seenWhileInFlight.map((event) => event.type)).toEqual(['Early']);

    await late.query('commit');
    await eventually(() => received.length === 2, 5000, 'the late commit');
    expect(received.map((event) => event.type)).toEqual(['Early', 'Late']);
    // a sequence-only cursor would have stood at Early's seq, past Late's
    expect(BigInt(received[1]!.position.seq)).toBeLessThan(BigInt(received[0]!.position.seq));
  } finally {
    await subscription.stop();
    early.release();
    late.release();
  }
});

it('hides the events of a transaction that rolled back', async () => {
  const client = await pool.connect();
  const stream = uniqueStream('rolled');
  const before = await store.headPosition();
  await client.query('begin');
  await appendIn(client, stream, 'Never');
  await client.query('rollback');
  client.release();
  const after = await store.readAll({ after: before, limit: 100 });
  expect(after.filter((event) => event.streamId === stream)).toEqual([]);
  expect(await store.readStream(stream)).toEqual([]);
});
