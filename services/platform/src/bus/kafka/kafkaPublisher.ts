import type { RecordedEvent } from '@canopy/contracts';
import { Kafka, logLevel as KafkaLogLevel, Partitioners } from 'kafkajs';
import type { Message, RetryOptions } from 'kafkajs';
import type { EventPublisher } from '../eventBus.ts';
import { toKafkaMessage } from './messages.ts';
import { kafkaLogCreator } from './logging.ts';
import type { KafkaLogger } from './logging.ts';
import { ensureTopic } from './topic.ts';
import type { TopicOptions } from './topic.ts';

export type KafkaPublisherOptions = {
  brokers: string[];
  topic: string;
  clientId: string;
  /** used when the publisher creates the topic */
  topicOptions?: TopicOptions;
  /** default: kafkajs' default for an idempotent producer (retry without end) */
  retry?: RetryOptions;
  /** largest sum of message values per produce request; default 512 KiB (brokers refuse 1 MiB+ batches) */
  maxRequestBytes?: number;
  logLevel?: KafkaLogLevel;
  /** where kafkajs logs go; default its own JSON lines on stdout */
  logger?: KafkaLogger;
};

export type KafkaPublisher = EventPublisher & {
  /** connects and creates the topic if needed; publish does it on first use */
  connect(): Promise<void>;
};

/** Splits messages into consecutive chunks whose values stay under `maxBytes` (a chunk holds at least one). */
const chunkBySize = (messages: Message[], maxBytes: number): Message[][] => {
  const chunks: Message[][] = [];
  let current: Message[] = [];
  let size = 0;
  for (const message of messages) {
    const bytes = typeof message.value === 'string' ? Buffer.byteLength(message.value) : (message.value?.length ?? 0);
    if (current.length > 0 && size + bytes > maxBytes) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(message);
    size += bytes;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
};

/**
 * The relay's outlet to Kafka. The producer is idempotent (kafkajs: "Acks must be set to -1",
 * retries default to MAX_SAFE_INTEGER) with one request in flight, so a retried request can neither
 * duplicate nor reorder messages. `publish` resolves only once every message of the batch was
 * acknowledged by all in-sync replicas (`acks: -1`), chunk after chunk, in the batch's order.
 */
export const createKafkaPublisher = (options: KafkaPublisherOptions): KafkaPublisher => {
  const kafka = new Kafka({
    brokers: options.brokers,
    clientId: options.clientId,
    logLevel: options.logLevel ?? KafkaLogLevel.WARN,
    ...(options.logger ? { logCreator: kafkaLogCreator(options.logger) } : {}),
  });
  const producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    // Java-compatible murmur2 on the key (kafkajs' default since 2.0, named to silence its warning)
    createPartitioner: Partitioners.DefaultPartitioner,
    allowAutoTopicCreation: false,
    ...(options.retry ? { retry: options.retry } : {}),
  });
  const maxRequestBytes = options.maxRequestBytes ?? 512 * 1024;
  let connecting: Promise<void> | null = null;
  let closed = false;

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const admin = kafka.admin();
      await admin.connect();
      try {
        await ensureTopic(admin, options.topic, options.topicOptions);
      } finally {
        await admin.disconnect();
      }
      await producer.connect();
    })().catch((error: unknown) => {
      connecting = null;
      throw error;
    });
    return connecting;
  };

  return {
    connect,
    async publish(events: RecordedEvent[]): Promise<void> {
      if (closed) throw new Error('Kafka publisher is closed');
      if (events.length === 0) return;
      await connect();
      for (const messages of chunkBySize(events.map(toKafkaMessage), maxRequestBytes)) {
        await producer.send({ topic: options.topic, acks: -1, messages });
      }
    },
    async close() {
      closed = true;
      if (connecting) await connecting.catch(() => {});
      await producer.disconnect();
    },
  };
};
