import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runMigrations } from '@canopy/platform/db/migrations';
import { createPostgresEventStore, migratePostgresEventStore } from '@canopy/platform/eventStore/postgres/postgresEventStore';
import { eventStoreMigrations } from '@canopy/platform/eventStore/postgres/schema';
import { createTestDatabase, type TestDatabase, testPool } from '../support/database.ts';
import { newEvent } from '../support/events.ts';

// A log written before event bodies became json (ADR 0014) reads the same after the migration. Each try starts on
// a database of its own: the first test migrates it in two steps, which a retry could not do on a migrated one.
let database: TestDatabase;
let pool: pg.Pool;

beforeEach(async () => {
  database = await createTestDatabase('esmigration');
  pool = testPool({ connectionString: database.url });
});
afterEach(async () => {
  await pool.end();
  await database.drop();
});

it('keeps every event stored as jsonb when the bodies become json', async () => {
  await runMigrations(pool, { component: eventStoreMigrations.component, steps: eventStoreMigrations.steps.slice(0, 2) });
  const body = { name: 'Zoë Ōkubo', note: 'line\nbreak "quoted" \\ back', nested: { list: [1, 2.5, null, true] } };
  await pool.query(
    `select * from eventstore.append('old-stream', 'no_stream', array[$1]::uuid[], array['Written'], array[1], array[$2]::text[],
       array['{"teamId":"t","workspaceId":null,"actor":"a","correlationId":"c","causationId":null}']::text[], array[now()]::timestamptz[])`,
    [randomUUID(), JSON.stringify(body)],
  );

  await migratePostgresEventStore(pool);
  const store = createPostgresEventStore({ pool, pollIntervalMs: 20 });
  const [old] = await store.readStream('old-stream');
  expect(old).toMatchObject({ type: 'Written', revision: 0, data: body, metadata: { teamId: 't', actor: 'a' } });

  const next = newEvent('WrittenAgain', { after: true });
  await store.appendToStream('old-stream', [next], { expectedRevision: 0 });
  const events = await store.readStream('old-stream');
  expect(events.map((event) => [event.type, event.revision, event.data])).toEqual([
    ['Written', 0, body],
    ['WrittenAgain', 1, { after: true }],
  ]);
  const column = await pool.query<{ data_type: string }>(
    "select data_type from information_schema.columns where table_schema = 'eventstore' and table_name = 'events' and column_name = 'data'",
  );
  expect(column.rows[0]?.data_type).toBe('json');
});

it('refuses a call whose data array does not hold one body per event, storing nothing', async () => {
  await migratePostgresEventStore(pool);
  // a stored event, so 'nothing stored' is a count that could have grown
  await createPostgresEventStore({ pool, pollIntervalMs: 20 }).appendToStream('other-stream', [newEvent('Written', {})], {
    expectedRevision: 'no_stream',
  });
  const before = await pool.query('select count(*)::int as n from eventstore.events');
  const call = pool.query(
    `select * from eventstore.append_many(array['short-stream'], array['any'], array[2], array[$1, $2]::uuid[], array['A', 'B'], array[1, 1],
       '[{}]'::json, array['{}', '{}'], array[now(), now()])`,
    [randomUUID(), randomUUID()],
  );
  await expect(call).rejects.toThrow(/one body per event/);
  const after = await pool.query('select count(*)::int as n from eventstore.events');
  expect(after.rows[0]).toEqual(before.rows[0]);
  expect((await pool.query("select 1 from eventstore.streams where stream_id = 'short-stream'")).rowCount).toBe(0);
});
