import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@canopy/contracts';
import type { EventPublisher } from '@canopy/platform/bus/eventBus';
import type { EventStore } from '@canopy/platform/eventStore/eventStore';
import { createPostgresEventStore } from '@canopy/platform/eventStore/postgres/postgresEventStore';
import { position } from '@canopy/platform/eventStore/position';
import { startRelay } from '@canopy/platform/relay/relay';
import type { Relay, RelayCheckpointStore } from '@canopy/platform/relay/relay';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openRelayFixture, type RelayFixture } from './relayFixture.ts';
import { type TestDatabase, testPool } from '../support/database.ts';
import { eventually, newEvent, uniqueStream } from '../support/events.ts';

/**
 * A broker stand-in: records every publish attempt; can be told to fail the next attempts or to
 * hold acknowledgements until released. `acked` holds the events of publishes that resolved.
 */
const createFakePublisher = () => {
  const attempts: RecordedEvent[][] = [];
  const acked: RecordedEvent[] = [];
  let failures = 0;
  let held: { promise: Promise<void>; release: () => void } | null = null;
  let pending = 0;
  const publisher: EventPublisher & {
    attempts: RecordedEvent[][];
    acked: RecordedEvent[];
    failNext(count?: number): void;
    hold(): void;
    release(): void;
    pending(): number;
  } = {
    attempts,
    acked,
    failNext(count = 1) {
      failures += count;
    },
    hold() {
      let release!: () => void;
      const promise = new Promise<void>((resolve) => {
        release = resolve;
      });
      held = { promise, release };
    },
    release() {
      const current = held;
      held = null;
      current?.release();
    },
    pending: () => pending,
    async publish(events: RecordedEvent[]) {
      attempts.push([...events]);
      pending++;
      try {
        if (held) await held.promise;
        if (failures > 0) {
          failures--;
          throw new Error('broker unavailable');
        }
        acked.push(...events);
      } finally {
        pending--;
      }
    },
    async close() {},
  };
  return publisher;
};

const ids = (events: RecordedEvent[]) => events.map((event) => event.eventId);
const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

describe('relay', () => {
  let database: TestDatabase;
  let store: EventStore;
  let checkpoints: RelayCheckpointStore;
  const relays: Relay[] = [];

  let fixture: RelayFixture;

  beforeEach(async () => {
    fixture = await openRelayFixture('relay');
    ({ database, store, checkpoints } = fixture);
  });
  afterEach(async () => {
    // a held publish would keep stop() waiting: release first
    for (const release of publisherCleanup.splice(0)) release();
    await Promise.all(relays.splice(0).map((relay) => relay.stop()));
    await fixture.close();
  });
  const publisherCleanup: Array<() => void> = [];

  const start = async (publisher: ReturnType<typeof createFakePublisher>, name = 'test', batchSize = 100) => {
    publisherCleanup.push(() => publisher.release());
    const relay = await startRelay({ store, publisher, checkpoints, name, batchSize });
    relays.push(relay);
    return relay;
  };

  const appendNumbered = async (stream: string, from: number, count: number) => {
    await store.appendToStream(
      stream,
      Array.from({ length: count }, (_, k) => newEvent('Numbered', { i: from + k })),
      {
        expectedRevision: from === 0 ? 'no_stream' : from - 1,
      },
    );
  };

  const wholeLog = async () => store.readAll({ after: null, limit: 10_000 });

  it('stores the checkpoint only after the broker acknowledged the batch', async () => {
    const publisher = createFakePublisher();
    publisher.hold();
    const relay = await start(publisher);
    await appendNumbered(uniqueStream(), 0, 3);
    await eventually(() => publisher.pending() === 1, 10_000, 'a publish in flight');
    await settle();
    expect(publisher.attempts.flat()).toHaveLength(3);
    expect(await checkpoints.load('test')).toBeNull();
    expect(relay.position()).toBeNull();

    publisher.release();
    const log = await wholeLog();
    const last = log[log.length - 1]!.position;
    await eventually(async () => (await checkpoints.load('test'))?.seq === last.seq, 10_000, 'the checkpoint');
    expect(await checkpoints.load('test')).toEqual(last);
    expect(relay.position()).toEqual(last);
    expect(ids(publisher.acked)).toEqual(ids(log));
  });

  it('keeps the checkpoint when a publish fails and publishes the same batch again, in order', async () => {
    const publisher = createFakePublisher();
    const stream = uniqueStream();
    await appendNumbered(stream, 0, 5);
    const log = await wholeLog();
    // batches of two: [0 1] is acknowledged, [2 3] fails once, then its second attempt is held
    let attemptsBeforeHold = 0;
    const originalPublish = publisher.publish.bind(publisher);
    publisher.publish = async (events) => {
      attemptsBeforeHold++;
      if (attemptsBeforeHold === 2) publisher.failNext(1);
      if (attemptsBeforeHold === 3) publisher.hold();
      return originalPublish(events);
    };
    await start(publisher, 'test', 2);
    await eventually(() => publisher.attempts.length === 3 && publisher.pending() === 1, 15_000, 'the retried batch in flight');
    expect(await checkpoints.load('test')).toEqual(log[1]!.position);
    expect(ids(publisher.attempts[1]!)).toEqual(ids(log.slice(2, 4)));
    expect(ids(publisher.attempts[2]!)).toEqual(ids(publisher.attempts[1]!));

    publisher.release();
    await eventually(() => publisher.acked.length === 5, 15_000, 'everything acknowledged');
    await eventually(async () => (await checkpoints.load('test'))?.seq === log[4]!.position.seq, 10_000, 'the final checkpoint');
    expect(ids(publisher.acked)).toEqual(ids(log));
    expect(publisher.acked.map((event) => event.data.i)).toEqual([0, 1, 2, 3, 4]);
  });

  it('resumes after its checkpoint when restarted and publishes nothing acknowledged twice', async () => {
    const stream = uniqueStream();
    await appendNumbered(stream, 0, 3);
    const first = createFakePublisher();
    const relay = await start(first);
    await eventually(() => first.acked.length === 3, 10_000, 'first run');
    await eventually(async () => (await checkpoints.load('test')) !== null && relay.position() !== null, 10_000, 'checkpoint');
    await relay.stop();
    relays.splice(relays.indexOf(relay), 1);

    await appendNumbered(stream, 3, 2);
    const second = createFakePublisher();
    await start(second);
    await eventually(() => second.acked.length === 2, 10_000, 'second run');
    await settle();
    expect(second.acked.map((event) => event.data.i)).toEqual([3, 4]);
    const log = await wholeLog();
    expect(ids([...first.acked, ...second.acked])).toEqual(ids(log));
    expect(await checkpoints.load('test')).toEqual(log[4]!.position);
  });

  it('republishes after a restart what was never acknowledged, skipping nothing', async () => {
    const stream = uniqueStream();
    await appendNumbered(stream, 0, 2);
    const first = createFakePublisher();
    const relay = await start(first, 'test', 2);
    await eventually(() => first.acked.length === 2, 10_000, 'first batch');
    await eventually(async () => (await checkpoints.load('test')) !== null, 10_000, 'checkpoint');
    first.failNext(1_000);
    await appendNumbered(stream, 2, 2);
    await eventually(() => first.attempts.length >= 2, 10_000, 'a failing publish');
    await relay.stop();
    relays.splice(relays.indexOf(relay), 1);
    const log = await wholeLog();
    expect(await checkpoints.load('test')).toEqual(log[1]!.position);

    const second = createFakePublisher();
    await start(second, 'test', 2);
    await eventually(() => second.acked.length === 2, 10_000, 'the unacknowledged batch');
    expect(second.acked.map((event) => event.data.i)).toEqual([2, 3]);
    expect(ids(second.attempts[0]!)).toEqual(ids(first.attempts[1]!));
  });

  it('publishes from the log, never from the append call', async () => {
    const publisher = createFakePublisher();
    const stream = uniqueStream();
    await start(publisher);
    await appendNumbered(stream, 0, 1);
    await eventually(() => publisher.acked.length === 1, 10_000, 'first event');

    // with the broker not acknowledging, an append still completes at once and is not published by itself
    publisher.hold();
    await appendNumbered(stream, 1, 1);
    await eventually(() => publisher.pending() === 1, 10_000, 'publish of the second event in flight');
    const appendStarted = Date.now();
    await appendNumbered(stream, 2, 1);
    expect(Date.now() - appendStarted).toBeLessThan(2_000);
    await settle();
    expect(publisher.attempts.flat().map((event) => event.data.i)).toEqual([0, 1]);

    // an event another process wrote (its own store instance, no relay of its own) is published too
    const otherPool = testPool({ connectionString: database.url, max: 2 });
    try {
      const otherProcess = createPostgresEventStore({ pool: otherPool });
      await otherProcess.appendToStream(stream, [newEvent('Numbered', { i: 3 })], { expectedRevision: 2 });
      publisher.release();
      await eventually(() => publisher.acked.length === 4, 10_000, 'every event published');
      expect(publisher.acked.map((event) => event.data.i)).toEqual([0, 1, 2, 3]);
      await otherProcess.close();
    } finally {
      await otherPool.end();
    }
  });

  it('moves a checkpoint only forwards', async () => {
    expect(await checkpoints.load('a')).toBeNull();
    expect(await checkpoints.save('a', position(5, 10))).toBe(true);
    expect(await checkpoints.save('a', position(5, 9))).toBe(false);
    expect(await checkpoints.save('a', position(4, 99))).toBe(false);
    expect(await checkpoints.save('a', position(5, 10))).toBe(false);
    expect(await checkpoints.load('a')).toEqual(position(5, 10));
    expect(await checkpoints.save('a', position(6, 1))).toBe(true);
    expect(await checkpoints.load('a')).toEqual(position(6, 1));
    // positions beyond 2^63 (EventStoreDB's are unsigned 64-bit) keep their order
    expect(await checkpoints.save('b', position('18446744073709551000', '1'))).toBe(true);
    expect(await checkpoints.save('b', position('9223372036854775808', '2'))).toBe(false);
    expect(await checkpoints.load('b')).toEqual(position('18446744073709551000', '1'));
    expect(await checkpoints.load('a')).toEqual(position(6, 1));
  });

  it('keeps one checkpoint per relay name', async () => {
    await appendNumbered(uniqueStream(), 0, 2);
    const one = createFakePublisher();
    const two = createFakePublisher();
    await start(one, `one-${randomUUID()}`);
    await start(two, `two-${randomUUID()}`);
    await eventually(() => one.acked.length === 2 && two.acked.length === 2, 10_000, 'both relays');
    expect(ids(one.acked)).toEqual(ids(two.acked));
  });
});
