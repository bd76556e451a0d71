import type { GlobalPosition } from '@canopy/contracts';
import { Kafka, logLevel as KafkaLogLevel } from 'kafkajs';
import type { Admin, Consumer } from 'kafkajs';
import type { Subscription } from '../../eventStore/eventStore.ts';
import { isAfter } from '../../eventStore/position.ts';
import { sleep } from '../../runtime/sleep.ts';
import type { BusSubscribeOptions, EventBus } from '../eventBus.ts';
import { createBatchHandler } from './batchHandler.ts';
import { decodeCommitMetadata } from './messages.ts';
import { kafkaLogCreator } from './logging.ts';
import type { KafkaLogger } from './logging.ts';
import { ensureTopic } from './topic.ts';
import type { TopicOptions } from './topic.ts';

export type KafkaBusOptions = {
  brokers: string[];
  topic: string;
  clientId: string;
  /** most events per onBatch call (a fetched Kafka batch is split); default 500 */
  batchSize?: number;
  /** pause before a failed batch is fetched again, and before a failed start is tried again; default 1000 ms */
  retryDelayMs?: number;
  topicOptions?: TopicOptions;
  logLevel?: KafkaLogLevel;
  /** where kafkajs logs go; default its own JSON lines on stdout */
  logger?: KafkaLogger;
};

/**
 * A consumer group must never resume later than the consumer's own checkpoint (`after`): when the
 * group's committed offset is past it (the consumer was reset, e.g. a projection rebuilt), or the
 * commit does not say which position it stands for, the group starts over from the earliest offset
 * and the position check in `subscribe` skips what the consumer already has.
 * Must run while the group has no live member (before this process joins it).
 */
export const rewindGroupIfAhead = async (admin: Admin, groupId: string, topic: string, after: GlobalPosition | null): Promise<boolean> => {
  const offsets = await admin.fetchOffsets({ groupId, topics: [topic] });
  const partitions = offsets.find((entry) => entry.topic === topic)?.partitions ?? [];
  const ahead = partitions.some((partition) => {
    if (BigInt(partition.offset) < 0n) return false; // nothing committed: a new group reads from the beginning
    const committedAt = decodeCommitMetadata(partition.metadata);
    return after === null || committedAt === null || isAfter(committedAt, after);
  });
  if (!ahead) return false;
  await admin.resetOffsets({ groupId, topic, earliest: true });
  return true;
};

/**
 * The distributed topology's bus: consumers read the event topic that the relay fills. Each
 * consumer name is a Kafka consumer group; a new group reads from the beginning. Offsets are
 * committed (with the position reached as commit metadata) only after `onBatch` resolved; a failed
 * batch is not committed, the partition is sought back to it and paused for `retryDelayMs`, so it is
 * delivered again: at-least-once, in order, nothing skipped. The relay may publish a batch twice;
 * messages whose position is not after what this consumer already has are dropped here.
 */
export const createKafkaBus = (options: KafkaBusOptions): EventBus => {
  const kafka = new Kafka({
    brokers: options.brokers,
    clientId: options.clientId,
    logLevel: options.logLevel ?? KafkaLogLevel.WARN,
    ...(options.logger ? { logCreator: kafkaLogCreator(options.logger) } : {}),
  });
  const batchSize = options.batchSize ?? 500;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const subscriptions = new Set<Subscription>();

  const subscribe = (subscribeOptions: BusSubscribeOptions): Subscription => {
    const { consumer: groupId, after, onBatch } = subscribeOptions;
    const reportError = (error: unknown) => subscribeOptions.onError?.(error);
    const controller = new AbortController();
    let consumer: Consumer | null = null;
    const handler = createBatchHandler({
      after,
      batchSize,
      retryDelayMs,
      onBatch,
      onError: reportError,
      signal: controller.signal,
      commit: async (entry) => {
        await consumer?.commitOffsets([entry]);
      },
      seek: (entry) => consumer?.seek(entry),
    });

    const start = async (): Promise<void> => {
      const admin = kafka.admin();
      await admin.connect();
      try {
        await ensureTopic(admin, options.topic, options.topicOptions);
        try {
          // after a restart, what this subscription already delivered counts as the consumer's
          await rewindGroupIfAhead(admin, groupId, options.topic, handler.reached());
        } catch (error) {
          // e.g. another member of the same group is running: offsets cannot be reset under it
          reportError(new Error(`consumer ${groupId}: could not check or rewind the group's offsets`, { cause: error }));
        }
      } finally {
        await admin.disconnect();
      }
      if (controller.signal.aborted) return;
      const created = kafka.consumer({ groupId, allowAutoTopicCreation: false });
      consumer = created;
      created.on(created.events.CRASH, (event) => {
        reportError(event.payload.error);
        // kafkajs restarts by itself after retriable errors; otherwise start again here
        if (!event.payload.restart && !controller.signal.aborted) void restart();
      });
      await created.connect();
      await created.subscribe({ topics: [options.topic], fromBeginning: true });
      await created.run({ autoCommit: false, eachBatchAutoResolve: false, eachBatch: handler.eachBatch });
    };

    let starting: Promise<void> = Promise.resolve();
    const startWithRetry = async () => {
      while (!controller.signal.aborted) {
        try {
          await start();
          return;
        } catch (error) {
          if (controller.signal.aborted) return;
          reportError(error);
          const failed = consumer;
          consumer = null;
          await failed?.disconnect().catch(() => {});
          await sleep(retryDelayMs, controller.signal);
        }
      }
    };
    const restart = async () => {
      await starting;
      const old = consumer;
      consumer = null;
      await old?.disconnect().catch(() => {});
      await sleep(retryDelayMs, controller.signal);
      starting = startWithRetry();
    };
    starting = startWithRetry();

    const handle: Subscription = {
      async stop() {
        controller.abort();
        handler.cancelTimers();
        await starting;
        // disconnect waits for a running eachBatch; the abort flag keeps it from starting another chunk
        await consumer?.disconnect().catch(() => {});
        await handler.idle();
        subscriptions.delete(handle);
      },
    };
    subscriptions.add(handle);
    return handle;
  };

  return {
    kind: 'kafka',
    subscribe,
    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
    },
  };
};
