import type { GlobalPosition, NewEvent, RecordedEvent } from '@canopy/contracts';
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
} from '@eventstore/db-client';
import type {
  AllStreamRecordedEvent,
  AllStreamResolvedEvent,
  AllStreamSubscription,
  AppendExpectedRevision,
  Position,
  ReadPosition,
  RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import type { AppendResult, EventStore, ExpectedRevision, ReadAllOptions, SubscribeOptions, Subscription } from '../eventStore.ts';
import { WrongExpectedRevisionError } from '../eventStore.ts';
import { comparePositions, isAfter, position } from '../position.ts';
import { sleep } from '../../runtime/sleep.ts';

/** The part of the client this adapter uses (tests may hand in a stand-in). */
export type EsdbClient = Pick<EventStoreDBClient, 'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose'>;

export type EsdbEventStoreOptions = {
  /** e.g. `esdb://eventstoredb:2113?tls=false` */
  connectionString: string;
  /** a client to use instead of connecting to `connectionString` */
  client?: EsdbClient;
  /** pause before a subscription whose handler or connection failed subscribes again; default 1000 ms */
  retryDelayMs?: number;
};

/** Our envelope fields that EventStoreDB has no place for travel in the event's metadata. */
type StoredMetadata = RecordedEvent['metadata'] & {
  occurredAt?: string;
  schemaVersion?: number;
  /** EventStoreDB's own conventions, so its tooling (e.g. $by_correlation_id) can follow our events */
  $correlationId?: string;
  $causationId?: string;
};

const toGlobalPosition = (p: Position): GlobalPosition => position(p.commit, p.prepare);
const toEsdbPosition = (p: GlobalPosition): Position => ({ commit: BigInt(p.tx), prepare: BigInt(p.seq) });

/** Types starting with `$` are the server's own ($metadata, $>, $settings, ...): never ours. */
const isSystemEvent = (event: { type: string }) => event.type.startsWith('$');

const toExpectedRevision = (expected: ExpectedRevision): AppendExpectedRevision => {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
};

const decodeJson = (event: EsdbRecordedEvent): Record<string, unknown> => {
  if (event.isJson) return (event.data ?? {}) as Record<string, unknown>;
  try {
    return JSON.parse(Buffer.from(event.data as Uint8Array).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
};

const decodeMetadata = (event: EsdbRecordedEvent): Partial<StoredMetadata> => {
  const raw = event.metadata;
  if (raw === undefined || raw === null || raw instanceof Uint8Array || typeof raw !== 'object' || Array.isArray(raw)) return {};
  return raw as Partial<StoredMetadata>;
};

/**
 * An EventStoreDB record as our envelope. Events written by someone else (a shared server) get
 * defaults for what they lack rather than failing the whole read.
 */
const toRecorded = (event: EsdbRecordedEvent): RecordedEvent => {
  if (!event.position)
    throw new Error(`EventStoreDB returned ${event.streamId}@${event.revision} without a position (server older than 22.6?)`);
  const { occurredAt, schemaVersion, $correlationId: _correlation, $causationId: _causation, ...metadata } = decodeMetadata(event);
  return {
    eventId: event.id,
    type: event.type,
    schemaVersion: typeof schemaVersion === 'number' ? schemaVersion : 1,
    data: decodeJson(event),
    metadata: {
      teamId: null,
      actor: 'unknown',
      correlationId: event.id,
      causationId: null,
      ...metadata,
    },
    occurredAt: typeof occurredAt === 'string' ? occurredAt : event.created.toISOString(),
    streamId: event.streamId,
    revision: Number(event.revision),
    position: toGlobalPosition(event.position),
  };
};

const toEventData = (event: NewEvent) => {
  const metadata: StoredMetadata = {
    ...event.metadata,
    occurredAt: event.occurredAt,
    schemaVersion: event.schemaVersion,
    $correlationId: event.metadata.correlationId,
    ...(event.metadata.causationId ? { $causationId: event.metadata.causationId } : {}),
  };
  return jsonEvent({ id: event.eventId, type: event.type, data: event.data, metadata });
};

const collect = async <T>(source: AsyncIterable<T>): Promise<T[]> => {
  const items: T[] = [];
  for await (const item of source) items.push(item);
  return items;
};

const CAUGHT_UP = Symbol('caught up');

/**
 * The event log on EventStoreDB (`EVENT_STORE=esdb`). Positions are $all's (commit, prepare) pair.
 * $all also holds the server's own records; every read here leaves them out.
 */
export const createEsdbEventStore = (options: EsdbEventStoreOptions): EventStore => {
  const client: EsdbClient = options.client ?? EventStoreDBClient.connectionString(options.connectionString);
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const subscriptions = new Set<Subscription>();

  // $all reads take no server-side filter in this client version (readAll always sends NoFilter),
  // so reads page through $all and drop system records here, until `limit` events are found.
  const readAll = async ({ after, limit }: ReadAllOptions): Promise<RecordedEvent[]> => {
    const found: RecordedEvent[] = [];
    if (limit <= 0) return found;
    const pageSize = Math.min(Math.max(limit + 1, 64), 4096);
    let cursor = after ?? null;
    for (;;) {
      // reading $all forwards from a position includes the event at it: `cursor` is skipped below
      const page = await collect(
        client.readAll({
          direction: FORWARDS,
          fromPosition: cursor ? toEsdbPosition(cursor) : START,
          maxCount: pageSize,
        }),
      );
      let advanced = false;
      for (const resolved of page) {
        const event = resolved.event;
        if (!event) continue;
        const at = toGlobalPosition(event.position);
        if (!isAfter(at, cursor)) continue;
        cursor = at;
        advanced = true;
        if (isSystemEvent(event)) continue;
        found.push(toRecorded(event));
        if (found.length === limit) return found;
      }
      if (page.length < pageSize || !advanced) return found;
    }
  };

  const headPosition = async (): Promise<GlobalPosition | null> => {
    const pageSize = 100;
    let from: ReadPosition = END;
    let before: GlobalPosition | null = null;
    for (;;) {
      const page: AllStreamResolvedEvent[] = await collect(
        client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: pageSize }),
      );
      let last: AllStreamRecordedEvent | null = null;
      for (const resolved of page) {
        const event = resolved.event;
        if (!event) continue;
        const at = toGlobalPosition(event.position);
        // whether a backwards read includes its start position or not, never look at it twice
        if (before !== null && comparePositions(at, before) >= 0) continue;
        last = event;
        if (!isSystemEvent(event)) return at;
      }
      if (page.length < pageSize || last === null) return null;
      from = last.position;
      before = toGlobalPosition(last.position);
    }
  };

  const subscribeToAll = (subscribeOptions: SubscribeOptions): Subscription => {
    const batchSize = subscribeOptions.batchSize ?? 500;
    // events read ahead of the handler; past this the stream is paused (the server may then drop a
    // subscriber that stays slow, which only means a re-subscription from the last handled position)
    const highWater = batchSize * 4;
    const controller = new AbortController();
    let cursor = subscribeOptions.after;
    let caughtUpReported = false;
    let wake: (() => void) | null = null;
    const signal = () => {
      const resume = wake;
      wake = null;
      resume?.();
    };
    controller.signal.addEventListener('abort', signal);

    const reportCaughtUp = () => {
      if (caughtUpReported) return;
      caughtUpReported = true;
      subscribeOptions.onCaughtUp?.();
    };

    /** One catch-up subscription from `cursor`; returns on stop, throws when it or the handler fails. */
    const runOnce = async (): Promise<void> => {
      // servers before 23.10 never say "caught up": then the head at start-up marks it instead
      const head = caughtUpReported ? null : await headPosition();
      if (controller.signal.aborted) return;
      if (!caughtUpReported && (head === null || !isAfter(head, cursor))) reportCaughtUp();
      const from = cursor;
      const buffer: Array<RecordedEvent | typeof CAUGHT_UP> = [];
      let buffered = 0;
      let failure: unknown = null;
      let ended = false;
      let caughtUpSeen = false;
      let beforeCaughtUp = 0;

      const subscription: AllStreamSubscription = client.subscribeToAll({
        fromPosition: from ? toEsdbPosition(from) : START,
        filter: excludeSystemEvents(),
      });
      subscription.on('data', (resolved: AllStreamResolvedEvent) => {
        const event = resolved.event;
        if (event && !isSystemEvent(event) && failure === null) {
          try {
            const recorded = toRecorded(event);
            // a subscription from a position starts after it; the check keeps that true regardless
            if (isAfter(recorded.position, from)) {
              buffer.push(recorded);
              buffered++;
            }
          } catch (error) {
            // events after one that cannot be read must wait: the subscription starts over from here
            failure = error;
          }
        }
        if (beforeCaughtUp > 0 && --beforeCaughtUp === 0) buffer.push(CAUGHT_UP);
        if (buffered >= highWater) subscription.pause();
        signal();
      });
      subscription.on('caughtUp', () => {
        if (caughtUpSeen) return;
        caughtUpSeen = true;
        // "caught up" is emitted while events read before it may still sit in the stream's buffer
        beforeCaughtUp = subscription.readableLength;
        if (beforeCaughtUp === 0) buffer.push(CAUGHT_UP);
        signal();
      });
      subscription.on('error', (error: Error) => {
        failure ??= error;
        signal();
      });
      subscription.on('end', () => {
        ended = true;
        signal();
      });

      /** up to batchSize events from the front of the buffer, stopping at a caught-up mark */
      const takeBatch = (): RecordedEvent[] => {
        const batch: RecordedEvent[] = [];
        while (batch.length < batchSize) {
          const next = buffer[0];
          if (next === undefined || next === CAUGHT_UP) break;
          buffer.shift();
          batch.push(next);
        }
        return batch;
      };

      try {
        for (;;) {
          if (controller.signal.aborted) return;
          if (buffer[0] === CAUGHT_UP) {
            buffer.shift();
            reportCaughtUp();
            continue;
          }
          const batch = takeBatch();
          if (batch.length > 0) {
            buffered -= batch.length;
            await subscribeOptions.onBatch(batch);
            cursor = batch[batch.length - 1]!.position;
            if (head !== null && !isAfter(head, cursor)) reportCaughtUp();
            if (subscription.isPaused() && buffered <= batchSize) subscription.resume();
            continue;
          }
          if (failure !== null) throw failure;
          if (ended) throw new Error('EventStoreDB ended the subscription to $all');
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        }
      } finally {
        subscription.removeAllListeners('data');
        subscription.on('error', () => {});
        await subscription.unsubscribe().catch(() => {});
      }
    };

    const loop = async () => {
      while (!controller.signal.aborted) {
        try {
          await runOnce();
        } catch (error) {
          if (controller.signal.aborted) return;
          subscribeOptions.onError?.(error);
          await sleep(retryDelayMs, controller.signal);
        }
      }
    };

    const running = loop();
    const handle: Subscription = {
      async stop() {
        controller.abort();
        await running;
        subscriptions.delete(handle);
      },
    };
    subscriptions.add(handle);
    return handle;
  };

  const store: EventStore = {
    kind: 'esdb',

    async appendToStream(
      streamId: string,
      events: NewEvent[],
      { expectedRevision }: { expectedRevision: ExpectedRevision },
    ): Promise<AppendResult> {
      if (events.length === 0) throw new Error(`append to ${streamId}: no events`);
      let nextExpectedRevision: bigint;
      try {
        const result = await client.appendToStream(streamId, events.map(toEventData), {
          expectedRevision: toExpectedRevision(expectedRevision),
        });
        nextExpectedRevision = result.nextExpectedRevision;
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = error.actualVersion;
          throw new WrongExpectedRevisionError(streamId, expectedRevision, typeof actual === 'bigint' ? Number(actual) : 'no_stream');
        }
        throw error;
      }
      // The append result's position is the write's, which for several events need not be the last
      // event's (commit, prepare) as $all reports it; read that event back so the two always agree.
      const [last] = await collect(client.readStream(streamId, { fromRevision: nextExpectedRevision, maxCount: 1, direction: FORWARDS }));
      if (!last?.event?.position) throw new Error(`append to ${streamId}: could not read back revision ${nextExpectedRevision}`);
      return { nextExpectedRevision: Number(nextExpectedRevision), position: toGlobalPosition(last.event.position) };
    },

    // EventStoreDB takes one append as one request: the chunks are gathered, then written at once
    async appendChunks(
      streamId: string,
      chunks: AsyncIterable<NewEvent[]>,
      options: { expectedRevision: ExpectedRevision },
    ): Promise<AppendResult> {
      const events: NewEvent[] = [];
      for await (const chunk of chunks) events.push(...chunk);
      return store.appendToStream(streamId, events, options);
    },

    async readStream(streamId: string, readOptions?: { fromRevision?: number }): Promise<RecordedEvent[]> {
      try {
        const resolved = await collect(
          client.readStream(streamId, {
            fromRevision: BigInt(readOptions?.fromRevision ?? 0),
            direction: FORWARDS,
          }),
        );
        return resolved.flatMap((item) => (item.event ? [toRecorded(item.event)] : []));
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
    },

    readAll,
    subscribeToAll,
    headPosition,

    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
      await client.dispose();
    },
  };
  return store;
};
