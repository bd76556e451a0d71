import { randomUUID } from 'node:crypto';
import type { GlobalPosition, RecordedEvent } from '@canopy/contracts';
import type { EventBus } from '@canopy/platform/bus/eventBus';
import type { EventStore, Subscription } from '@canopy/platform/eventStore/eventStore';
import { comparePositions } from '@canopy/platform/eventStore/position';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, newEvent, uniqueStream } from '../support/events.ts';

export type BusFixture = {
  /** the log the bus fans out: tests append here */
  store: EventStore;
  bus: EventBus;
  teardown: () => Promise<void>;
};

const WAIT_MS = 60_000;
const TEST_MS = 120_000;
const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What every EventBus adapter must do. Tests use their own streams and consumer names, so they
 * ignore whatever else the log holds.
 */
export const eventBusContract = (name: string, open: () => Promise<BusFixture>) =>
  describe(`event bus contract: ${name}`, () => {
    let fixture: BusFixture;
    let store: EventStore;
    let bus: EventBus;
    const open_: Subscription[] = [];
    beforeAll(async () => {
      fixture = await open();
      store = fixture.store;
      bus = fixture.bus;
    });
    afterAll(async () => {
      await Promise.all(open_.splice(0).map((subscription) => subscription.stop()));
      await fixture?.teardown();
    });

    /** subscribes and records every delivered event, and those of `stream` apart */
    const follow = (
      stream: string,
      after: GlobalPosition | null,
      consumer = `consumer-${randomUUID()}`,
      onBatch?: (events: RecordedEvent[]) => Promise<void>,
    ) => {
      const all: RecordedEvent[] = [];
      const mine: RecordedEvent[] = [];
      const subscription = bus.subscribe({
        consumer,
        after,
        onBatch: async (events) => {
          await onBatch?.(events);
          all.push(...events);
          mine.push(...events.filter((event) => event.streamId === stream));
        },
        onError: () => {},
      });
      open_.push(subscription);
      return { all, mine, subscription, consumer };
    };

    const appendNumbered = async (stream: string, from: number, count: number): Promise<RecordedEvent['position'][]> => {
      const events = Array.from({ length: count }, (_, k) => newEvent('Numbered', { i: from + k }));
      await store.appendToStream(stream, events, { expectedRevision: from === 0 ? 'no_stream' : from - 1 });
      const read = await store.readStream(stream, { fromRevision: from });
      return read.map((event) => event.position);
    };

    it(
      'delivers events appended before and after subscribing, in log order',
      async () => {
        const stream = uniqueStream('bus-order');
        const start = await store.headPosition();
        await appendNumbered(stream, 0, 2);
        const { mine, all } = follow(stream, start);
        await eventually(() => mine.length === 2, WAIT_MS, 'events appended before subscribing');
        await appendNumbered(stream, 2, 1);
        await appendNumbered(stream, 3, 2);
        await eventually(() => mine.length === 5, WAIT_MS, 'events appended after subscribing');
        await settle();
        expect(mine.map((event) => event.data.i)).toEqual([0, 1, 2, 3, 4]);
        expect(mine.map((event) => event.revision)).toEqual([0, 1, 2, 3, 4]);
        for (let k = 1; k < mine.length; k++) expect(comparePositions(mine[k - 1]!.position, mine[k]!.position)).toBeLessThan(0);
        // the log order holds across streams too, not only within one
        for (let k = 1; k < all.length; k++) expect(comparePositions(all[k - 1]!.position, all[k]!.position)).toBeLessThanOrEqual(0);
        expect(mine[0]).toMatchObject({
          type: 'Numbered',
          streamId: stream,
          schemaVersion: 1,
          metadata: { teamId: 'team-1', actor: 'test' },
        });
      },
      TEST_MS,
    );

    it(
      'gives two consumers everything, independently of each other',
      async () => {
        const stream = uniqueStream('bus-two');
        const start = await store.headPosition();
        await appendNumbered(stream, 0, 3);
        let failing = true;
        // the first consumer fails every batch until told otherwise; the second must not notice
        const first = follow(stream, start, undefined, async (events) => {
          if (failing && events.some((event) => event.streamId === stream)) throw new Error('first consumer is down');
        });
        const second = follow(stream, start);
        await eventually(() => second.mine.length === 3, WAIT_MS, 'second consumer');
        expect(first.mine).toHaveLength(0);
        failing = false;
        await eventually(() => first.mine.length === 3, WAIT_MS, 'first consumer after recovering');
        await first.subscription.stop();
        await appendNumbered(stream, 3, 1);
        await eventually(() => second.mine.length === 4, WAIT_MS, 'second consumer after the first stopped');
        await settle();
        expect(first.mine.map((event) => event.data.i)).toEqual([0, 1, 2]);
        expect(second.mine.map((event) => event.data.i)).toEqual([0, 1, 2, 3]);
      },
      TEST_MS,
    );

    it(
      'delivers nothing at or before the position a consumer subscribes after',
      async () => {
        const stream = uniqueStream('bus-after');
        const positions = await appendNumbered(stream, 0, 5);
        const after = positions[2]!;
        const { mine, all } = follow(stream, after);
        await eventually(() => mine.length === 2, WAIT_MS, 'events after the position');
        await settle(500);
        expect(mine.map((event) => event.data.i)).toEqual([3, 4]);
        expect(all.length).toBeGreaterThanOrEqual(2);
        for (const event of all) expect(comparePositions(event.position, after)).toBeGreaterThan(0);
      },
      TEST_MS,
    );

    it(
      'delivers the events of a failed batch again, skipping nothing',
      async () => {
        const stream = uniqueStream('bus-retry');
        const start = await store.headPosition();
        await appendNumbered(stream, 0, 3);
        const failed: RecordedEvent[] = [];
        const { mine } = follow(stream, start, undefined, async (events) => {
          const ours = events.filter((event) => event.streamId === stream);
          if (ours.length > 0 && failed.length === 0) {
            failed.push(...ours);
            throw new Error('handler failed once');
          }
        });
        await eventually(() => mine.length === 3, WAIT_MS, 'redelivery');
        await settle();
        expect(failed.length).toBeGreaterThan(0);
        expect(mine.map((event) => event.data.i)).toEqual([0, 1, 2]);
        // the failed events themselves came back, not only later ones
        expect(mine.slice(0, failed.length).map((event) => event.eventId)).toEqual(failed.map((event) => event.eventId));
      },
      TEST_MS,
    );

    it(
      'resumes a consumer from its own checkpoint without a gap',
      async () => {
        const stream = uniqueStream('bus-resume');
        const start = await store.headPosition();
        await appendNumbered(stream, 0, 3);
        const consumer = `consumer-${randomUUID()}`;
        const before = follow(stream, start, consumer);
        await eventually(() => before.mine.length === 3, WAIT_MS, 'first run');
        const checkpoint = before.mine[2]!.position;
        await before.subscription.stop();
        await appendNumbered(stream, 3, 3);
        const after = follow(stream, checkpoint, consumer);
        await eventually(() => after.mine.length === 3, WAIT_MS, 'second run');
        await settle(500);
        expect(after.mine.map((event) => event.data.i)).toEqual([3, 4, 5]);
      },
      TEST_MS,
    );

    it(
      'starts a consumer over when its checkpoint is earlier than where it stopped',
      async () => {
        const stream = uniqueStream('bus-rewind');
        const start = await store.headPosition();
        await appendNumbered(stream, 0, 3);
        const consumer = `consumer-${randomUUID()}`;
        const first = follow(stream, start, consumer);
        await eventually(() => first.mine.length === 3, WAIT_MS, 'first run');
        await first.subscription.stop();
        // the consumer lost its read model (a rebuild): it asks for everything after `start` again
        const again = follow(stream, start, consumer);
        await eventually(() => again.mine.length === 3, WAIT_MS, 'the same events again');
        await settle();
        expect(again.mine.map((event) => event.eventId)).toEqual(first.mine.map((event) => event.eventId));
      },
      TEST_MS,
    );

    it(
      'delivers nothing after stop resolved',
      async () => {
        const stream = uniqueStream('bus-stop');
        const start = await store.headPosition();
        await appendNumbered(stream, 0, 1);
        const { mine, subscription } = follow(stream, start);
        await eventually(() => mine.length === 1, WAIT_MS, 'first event');
        await subscription.stop();
        await appendNumbered(stream, 1, 2);
        await settle(1000);
        expect(mine).toHaveLength(1);
      },
      TEST_MS,
    );
  });
