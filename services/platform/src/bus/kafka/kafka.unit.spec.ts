import { randomUUID } from 'node:crypto';
import type { GlobalPosition, RecordedEvent } from '@canopy/contracts';
import type { Admin, EachBatchPayload, KafkaMessage } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import { position } from '../../eventStore/position.ts';
import { createBatchHandler } from './batchHandler.ts';
import { rewindGroupIfAhead } from './kafkaBus.ts';
import { decodeCommitMetadata, encodeCommitMetadata, fromKafkaMessage, toKafkaMessage } from './messages.ts';
import { ensureTopic } from './topic.ts';

const event = (seq: number, streamId = 'stream-1'): RecordedEvent => ({
  eventId: randomUUID(),
  type: 'Happened',
  schemaVersion: 1,
  data: { seq },
  metadata: { teamId: 't', actor: 'a', correlationId: 'c', causationId: null },
  occurredAt: new Date(0).toISOString(),
  streamId,
  revision: seq,
  position: position(100, seq),
});

/** what kafkajs hands eachBatch for these events, at consecutive offsets from `firstOffset` */
const asMessages = (events: RecordedEvent[], firstOffset = 0): KafkaMessage[] =>
  events.map((recorded, k) => {
    const message = toKafkaMessage(recorded);
    return {
      key: Buffer.from(String(message.key)),
      value: Buffer.from(String(message.value)),
      timestamp: '0',
      attributes: 0,
      offset: String(firstOffset + k),
      size: 0,
      headers: message.headers as KafkaMessage['headers'],
    } as KafkaMessage;
  });

const fakePayload = (messages: KafkaMessage[]) => {
  const log: string[] = [];
  const state = { stale: false, running: true, resumed: 0 };
  const payload = {
    batch: {
      topic: 'events',
      partition: 0,
      highWatermark: String(messages.length),
      messages,
      isEmpty: () => messages.length === 0,
      firstOffset: () => messages[0]?.offset ?? null,
      lastOffset: () => messages[messages.length - 1]?.offset ?? '-1',
      offsetLag: () => '0',
      offsetLagLow: () => '0',
    },
    resolveOffset: (offset: string) => log.push(`resolve ${offset}`),
    heartbeat: async () => {},
    pause: () => {
      log.push('pause');
      return () => {
        state.resumed++;
        log.push('resume');
      };
    },
    commitOffsetsIfNecessary: async () => {},
    uncommittedOffsets: () => ({ topics: [] }),
    isRunning: () => state.running,
    isStale: () => state.stale,
  } as unknown as EachBatchPayload;
  return { payload, log, state };
};

const handlerFor = (options: {
  after?: GlobalPosition | null;
  batchSize?: number;
  fail?: (events: RecordedEvent[]) => boolean;
  log: string[];
  signal?: AbortSignal;
}) => {
  const delivered: RecordedEvent[][] = [];
  const errors: unknown[] = [];
  const handler = createBatchHandler({
    after: options.after ?? null,
    batchSize: options.batchSize ?? 500,
    retryDelayMs: 20,
    signal: options.signal ?? new AbortController().signal,
    onBatch: async (events) => {
      if (options.fail?.(events)) {
        options.log.push(`fail ${events.map((e) => e.data.seq).join(',')}`);
        throw new Error('handler failed');
      }
      options.log.push(`deliver ${events.map((e) => e.data.seq).join(',')}`);
      delivered.push(events);
    },
    onError: (error) => errors.push(error),
    commit: async ({ offset, metadata }) => {
      options.log.push(`commit ${offset} ${metadata}`);
    },
    seek: ({ offset }) => {
      options.log.push(`seek ${offset}`);
    },
  });
  return { handler, delivered, errors };
};

describe('Kafka event messages', () => {
  it('round-trips a RecordedEvent keyed by stream with type, position and id headers', () => {
    const recorded = event(7, 'survey-9');
    const message = toKafkaMessage(recorded);
    expect(message.key).toBe('survey-9');
    expect(message.headers).toEqual({ type: 'Happened', position: '100:7', 'event-id': recorded.eventId });
    const [received] = asMessages([recorded]);
    expect(fromKafkaMessage(received!)).toEqual(recorded);
  });

  it('refuses a message that is not a RecordedEvent', () => {
    expect(() => fromKafkaMessage({ ...asMessages([event(1)])[0]!, value: Buffer.from('{"nope":1}') })).toThrow();
    expect(() => fromKafkaMessage({ ...asMessages([event(1)])[0]!, value: null })).toThrow(/no value/);
  });

  it('keeps a position in commit metadata and ignores metadata that is not one', () => {
    expect(decodeCommitMetadata(encodeCommitMetadata(position('18446744073709551615', 3)))).toEqual(position('18446744073709551615', 3));
    expect(encodeCommitMetadata(null)).toBeNull();
    expect(decodeCommitMetadata(null)).toBeNull();
    expect(decodeCommitMetadata('')).toBeNull();
    expect(decodeCommitMetadata('not json')).toBeNull();
    expect(decodeCommitMetadata('{"tx":1,"seq":2}')).toBeNull();
    expect(decodeCommitMetadata('{"tx":"-1","seq":"2"}')).toBeNull();
  });
});

describe('Kafka batch handler', () => {
  it('hands chunks to onBatch in order and commits each only after it resolved', async () => {
    const events = [1, 2, 3, 4, 5].map((seq) => event(seq));
    const { payload, log } = fakePayload(asMessages(events, 10));
    const { handler } = handlerFor({ batchSize: 2, log });
    await handler.eachBatch(payload);
    expect(log).toEqual([
      'deliver 1,2',
      'resolve 11',
      `commit 12 ${JSON.stringify(position(100, 2))}`,
      'deliver 3,4',
      'resolve 13',
      `commit 14 ${JSON.stringify(position(100, 4))}`,
      'deliver 5',
      'resolve 14',
      `commit 15 ${JSON.stringify(position(100, 5))}`,
    ]);
    expect(handler.reached()).toEqual(position(100, 5));
  });

  it('drops what is at or before the checkpoint and what was published twice, but moves the offset past it', async () => {
    const [e1, e2, e3, e4] = [1, 2, 3, 4].map((seq) => event(seq));
    // the relay published [1 2 3] twice (acknowledged, then restarted before its checkpoint)
    const { payload, log } = fakePayload(asMessages([e1!, e2!, e3!, e1!, e2!, e3!, e4!]));
    const { handler, delivered } = handlerFor({ after: position(100, 1), log });
    await handler.eachBatch(payload);
    expect(delivered.flat().map((e) => e.data.seq)).toEqual([2, 3, 4]);
    expect(log.at(-1)).toBe(`commit 7 ${JSON.stringify(position(100, 4))}`);

    // a later batch that holds only old messages delivers nothing and still commits
    const again = fakePayload(asMessages([e3!, e4!], 7));
    await handler.eachBatch(again.payload);
    expect(delivered.flat()).toHaveLength(3);
    expect(again.log).toEqual(['resolve 8']);
    expect(log.at(-1)).toBe(`commit 9 ${JSON.stringify(position(100, 4))}`);
  });

  it('on failure commits nothing of the chunk, seeks back to it, pauses, and resumes after the delay', async () => {
    const events = [1, 2, 3, 4, 5].map((seq) => event(seq));
    const { payload, log, state } = fakePayload(asMessages(events, 0));
    const { handler, errors, delivered } = handlerFor({ batchSize: 2, log, fail: (batch) => batch.some((e) => e.data.seq === 3) });
    await handler.eachBatch(payload);
    expect(log).toEqual(['deliver 1,2', 'resolve 1', `commit 2 ${JSON.stringify(position(100, 2))}`, 'fail 3,4', 'seek 2', 'pause']);
    expect(errors).toHaveLength(1);
    expect(state.resumed).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(state.resumed).toBe(1);

    // the refetched messages are delivered once the handler recovers
    const retry = fakePayload(asMessages(events.slice(2), 2));
    const ok = handlerFor({ batchSize: 2, log: retry.log });
    await ok.handler.eachBatch(retry.payload);
    expect(ok.delivered.flat().map((e) => e.data.seq)).toEqual([3, 4, 5]);
    expect(delivered.flat().map((e) => e.data.seq)).toEqual([1, 2]);
  });

  it('treats an undecodable message as a failed chunk instead of skipping it', async () => {
    const messages = asMessages([event(1), event(2)], 0);
    messages[1] = { ...messages[1]!, value: Buffer.from('garbage') };
    const { payload, log } = fakePayload(messages);
    const { handler, errors, delivered } = handlerFor({ log });
    await handler.eachBatch(payload);
    expect(delivered).toHaveLength(0);
    expect(errors).toHaveLength(1);
    expect(log).toEqual(['seek 0', 'pause']);
    handler.cancelTimers();
  });

  it('starts no chunk once stopped or when the batch went stale', async () => {
    const controller = new AbortController();
    const { payload, log, state } = fakePayload(asMessages([event(1), event(2)]));
    const { handler, delivered } = handlerFor({ log, batchSize: 1, signal: controller.signal });
    state.stale = true;
    await handler.eachBatch(payload);
    state.stale = false;
    controller.abort();
    await handler.eachBatch(payload);
    expect(delivered).toHaveLength(0);
    expect(log).toEqual([]);
  });
});

describe('consumer group rewind', () => {
  const fakeAdmin = (partitions: Array<{ partition: number; offset: string; metadata: string | null }>) => {
    const resets: unknown[] = [];
    const admin = {
      fetchOffsets: async () => [{ topic: 'events', partitions }],
      resetOffsets: async (options: unknown) => {
        resets.push(options);
      },
    } as unknown as Admin;
    return { admin, resets };
  };

  it('leaves a new group and a group at or before the checkpoint alone', async () => {
    const fresh = fakeAdmin([{ partition: 0, offset: '-1', metadata: null }]);
    expect(await rewindGroupIfAhead(fresh.admin, 'g', 'events', null)).toBe(false);
    const behind = fakeAdmin([{ partition: 0, offset: '5', metadata: encodeCommitMetadata(position(100, 4)) }]);
    expect(await rewindGroupIfAhead(behind.admin, 'g', 'events', position(100, 4))).toBe(false);
    expect(await rewindGroupIfAhead(behind.admin, 'g', 'events', position(101, 0))).toBe(false);
    expect([...fresh.resets, ...behind.resets]).toEqual([]);
  });

  it('starts the group over when it is past the checkpoint or cannot say where it is', async () => {
    const ahead = fakeAdmin([{ partition: 0, offset: '5', metadata: encodeCommitMetadata(position(100, 4)) }]);
    expect(await rewindGroupIfAhead(ahead.admin, 'g', 'events', position(100, 3))).toBe(true);
    expect(await rewindGroupIfAhead(ahead.admin, 'g', 'events', null)).toBe(true);
    const unknown = fakeAdmin([{ partition: 0, offset: '5', metadata: null }]);
    expect(await rewindGroupIfAhead(unknown.admin, 'g', 'events', position(100, 9))).toBe(true);
    expect(ahead.resets).toEqual([
      { groupId: 'g', topic: 'events', earliest: true },
      { groupId: 'g', topic: 'events', earliest: true },
    ]);
    expect(unknown.resets).toHaveLength(1);
  });
});

describe('event topic', () => {
  it('creates a missing topic with one partition and unlimited retention, and leaves an existing one', async () => {
    const created: unknown[] = [];
    const topics = ['other'];
    const admin = {
      listTopics: async () => [...topics],
      createTopics: async (options: { topics: Array<{ topic: string }> }) => {
        created.push(options);
        topics.push(...options.topics.map((t) => t.topic));
        return true;
      },
    } as unknown as Admin;
    expect(await ensureTopic(admin, 'canopy.events')).toBe(true);
    expect(await ensureTopic(admin, 'canopy.events')).toBe(false);
    expect(created).toEqual([
      {
        waitForLeaders: true,
        topics: [
          {
            topic: 'canopy.events',
            numPartitions: 1,
            replicationFactor: -1,
            configEntries: [
              { name: 'retention.ms', value: '-1' },
              { name: 'retention.bytes', value: '-1' },
              { name: 'cleanup.policy', value: 'delete' },
            ],
          },
        ],
      },
    ]);
  });
});
