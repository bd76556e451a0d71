import { Readable } from 'node:stream';
import { ANY, END, NO_STREAM, START, STREAM_EXISTS, StreamNotFoundError, WrongExpectedVersionError } from '@eventstore/db-client';
import type { EsdbClient } from '@canopy/platform/eventStore/esdb/esdbEventStore';

/**
 * An in-memory stand-in for the parts of @eventstore/db-client 6.x the adapter uses, following the
 * behaviour the client's own tests pin down: reading $all forwards from a position includes the
 * event at it, a subscription from a position starts after it, "caughtUp" is emitted by the
 * subscription stream while events read before it may still sit in its buffer, system records
 * (types starting with `$`) are interleaved with ours in $all, and a missing stream reads as
 * StreamNotFoundError. It lets the adapter's own logic (paging, filtering, batching, caught-up,
 * retries) run here; the real server is covered by esdbEventStore.contract.spec.ts where Docker or
 * ESDB_URL exist.
 */
type Position = { commit: bigint; prepare: bigint };
type Stored = {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  isJson: true;
  created: Date;
  position: Position;
};

const compare = (a: Position, b: Position) =>
  a.commit !== b.commit ? (a.commit < b.commit ? -1 : 1) : a.prepare === b.prepare ? 0 : a.prepare < b.prepare ? -1 : 1;

export type FakeEsdb = {
  client: EsdbClient;
  /** writes a system record, as the server does now and then */
  systemEvent(type?: string): void;
  /** live subscriptions fail with this error (as when the server drops a slow subscriber) */
  dropSubscriptions(error?: Error): void;
  subscriptionsOpened(): number;
};

export const createFakeEsdb = (options: { systemEventEvery?: number } = {}): FakeEsdb => {
  const all: Stored[] = [];
  const streams = new Map<string, Stored[]>();
  const live = new Set<FakeSubscription>();
  let nextLog = 1000n;
  let appends = 0;
  let opened = 0;

  const write = (streamId: string, id: string, type: string, data: unknown, metadata: unknown): Stored => {
    const events = streams.get(streamId) ?? [];
    // a multi-event write: one commit position, each event its own prepare position
    const stored: Stored = {
      streamId,
      id,
      revision: BigInt(events.length),
      type,
      data,
      metadata,
      isJson: true,
      created: new Date(),
      position: { commit: nextLog, prepare: nextLog },
    };
    nextLog += 137n;
    events.push(stored);
    streams.set(streamId, events);
    all.push(stored);
    return stored;
  };
  const publish = (events: Stored[]) => {
    for (const subscription of live) subscription.offer(events);
  };
  const systemEvent = (type = '$statsCollected') => publish([write('$stats-fake', crypto.randomUUID(), type, {}, undefined)]);

  class FakeSubscription extends Readable {
    readonly from: Position | null;
    readonly regex: RegExp | null;
    constructor(from: Position | null, regex: RegExp | null) {
      super({ objectMode: true, read() {} });
      this.from = from;
      this.regex = regex;
      setImmediate(() => {
        if (this.destroyed) return;
        this.emit('confirmation');
        this.offer(all);
        this.emit('caughtUp');
        live.add(this);
      });
    }
    offer(events: Stored[]) {
      for (const event of events) {
        if (this.from && compare(event.position, this.from) <= 0) continue;
        if (this.regex && !this.regex.test(event.type)) continue;
        this.push({ event, commitPosition: event.position.commit });
      }
    }
    async unsubscribe() {
      live.delete(this);
      this.push(null);
    }
  }

  const readAll = ({
    fromPosition = START,
    direction = 'forwards',
    maxCount = Number.MAX_SAFE_INTEGER,
  }: {
    fromPosition?: typeof START | typeof END | Position;
    direction?: string;
    maxCount?: number | bigint;
  } = {}) => {
    const count = Number(maxCount);
    let selected: Stored[];
    if (direction === 'backwards') {
      const upTo = fromPosition === END || fromPosition === START ? all : all.filter((event) => compare(event.position, fromPosition) <= 0);
      selected = (fromPosition === START ? [] : upTo).slice(-count).reverse();
    } else {
      const from =
        fromPosition === START ? all : fromPosition === END ? [] : all.filter((event) => compare(event.position, fromPosition) >= 0);
      selected = from.slice(0, count);
    }
    return Readable.from(selected.map((event) => ({ event, commitPosition: event.position.commit })));
  };

  const readStream = (
    streamId: string,
    {
      fromRevision = START,
      maxCount = Number.MAX_SAFE_INTEGER,
    }: { fromRevision?: typeof START | typeof END | bigint; maxCount?: number | bigint } = {},
  ) => {
    const events = streams.get(streamId);
    if (!events) {
      return new Readable({
        objectMode: true,
        read() {
          this.destroy(new StreamNotFoundError(undefined, streamId));
        },
      });
    }
    const from = fromRevision === START ? 0n : fromRevision === END ? BigInt(events.length) : fromRevision;
    return Readable.from(
      events
        .filter((event) => event.revision >= from)
        .slice(0, Number(maxCount))
        .map((event) => ({ event })),
    );
  };

  const appendToStream = async (
    streamId: string,
    input:
      | { id: string; type: string; data: unknown; metadata: unknown }
      | Array<{ id: string; type: string; data: unknown; metadata: unknown }>,
    { expectedRevision = ANY }: { expectedRevision?: typeof ANY | typeof NO_STREAM | typeof STREAM_EXISTS | bigint } = {},
  ) => {
    await new Promise((resolve) => setImmediate(resolve));
    const events = Array.isArray(input) ? input : [input];
    const existing = streams.get(streamId);
    const current = existing ? BigInt(existing.length - 1) : NO_STREAM;
    const ok =
      expectedRevision === ANY ||
      (expectedRevision === NO_STREAM && current === NO_STREAM) ||
      (expectedRevision === STREAM_EXISTS && current !== NO_STREAM) ||
      (typeof expectedRevision === 'bigint' && current === expectedRevision);
    if (!ok) throw new WrongExpectedVersionError(undefined, { streamName: streamId, expected: expectedRevision, current });
    const decode = (value: unknown) => (value instanceof Uint8Array ? JSON.parse(Buffer.from(value).toString('utf8')) : value);
    const written = events.map((event) => write(streamId, event.id, event.type, decode(event.data), decode(event.metadata)));
    publish(written);
    appends++;
    if (options.systemEventEvery && appends % options.systemEventEvery === 0) systemEvent();
    // the write's position is reported as its first event's: the adapter must not rely on it being the last's
    return { success: true, nextExpectedRevision: written[written.length - 1]!.revision, position: written[0]!.position };
  };

  const subscribeToAll = ({
    fromPosition = START,
    filter,
  }: {
    fromPosition?: typeof START | typeof END | Position;
    filter?: { filterOn: string; regex?: string };
  } = {}) => {
    opened++;
    const regex = filter?.filterOn === 'eventType' && filter.regex ? new RegExp(filter.regex) : null;
    const from = fromPosition === START ? null : fromPosition === END ? (all.at(-1)?.position ?? null) : fromPosition;
    return new FakeSubscription(from, regex);
  };

  // a fresh server's $all starts with its own records
  for (const type of ['$epoch-information', '$metadata', '$settings', '$ProjectionsInitialized'])
    write(`$${type}-stream`, crypto.randomUUID(), type, {}, undefined);

  return {
    client: { appendToStream, readStream, readAll, subscribeToAll, dispose: async () => {} } as unknown as EsdbClient,
    systemEvent,
    dropSubscriptions(error = new Error('consumer too slow')) {
      for (const subscription of [...live]) {
        live.delete(subscription);
        subscription.destroy(error);
      }
    },
    subscriptionsOpened: () => opened,
  };
};
