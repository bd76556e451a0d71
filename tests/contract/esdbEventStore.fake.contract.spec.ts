import type { RecordedEvent } from '@canopy/contracts';
import { createEsdbEventStore } from '@canopy/platform/eventStore/esdb/esdbEventStore';
import { comparePositions } from '@canopy/platform/eventStore/position';
import { describe, expect, it } from 'vitest';
import { eventually, newEvent, uniqueStream } from '../support/events.ts';
import { createFakeEsdb } from './esdbFakeClient.ts';
import { eventStoreContract } from './eventStoreContract.ts';

// The EventStoreDB adapter's own logic against an in-memory client (runs everywhere); the same
// contract runs against a real server in esdbEventStore.contract.spec.ts.
eventStoreContract('EventStoreDB adapter over an in-memory client', async () => {
  const fake = createFakeEsdb({ systemEventEvery: 3 });
  const store = createEsdbEventStore({ connectionString: 'esdb://fake:2113?tls=false', client: fake.client, retryDelayMs: 100 });
  return { store, teardown: () => store.close() };
});

describe('EventStoreDB adapter specifics (in-memory client)', () => {
  const open = () => {
    const fake = createFakeEsdb();
    const store = createEsdbEventStore({ connectionString: 'esdb://fake:2113?tls=false', client: fake.client, retryDelayMs: 50 });
    return { fake, store };
  };

  it('never hands out system records, in reads, subscriptions or the head', async () => {
    const { fake, store } = open();
    try {
      expect(await store.headPosition()).toBeNull();
      expect(await store.readAll({ after: null, limit: 10 })).toEqual([]);
      const stream = uniqueStream();
      await store.appendToStream(stream, [newEvent('A')], { expectedRevision: 'no_stream' });
      for (let k = 0; k < 150; k++) fake.systemEvent();
      const [only] = await store.readStream(stream);
      expect(await store.headPosition()).toEqual(only!.position);
      await store.appendToStream(stream, [newEvent('B')], { expectedRevision: 0 });
      for (let k = 0; k < 250; k++) fake.systemEvent();
      const [, second] = await store.readStream(stream);
      // both past pages of system records only
      expect(await store.headPosition()).toEqual(second!.position);
      expect((await store.readAll({ after: null, limit: 10 })).map((event) => event.type)).toEqual(['A', 'B']);
      expect((await store.readAll({ after: only!.position, limit: 1 })).map((event) => event.type)).toEqual(['B']);
      expect(await store.readAll({ after: second!.position, limit: 10 })).toEqual([]);
      const received: RecordedEvent[] = [];
      const subscription = store.subscribeToAll({
        after: null,
        onBatch: async (events) => {
          received.push(...events);
        },
      });
      fake.systemEvent('$metadata');
      await store.appendToStream(stream, [newEvent('C')], { expectedRevision: 1 });
      await eventually(() => received.length === 3, 5_000, 'three events');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await subscription.stop();
      expect(received.map((event) => event.type)).toEqual(['A', 'B', 'C']);
    } finally {
      await store.close();
    }
  });

  it('reports the last appended event position though the client reports the write position', async () => {
    const { store } = open();
    try {
      const stream = uniqueStream();
      const result = await store.appendToStream(stream, [newEvent(), newEvent(), newEvent()], { expectedRevision: 'no_stream' });
      const read = await store.readStream(stream);
      expect(result.position).toEqual(read[2]!.position);
      expect(result.nextExpectedRevision).toBe(2);
    } finally {
      await store.close();
    }
  });

  it('subscribes again from the last handled position when the server drops the subscription', async () => {
    const { fake, store } = open();
    try {
      const stream = uniqueStream();
      await store.appendToStream(
        stream,
        Array.from({ length: 20 }, (_, i) => newEvent('N', { i })),
        { expectedRevision: 'no_stream' },
      );
      const received: number[] = [];
      const errors: unknown[] = [];
      const subscription = store.subscribeToAll({
        after: null,
        batchSize: 3,
        onBatch: async (events) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          received.push(...events.map((event) => event.data.i as number));
        },
        onError: (error) => errors.push(error),
      });
      await eventually(() => received.length >= 6, 5_000, 'some events');
      fake.dropSubscriptions();
      await store.appendToStream(
        stream,
        Array.from({ length: 5 }, (_, i) => newEvent('N', { i: 20 + i })),
        { expectedRevision: 19 },
      );
      await eventually(() => received.length >= 25, 10_000, 'every event');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await subscription.stop();
      expect(received).toEqual(Array.from({ length: 25 }, (_, i) => i));
      expect(errors.length).toBeGreaterThanOrEqual(1);
      expect(fake.subscriptionsOpened()).toBeGreaterThanOrEqual(2);
    } finally {
      await store.close();
    }
  });

  it('hands a slow handler batches of at most batchSize, in order, each event once', async () => {
    const { store } = open();
    try {
      const stream = uniqueStream();
      const received: RecordedEvent[] = [];
      const sizes: number[] = [];
      const subscription = store.subscribeToAll({
        after: null,
        batchSize: 7,
        onBatch: async (events) => {
          sizes.push(events.length);
          await new Promise((resolve) => setTimeout(resolve, 2));
          received.push(...events);
        },
      });
      for (let k = 0; k < 20; k++) {
        await store.appendToStream(
          stream,
          Array.from({ length: 10 }, (_, i) => newEvent('N', { i: k * 10 + i })),
          { expectedRevision: k === 0 ? 'no_stream' : k * 10 - 1 },
        );
      }
      await eventually(() => received.length === 200, 10_000, 'every event');
      await subscription.stop();
      expect(Math.max(...sizes)).toBeLessThanOrEqual(7);
      expect(received.map((event) => event.data.i)).toEqual(Array.from({ length: 200 }, (_, i) => i));
      for (let k = 1; k < received.length; k++) expect(comparePositions(received[k - 1]!.position, received[k]!.position)).toBeLessThan(0);
    } finally {
      await store.close();
    }
  });

  it('calls onCaughtUp once, after the events that were in the log', async () => {
    const { store } = open();
    try {
      const stream = uniqueStream();
      // 30 events, batches of 2: the read-ahead pauses the stream with events still buffered when
      // the server says "caught up"; those must be handled first
      await store.appendToStream(
        stream,
        Array.from({ length: 30 }, (_, i) => newEvent('N', { i })),
        { expectedRevision: 'no_stream' },
      );
      const handledAtCaughtUp: number[] = [];
      let handled = 0;
      let caughtUp = 0;
      const subscription = store.subscribeToAll({
        after: null,
        batchSize: 2,
        onBatch: async (events) => {
          await new Promise((resolve) => setTimeout(resolve, 2));
          handled += events.length;
        },
        onCaughtUp: () => {
          caughtUp++;
          handledAtCaughtUp.push(handled);
        },
      });
      await eventually(() => caughtUp === 1, 5_000, 'caught up');
      await store.appendToStream(stream, [newEvent('N', { i: 30 })], { expectedRevision: 29 });
      await eventually(() => handled === 31, 5_000, 'live event');
      await subscription.stop();
      expect(caughtUp).toBe(1);
      expect(handledAtCaughtUp).toEqual([30]);
    } finally {
      await store.close();
    }
  });

  it('maps metadata both ways and keeps EventStoreDB correlation fields out of ours', async () => {
    const { store } = open();
    try {
      const stream = uniqueStream();
      const event = newEvent(
        'M',
        { x: 1 },
        { schemaVersion: 3, metadata: { teamId: 't', workspaceId: 'w', actor: 'a', correlationId: 'c', causationId: 'z' } },
      );
      await store.appendToStream(stream, [event], { expectedRevision: 'any' });
      const [read] = await store.readStream(stream);
      expect(read).toMatchObject({ eventId: event.eventId, schemaVersion: 3, occurredAt: event.occurredAt, data: { x: 1 } });
      expect(read!.metadata).toEqual({ teamId: 't', workspaceId: 'w', actor: 'a', correlationId: 'c', causationId: 'z' });
    } finally {
      await store.close();
    }
  });
});
