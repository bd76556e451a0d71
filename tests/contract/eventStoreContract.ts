import type { NewEvent, RecordedEvent } from '@canopy/contracts';
import type { EventStore } from '@canopy/platform/eventStore/eventStore';
import { WrongExpectedRevisionError } from '@canopy/platform/eventStore/eventStore';
import { comparePositions } from '@canopy/platform/eventStore/position';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, newEvent, uniqueStream } from '../support/events.ts';

export type StoreFixture = { store: EventStore; teardown: () => Promise<void> };

async function* chunksOf(...chunks: NewEvent[][]) {
  for (const chunk of chunks) yield chunk;
}

/**
 * What every event store adapter must do. Tests touch only streams they create, so the suite
 * also runs against a shared server (ESDB_URL) that holds other data.
 */
export const eventStoreContract = (name: string, open: () => Promise<StoreFixture>) =>
  describe(`event store contract: ${name}`, () => {
    let fixture: StoreFixture;
    let store: EventStore;
    beforeAll(async () => {
      fixture = await open();
      store = fixture.store;
    });
    afterAll(async () => fixture?.teardown());

    const readAllOf = async (streams: Set<string>, after: RecordedEvent['position'] | null = null): Promise<RecordedEvent[]> => {
      const found: RecordedEvent[] = [];
      let cursor = after;
      for (;;) {
        const page = await store.readAll({ after: cursor, limit: 200 });
        if (page.length === 0) return found;
        found.push(...page.filter((event) => streams.has(event.streamId)));
        cursor = page[page.length - 1]!.position;
      }
    };

    it('appends to a new stream with no_stream and reads back the whole envelope', async () => {
      const stream = uniqueStream();
      const first = newEvent(
        'ParticipantAdded',
        { name: 'Ada', nested: { n: 1 } },
        {
          metadata: { teamId: 't1', workspaceId: 'w1', actor: 'c1', correlationId: 'corr-1', causationId: 'cause-1' },
        },
      );
      const second = newEvent('ParticipantRenamed', { name: 'Ada L.' });
      const result = await store.appendToStream(stream, [first, second], { expectedRevision: 'no_stream' });
      expect(result.nextExpectedRevision).toBe(1);

      const read = await store.readStream(stream);
      expect(read.map((event) => [event.type, event.revision])).toEqual([
        ['ParticipantAdded', 0],
        ['ParticipantRenamed', 1],
      ]);
      expect(read[0]).toMatchObject({
        eventId: first.eventId,
        schemaVersion: 1,
        data: { name: 'Ada', nested: { n: 1 } },
        metadata: { teamId: 't1', workspaceId: 'w1', actor: 'c1', correlationId: 'corr-1', causationId: 'cause-1' },
        streamId: stream,
      });
      expect(new Date(read[0]!.occurredAt).getTime()).toBe(new Date(first.occurredAt).getTime());
      expect(comparePositions(read[0]!.position, read[1]!.position)).toBeLessThan(0);
      expect(comparePositions(read[1]!.position, result.position)).toBe(0);
    });

    it('reads every event in order when a reader asks for the data of some types only, those types with their data', async () => {
      const stream = uniqueStream();
      const before = await store.headPosition();
      await store.appendToStream(
        stream,
        [newEvent('Wanted', { n: 1 }), newEvent('Skipped', { big: 'x'.repeat(1000) }), newEvent('Wanted', { n: 2 })],
        { expectedRevision: 'no_stream' },
      );
      const found: RecordedEvent[] = [];
      let cursor = before;
      for (;;) {
        const page = await store.readAll({ after: cursor, limit: 2, dataOf: ['Wanted'] });
        if (page.length === 0) break;
        found.push(...page.filter((event) => event.streamId === stream));
        cursor = page[page.length - 1]!.position;
      }
      expect(found.map((event) => [event.type, event.revision])).toEqual([
        ['Wanted', 0],
        ['Skipped', 1],
        ['Wanted', 2],
      ]);
      expect(found.filter((event) => event.type === 'Wanted').map((event) => event.data)).toEqual([{ n: 1 }, { n: 2 }]);
      // a store may leave a skipped body out, never hand over another one
      expect([{}, { big: 'x'.repeat(1000) }]).toContainEqual(found[1]!.data);
    });

    it('reads an unknown stream as empty and a stream from a revision', async () => {
      expect(await store.readStream(uniqueStream())).toEqual([]);
      const stream = uniqueStream();
      await store.appendToStream(stream, [newEvent('A'), newEvent('B'), newEvent('C')], { expectedRevision: 'no_stream' });
      expect((await store.readStream(stream, { fromRevision: 1 })).map((event) => event.type)).toEqual(['B', 'C']);
    });

    it('refuses no_stream on an existing stream and reports its revision', async () => {
      const stream = uniqueStream();
      await store.appendToStream(stream, [newEvent(), newEvent()], { expectedRevision: 'no_stream' });
      const error = await store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect((error as WrongExpectedRevisionError).actual).toBe(1);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('appends at an exact revision and refuses a stale one', async () => {
      const stream = uniqueStream();
      await store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
      const ok = await store.appendToStream(stream, [newEvent(), newEvent()], { expectedRevision: 0 });
      expect(ok.nextExpectedRevision).toBe(2);
      await expect(store.appendToStream(stream, [newEvent()], { expectedRevision: 0 })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.appendToStream(uniqueStream(), [newEvent()], { expectedRevision: 0 })).rejects.toMatchObject({
        actual: 'no_stream',
      });
      expect(await store.readStream(stream)).toHaveLength(3);
    });

    it('appends chunks as one append: contiguous revisions, one check of the expected revision', async () => {
      const stream = uniqueStream();
      await store.appendToStream(stream, [newEvent('Before')], { expectedRevision: 'no_stream' });
      const result = await store.appendChunks(stream, chunksOf([newEvent('A'), newEvent('B')], [], [newEvent('C')]), {
        expectedRevision: 0,
      });
      expect(result.nextExpectedRevision).toBe(3);
      expect((await store.readStream(stream)).map((event) => [event.type, event.revision])).toEqual([
        ['Before', 0],
        ['A', 1],
        ['B', 2],
        ['C', 3],
      ]);
      const logged = await readAllOf(new Set([stream]));
      expect(logged.map((event) => event.type)).toEqual(['Before', 'A', 'B', 'C']);
      expect(logged.at(-1)!.position).toEqual(result.position);

      await expect(store.appendChunks(stream, chunksOf([newEvent('Stale')]), { expectedRevision: 0 })).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect(await store.readStream(stream)).toHaveLength(4);
    });

    it('stores nothing of a chunked append whose chunks fail to come, or that has no events', async () => {
      const stream = uniqueStream();
      async function* failing() {
        yield [newEvent('A'), newEvent('B')];
        throw new Error('sealing failed');
      }
      await expect(store.appendChunks(stream, failing(), { expectedRevision: 'no_stream' })).rejects.toThrow('sealing failed');
      await expect(store.appendChunks(stream, chunksOf([], []), { expectedRevision: 'no_stream' })).rejects.toThrow(/no events/);
      expect(await store.readStream(stream)).toEqual([]);
      expect((await store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' })).nextExpectedRevision).toBe(0);
    });

    it('demands an existing stream with stream_exists and accepts anything with any', async () => {
      const stream = uniqueStream();
      await expect(store.appendToStream(stream, [newEvent()], { expectedRevision: 'stream_exists' })).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect((await store.appendToStream(stream, [newEvent()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0);
      expect((await store.appendToStream(stream, [newEvent()], { expectedRevision: 'stream_exists' })).nextExpectedRevision).toBe(1);
      expect((await store.appendToStream(stream, [newEvent()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(2);
    });

    it('lets exactly one of two writers at the same revision win', async () => {
      const stream = uniqueStream();
      await store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => store.appendToStream(stream, [newEvent('Racing')], { expectedRevision: 0 })),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(WrongExpectedRevisionError);
      }
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('reads all events of concurrent writers exactly once, in increasing position', async () => {
      const streams = new Set(Array.from({ length: 8 }, () => uniqueStream('many')));
      const start = await store.headPosition();
      await Promise.all(
        [...streams].map(async (stream) => {
          for (let i = 0; i < 5; i++)
            await store.appendToStream(stream, [newEvent('N', { i }), newEvent('M', { i })], {
              expectedRevision: i === 0 ? 'no_stream' : i * 2 - 1,
            });
        }),
      );
      const events = await readAllOf(streams, start);
      expect(events).toHaveLength(80);
      expect(new Set(events.map((event) => event.eventId)).size).toBe(80);
      for (let i = 1; i < events.length; i++) expect(comparePositions(events[i - 1]!.position, events[i]!.position)).toBeLessThan(0);
      for (const stream of streams) {
        const revisions = events.filter((event) => event.streamId === stream).map((event) => event.revision);
        expect(revisions).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      }
    });

    it('pages through readAll without gaps or repeats', async () => {
      const stream = uniqueStream();
      const start = await store.headPosition();
      await store.appendToStream(
        stream,
        Array.from({ length: 7 }, (_, i) => newEvent('P', { i })),
        { expectedRevision: 'no_stream' },
      );
      const seen: number[] = [];
      let cursor = start;
      for (;;) {
        const page = await store.readAll({ after: cursor, limit: 3 });
        if (page.length === 0) break;
        expect(page.length).toBeLessThanOrEqual(3);
        seen.push(...page.filter((event) => event.streamId === stream).map((event) => event.data.i as number));
        cursor = page[page.length - 1]!.position;
      }
      expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6]);
    });

    it('reports the head position as the newest event', async () => {
      const stream = uniqueStream();
      const { position } = await store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
      const head = await store.headPosition();
      expect(head).not.toBeNull();
      expect(comparePositions(head!, position)).toBeGreaterThanOrEqual(0);
    });

    it('catches up from a position, then follows live appends, each event once', async () => {
      const stream = uniqueStream('sub');
      const start = await store.headPosition();
      await store.appendToStream(stream, [newEvent('Before', { i: 0 }), newEvent('Before', { i: 1 })], { expectedRevision: 'no_stream' });
      const received: RecordedEvent[] = [];
      let caughtUp = false;
      const subscription = store.subscribeToAll({
        after: start,
        batchSize: 2,
        onBatch: async (events) => {
          received.push(...events.filter((event) => event.streamId === stream));
        },
        onCaughtUp: () => {
          caughtUp = true;
        },
      });
      try {
        await eventually(() => caughtUp && received.length === 2, 10_000, 'catch-up');
        await store.appendToStream(stream, [newEvent('Live', { i: 2 })], { expectedRevision: 1 });
        await store.appendToStream(stream, [newEvent('Live', { i: 3 }), newEvent('Live', { i: 4 })], { expectedRevision: 2 });
        await eventually(() => received.length === 5, 10_000, 'live events');
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(received.map((event) => event.data.i)).toEqual([0, 1, 2, 3, 4]);
      } finally {
        await subscription.stop();
      }
    });

    it('redelivers a batch whose handler failed, without skipping', async () => {
      const stream = uniqueStream('retry');
      const start = await store.headPosition();
      await store.appendToStream(stream, [newEvent('X', { i: 0 }), newEvent('X', { i: 1 })], { expectedRevision: 'no_stream' });
      const applied: number[] = [];
      let failures = 0;
      const subscription = store.subscribeToAll({
        after: start,
        onBatch: async (events) => {
          const mine = events.filter((event) => event.streamId === stream);
          if (mine.length > 0 && failures === 0) {
            failures++;
            throw new Error('handler failed once');
          }
          applied.push(...mine.map((event) => event.data.i as number));
        },
        onError: () => {},
      });
      try {
        await eventually(() => applied.length === 2, 10_000, 'redelivery');
        expect(applied).toEqual([0, 1]);
        expect(failures).toBe(1);
      } finally {
        await subscription.stop();
      }
    });

    it('stops a subscription: nothing is delivered after stop resolves', async () => {
      const stream = uniqueStream('stop');
      const received: RecordedEvent[] = [];
      const subscription = store.subscribeToAll({
        after: await store.headPosition(),
        onBatch: async (events) => {
          received.push(...events.filter((event) => event.streamId === stream));
        },
      });
      await subscription.stop();
      await store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toHaveLength(0);
    });
  });
