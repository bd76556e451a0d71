import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@canopy/contracts';
import { createKafkaPublisher } from '@canopy/platform/bus/kafka/kafkaPublisher';
import type { EventStore } from '@canopy/platform/eventStore/eventStore';
import { startRelay } from '@canopy/platform/relay/relay';
import type { RelayCheckpointStore } from '@canopy/platform/relay/relay';
import { ConfigResourceTypes, Kafka, logLevel } from 'kafkajs';
import type { KafkaMessage } from 'kafkajs';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { announceSkip, kafkaBrokers } from '../support/containers.ts';
import { openRelayFixture, type RelayFixture } from './relayFixture.ts';
import { eventually, newEvent, uniqueStream } from '../support/events.ts';

// The relay with the real Kafka publisher. Kafka from KAFKA_BROKERS or a container; skipped (with
// the reason printed) where neither exists.
const kafka = await kafkaBrokers();

if ('skip' in kafka) {
  announceSkip('relay into Kafka', kafka);
  describe.skip(`relay into Kafka (${kafka.skip})`, () => {
    it('needs Kafka', () => {});
  });
} else {
  afterAll(() => kafka.stop());
  const client = new Kafka({ brokers: kafka.brokers, clientId: 'canopy-test-reader', logLevel: logLevel.WARN });

  /** every message of the topic, read from the beginning by a fresh group */
  const readTopic = async (topic: string, count: number): Promise<KafkaMessage[]> => {
    const consumer = client.consumer({ groupId: `reader-${randomUUID()}` });
    const messages: KafkaMessage[] = [];
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: [topic], fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ message }) => {
          messages.push(message);
        },
      });
      await eventually(() => messages.length >= count, 60_000, `${count} messages on ${topic}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return messages;
    } finally {
      await consumer.disconnect();
    }
  };

  const messageCount = async (topic: string): Promise<bigint> => {
    const admin = client.admin();
    await admin.connect();
    try {
      const offsets = await admin.fetchTopicOffsets(topic);
      return offsets.reduce((sum, partition) => sum + BigInt(partition.high) - BigInt(partition.low), 0n);
    } finally {
      await admin.disconnect();
    }
  };

  describe('relay into Kafka', () => {
    let store: EventStore;
    let checkpoints: RelayCheckpointStore;
    let fixture: RelayFixture;
    beforeEach(async () => {
      fixture = await openRelayFixture('krelay');
      ({ store, checkpoints } = fixture);
    });
    afterEach(async () => fixture.close());

    const log = async (): Promise<RecordedEvent[]> => store.readAll({ after: null, limit: 10_000 });

    it('publishes the log in order, keyed by stream, with type and position headers, then checkpoints', async () => {
      const a = uniqueStream('a');
      const b = uniqueStream('b');
      await store.appendToStream(a, [newEvent('A', { i: 0 }), newEvent('A', { i: 1 })], { expectedRevision: 'no_stream' });
      await store.appendToStream(b, [newEvent('B', { i: 2 })], { expectedRevision: 'no_stream' });
      await store.appendToStream(a, [newEvent('A', { i: 3 })], { expectedRevision: 1 });
      await store.appendToStream(b, [newEvent('B', { i: 4 }), newEvent('B', { i: 5 })], { expectedRevision: 0 });
      const events = await log();
      const topic = `canopy.test.${randomUUID()}`;
      const publisher = createKafkaPublisher({ brokers: kafka.brokers, topic, clientId: 'canopy-test-relay' });
      const relay = await startRelay({ store, publisher, checkpoints, name: topic, batchSize: 2 });
      try {
        const last = events[events.length - 1]!.position;
        await eventually(async () => (await checkpoints.load(topic))?.seq === last.seq, 60_000, 'the checkpoint');
        const messages = await readTopic(topic, events.length);
        expect(messages).toHaveLength(events.length);
        expect(messages.map((message) => message.key?.toString())).toEqual(events.map((event) => event.streamId));
        expect(messages.map((message) => JSON.parse(message.value!.toString()) as unknown)).toEqual(events);
        expect(messages.map((message) => message.headers?.type?.toString())).toEqual(events.map((event) => event.type));
        expect(messages.map((message) => message.headers?.position?.toString())).toEqual(
          events.map((event) => `${event.position.tx}:${event.position.seq}`),
        );
        expect(messages.map((message) => message.headers?.['event-id']?.toString())).toEqual(events.map((event) => event.eventId));

        const admin = client.admin();
        await admin.connect();
        try {
          const metadata = await admin.fetchTopicMetadata({ topics: [topic] });
          expect(metadata.topics[0]!.partitions).toHaveLength(1);
          const configs = await admin.describeConfigs({
            includeSynonyms: false,
            resources: [{ type: ConfigResourceTypes.TOPIC, name: topic, configNames: ['retention.ms'] }],
          });
          expect(configs.resources[0]!.configEntries.find((entry) => entry.configName === 'retention.ms')?.configValue).toBe('-1');
        } finally {
          await admin.disconnect();
        }
      } finally {
        await relay.stop();
        await publisher.close();
      }
    }, 180_000);

    it('resumes after its checkpoint when restarted: nothing acknowledged is published twice', async () => {
      const stream = uniqueStream();
      await store.appendToStream(stream, [newEvent('N', { i: 0 }), newEvent('N', { i: 1 }), newEvent('N', { i: 2 })], {
        expectedRevision: 'no_stream',
      });
      const topic = `canopy.test.${randomUUID()}`;
      const first = createKafkaPublisher({ brokers: kafka.brokers, topic, clientId: 'canopy-test-relay' });
      const relay = await startRelay({ store, publisher: first, checkpoints, name: topic });
      let events = await log();
      await eventually(async () => (await checkpoints.load(topic))?.seq === events[2]!.position.seq, 60_000, 'first checkpoint');
      await relay.stop();
      await first.close();

      await store.appendToStream(stream, [newEvent('N', { i: 3 }), newEvent('N', { i: 4 })], { expectedRevision: 2 });
      events = await log();
      const second = createKafkaPublisher({ brokers: kafka.brokers, topic, clientId: 'canopy-test-relay' });
      const restarted = await startRelay({ store, publisher: second, checkpoints, name: topic });
      try {
        await eventually(async () => (await checkpoints.load(topic))?.seq === events[4]!.position.seq, 60_000, 'second checkpoint');
        expect(await messageCount(topic)).toBe(5n);
        const messages = await readTopic(topic, 5);
        expect(messages.map((message) => (JSON.parse(message.value!.toString()) as RecordedEvent).data.i)).toEqual([0, 1, 2, 3, 4]);
      } finally {
        await restarted.stop();
        await second.close();
      }
    }, 180_000);
  });
}
