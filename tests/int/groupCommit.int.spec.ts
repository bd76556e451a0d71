import type { RecordedEvent } from '@canopy/contracts';
import type { AppendResult, EventStore, ExpectedRevision } from '@canopy/platform/eventStore/eventStore';
import { WrongExpectedRevisionError } from '@canopy/platform/eventStore/eventStore';
import { comparePositions } from '@canopy/platform/eventStore/position';
import { createPostgresEventStore, migratePostgresEventStore } from '@canopy/platform/eventStore/postgres/postgresEventStore';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testPool } from '../support/database.ts';
import { newEvent, uniqueStream } from '../support/events.ts';

// Group commit in the PostgreSQL adapter (docs/decisions/0009-group-commit.md): appends that arrive
// while a call is in flight go out together, one transaction, and each caller still gets its own answer.

const IN_FLIGHT = 2;

let database: TestDatabase;
let pool: pg.Pool;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase('group');
  pool = testPool({ connectionString: database.url, max: 20 });
  // dropping the database at the end ends idle connections; that is not an error of the test
  pool.on('error', () => {});
  await migratePostgresEventStore(pool);
  store = createPostgresEventStore({ pool, pollIntervalMs: 20, maxBatchesInFlight: IN_FLIGHT });
});
afterAll(async () => {
  await store?.close();
  await pool?.end();
  await database?.drop();
});

/** tx of every event of the streams, by stream */
const txOf = async (streams: string[]): Promise<Map<string, string[]>> => {
  const result = await pool.query<{ stream_id: string; tx: string }>(
    'select stream_id, tx::text as tx from eventstore.events where stream_id = any($1) order by tx, seq',
    [streams],
  );
  const byStream = new Map<string, string[]>();
  for (const row of result.rows) byStream.set(row.stream_id, [...(byStream.get(row.stream_id) ?? []), row.tx]);
  return byStream;
};

/**
 * Makes the appends issued inside `issue` travel as one batch: a transaction holds the row of a
 * blocker stream, an append to it fills each in-flight slot and waits on that row, so every
 * append issued next queues; releasing the row lets the queue go out together.
 */
const asOneBatch = async <T>(issue: () => T): Promise<T> => {
  const blocker = uniqueStream('blocker');
  await store.appendToStream(blocker, [newEvent('Blocker')], { expectedRevision: 'no_stream' });
  const holder = await pool.connect();
  try {
    await holder.query('begin');
    await holder.query('select * from eventstore.streams where stream_id = $1 for update', [blocker]);
    const blocked = Array.from({ length: IN_FLIGHT }, () =>
      store.appendToStream(blocker, [newEvent('Blocked')], { expectedRevision: 'any' }),
    );
    const issued = issue();
    await holder.query('commit');
    await Promise.all(blocked);
    return issued;
  } finally {
    holder.release();
  }
};

describe('group commit', () => {
  it('stores 200 concurrent appends over 50 streams, each stream in revision order', async () => {
    const streams = Array.from({ length: 50 }, () => uniqueStream('many'));
    const results = new Map<string, AppendResult[]>();
    await Promise.all(
      streams.map(async (stream) => {
        let expected: ExpectedRevision = 'no_stream';
        const mine: AppendResult[] = [];
        for (let i = 0; i < 4; i++) {
          const result = await store.appendToStream(stream, [newEvent('Counted', { i })], { expectedRevision: expected });
          mine.push(result);
          expected = result.nextExpectedRevision;
        }
        results.set(stream, mine);
      }),
    );
    for (const stream of streams) {
      const mine = results.get(stream)!;
      expect(mine.map((result) => result.nextExpectedRevision)).toEqual([0, 1, 2, 3]);
      for (let i = 1; i < mine.length; i++) expect(comparePositions(mine[i - 1]!.position, mine[i]!.position)).toBeLessThan(0);
      const read = await store.readStream(stream);
      expect(read.map((event) => [event.revision, event.data.i])).toEqual([
        [0, 0],
        [1, 1],
        [2, 2],
        [3, 3],
      ]);
      // each caller got the position its event was stored at
      expect(read.map((event) => event.position)).toEqual(mine.map((result) => result.position));
    }
    // batching happened: far fewer transactions than appends
    const txs = new Set([...(await txOf(streams)).values()].flat());
    expect(txs.size).toBeLessThan(200);
  });

  it('puts concurrent appends into fewer transactions than appends', async () => {
    const streams = Array.from({ length: 60 }, () => uniqueStream('batched'));
    await Promise.all(streams.map((stream) => store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' })));
    const txs = new Set([...(await txOf(streams)).values()].flat());
    expect(txs.size).toBeLessThan(streams.length);
  });

  it('rejects exactly the appends whose expected revision is stale and stores the others', async () => {
    const streams = Array.from({ length: 20 }, () => uniqueStream('stale'));
    await Promise.all(streams.map((stream) => store.appendToStream(stream, [newEvent('First')], { expectedRevision: 'no_stream' })));
    // even streams: the right revision (or a kind that holds); odd streams: one that does not hold
    const expectations: ExpectedRevision[] = streams.map((_, index) =>
      index % 2 === 0
        ? ([0, 'any', 'stream_exists', 0] as const)[(index / 2) % 4]!
        : ([5, 'no_stream', 1, 3] as const)[((index - 1) / 2) % 4]!,
    );
    const outcomes = await asOneBatch(() =>
      streams.map((stream, index) =>
        store.appendToStream(stream, [newEvent('Second'), newEvent('Third')], { expectedRevision: expectations[index]! }).then(
          (result) => ({ ok: true as const, result }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
      ),
    ).then((promises) => Promise.all(promises));

    outcomes.forEach((outcome, index) => {
      if (index % 2 === 0) {
        expect(outcome).toMatchObject({ ok: true, result: { nextExpectedRevision: 2 } });
      } else {
        expect(outcome.ok).toBe(false);
        const error = (outcome as { error: unknown }).error;
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ streamId: streams[index], expected: expectations[index], actual: 0 });
      }
    });
    const stored = await Promise.all(streams.map((stream) => store.readStream(stream)));
    stored.forEach((events, index) => {
      expect(events.map((event) => event.type)).toEqual(index % 2 === 0 ? ['First', 'Second', 'Third'] : ['First']);
    });
    // the stored appends went out in one transaction (the batch), not one each
    const txs = await txOf(streams.filter((_, index) => index % 2 === 0));
    expect(new Set([...txs.values()].map((list) => list[list.length - 1]!)).size).toBe(1);
    // an unknown stream reports no_stream from inside a batch too
    const missing = uniqueStream('missing');
    const [unknown, present] = await asOneBatch(() => [
      store.appendToStream(missing, [newEvent()], { expectedRevision: 0 }).catch((error: unknown) => error),
      store.appendToStream(uniqueStream('present'), [newEvent()], { expectedRevision: 'no_stream' }),
    ]);
    expect(await unknown).toMatchObject({ name: 'WrongExpectedRevisionError', actual: 'no_stream' });
    expect(await present).toMatchObject({ nextExpectedRevision: 0 });
  });

  it('applies two appends to one stream in one batch in arrival order, the second seeing the first', async () => {
    const stream = uniqueStream('pair');
    await store.appendToStream(stream, [newEvent('Zero')], { expectedRevision: 'no_stream' });
    const other = uniqueStream('other');
    const [first, second, third, fourth] = await asOneBatch(() => [
      store.appendToStream(stream, [newEvent('One')], { expectedRevision: 0 }),
      store.appendToStream(other, [newEvent('Elsewhere')], { expectedRevision: 'no_stream' }),
      store.appendToStream(stream, [newEvent('Two'), newEvent('Three')], { expectedRevision: 1 }),
      // stale by the time it runs: the two before it moved the stream to 3
      store.appendToStream(stream, [newEvent('Late')], { expectedRevision: 1 }).catch((error: unknown) => error),
    ]);
    expect((await first!).nextExpectedRevision).toBe(1);
    expect((await second!).nextExpectedRevision).toBe(0);
    expect((await third!).nextExpectedRevision).toBe(3);
    expect(await fourth).toMatchObject({ name: 'WrongExpectedRevisionError', actual: 3 });

    const read = await store.readStream(stream);
    expect(read.map((event) => [event.type, event.revision])).toEqual([
      ['Zero', 0],
      ['One', 1],
      ['Two', 2],
      ['Three', 3],
    ]);
    for (let i = 1; i < read.length; i++) expect(comparePositions(read[i - 1]!.position, read[i]!.position)).toBeLessThan(0);
    const txs = await txOf([stream, other]);
    expect(new Set([...txs.get(stream)!.slice(1), ...txs.get(other)!]).size).toBe(1);
  });

  it('fails only the caller whose event id is taken; the others in the batch are stored', async () => {
    const taken = newEvent('Original');
    await store.appendToStream(uniqueStream('original'), [taken], { expectedRevision: 'no_stream' });
    const streams = Array.from({ length: 6 }, () => uniqueStream('dup'));
    const outcomes = await Promise.all(
      await asOneBatch(() =>
        streams.map((stream, index) =>
          store
            .appendToStream(
              stream,
              index === 3 ? [newEvent('Copy'), { ...newEvent('Copy'), eventId: taken.eventId }] : [newEvent('Fine')],
              {
                expectedRevision: 'no_stream',
              },
            )
            .then(
              (result) => ({ ok: true as const, result }),
              (error: unknown) => ({ ok: false as const, error }),
            ),
        ),
      ),
    );
    outcomes.forEach((outcome, index) => {
      if (index === 3) {
        expect(outcome.ok).toBe(false);
        // the database's own error, not a WrongExpectedRevisionError
        expect((outcome as { error: unknown }).error).toMatchObject({ code: '23505' });
      } else {
        expect(outcome).toMatchObject({ ok: true, result: { nextExpectedRevision: 0 } });
      }
    });
    const stored = await Promise.all(streams.map((stream) => store.readStream(stream)));
    stored.forEach((events, index) => {
      expect(events.map((event) => event.type)).toEqual(index === 3 ? [] : ['Fine']);
    });
    // the batch rolled back and each append was retried on its own: one transaction per stored append
    const txs = await txOf(streams);
    expect(new Set([...txs.values()].flat()).size).toBe(5);
  });

  it('fails only the caller whose payload the database refuses, even with several appends to its stream queued', async () => {
    const stream = uniqueStream('bad');
    await store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
    const fine = uniqueStream('fine');
    const [before, bad, after, elsewhere] = await asOneBatch(() => [
      store.appendToStream(stream, [newEvent('Before')], { expectedRevision: 0 }),
      store
        .appendToStream(stream, [newEvent('Bad', {}, { eventId: 'not-a-uuid' })], { expectedRevision: 1 })
        .catch((error: unknown) => error),
      store.appendToStream(stream, [newEvent('After')], { expectedRevision: 1 }),
      store.appendToStream(fine, [newEvent('Fine')], { expectedRevision: 'no_stream' }),
    ]);
    expect((await before!).nextExpectedRevision).toBe(1);
    expect(await bad).toMatchObject({ code: '22P02' });
    // retried in arrival order after the bad one failed, so revision 1 still holds for it
    expect((await after!).nextExpectedRevision).toBe(2);
    expect((await elsewhere!).nextExpectedRevision).toBe(0);
    expect((await store.readStream(stream)).map((event) => event.type)).toEqual(['SomethingHappened', 'Before', 'After']);
  });

  it('answers a lone append at once and keeps positions in log order across batches', async () => {
    const stream = uniqueStream('lone');
    const start = await store.headPosition();
    const result = await store.appendToStream(stream, [newEvent('Alone')], { expectedRevision: 'no_stream' });
    const others = Array.from({ length: 30 }, () => uniqueStream('log'));
    await Promise.all(others.map((other) => store.appendToStream(other, [newEvent('A'), newEvent('B')], { expectedRevision: 'any' })));
    const mine = new Set([stream, ...others]);
    const seen: RecordedEvent[] = [];
    let cursor = start;
    for (;;) {
      const page = await store.readAll({ after: cursor, limit: 25 });
      if (page.length === 0) break;
      seen.push(...page.filter((event) => mine.has(event.streamId)));
      cursor = page[page.length - 1]!.position;
    }
    expect(seen).toHaveLength(61);
    expect(new Set(seen.map((event) => event.eventId)).size).toBe(61);
    for (let i = 1; i < seen.length; i++) expect(comparePositions(seen[i - 1]!.position, seen[i]!.position)).toBeLessThan(0);
    expect(seen[0]!.position).toEqual(result.position);
  });

  it('takes stream locks in stream id order, whatever the arrival order (no deadlock between batches)', async () => {
    const prefix = uniqueStream('order');
    const [a, b] = [`${prefix}-a`, `${prefix}-b`];
    await store.appendToStream(a, [newEvent()], { expectedRevision: 'no_stream' });
    await store.appendToStream(b, [newEvent()], { expectedRevision: 'no_stream' });
    const holder = await pool.connect();
    const caller = await pool.connect();
    const probe = await pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select * from eventstore.streams where stream_id = $1 for update', [b]);
      // b arrives first, a second; the function must lock a first, then wait for b
      const callerPid = (await caller.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const call = caller.query(
        `select * from eventstore.append_many($1::text[], array['any', 'any'], array[1, 1], $2::uuid[], array['B', 'A'], array[1, 1],
           '[{}, {}]'::json, array['{}', '{}'], array[now(), now()])`,
        [
          [b, a],
          [newEvent().eventId, newEvent().eventId],
        ],
      );
      await expect
        .poll(
          async () =>
            (await probe.query('select wait_event_type from pg_stat_activity where pid = $1', [callerPid])).rows[0]?.wait_event_type,
          { timeout: 10_000 },
        )
        .toBe('Lock');
      await probe.query('begin');
      const locked = await probe
        .query('select * from eventstore.streams where stream_id = $1 for update nowait', [a])
        .catch((error: unknown) => error);
      await probe.query('rollback');
      expect(locked).toMatchObject({ code: '55P03' });
      await holder.query('commit');
      const rows = (await call).rows as Array<{ ok: boolean; last_revision: string }>;
      expect(rows.map((row) => [row.ok, Number(row.last_revision)])).toEqual([
        [true, 1],
        [true, 1],
      ]);
    } finally {
      holder.release();
      caller.release();
      probe.release();
    }
  });

  it('caps a batch at maxBatchAppends', async () => {
    const capped = createPostgresEventStore({ pool, maxBatchesInFlight: 1, maxBatchAppends: 10 });
    const streams = Array.from({ length: 45 }, () => uniqueStream('capped'));
    await Promise.all(streams.map((stream) => capped.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' })));
    await capped.close();
    const perTx = new Map<string, number>();
    for (const [, txs] of await txOf(streams)) for (const tx of txs) perTx.set(tx, (perTx.get(tx) ?? 0) + 1);
    expect(Math.max(...perTx.values())).toBeLessThanOrEqual(10);
    // the first goes alone, the other 44 queue behind it: at least 5 batches, and not one each
    expect(perTx.size).toBeGreaterThanOrEqual(5);
    expect(perTx.size).toBeLessThan(45);
  });
});
