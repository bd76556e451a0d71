import { randomUUID } from 'node:crypto';
import { afterAll, describe, it } from 'vitest';
import { createKafkaBus } from '@canopy/platform/bus/kafka/kafkaBus';
import { createKafkaPublisher } from '@canopy/platform/bus/kafka/kafkaPublisher';
import { createPostgresEventStore, migratePostgresEventStore } from '@canopy/platform/eventStore/postgres/postgresEventStore';
import { createPostgresRelayCheckpoints, migrateRelayCheckpoints, startRelay } from '@canopy/platform/relay/relay';
import { createTestDatabase, testPool } from '../support/database.ts';
import { announceSkip, kafkaBrokers } from '../support/containers.ts';
import { eventBusContract } from './eventBusContract.ts';

// The distributed fan-out end to end: PostgreSQL log -> relay -> Kafka topic -> consumer groups.
// Kafka from KAFKA_BROKERS or a container; skipped (with the reason printed) where neither exists.
const kafka = await kafkaBrokers();

if ('skip' in kafka) {
  announceSkip('event bus contract: Kafka', kafka);
  describe.skip(`event bus contract: Kafka (${kafka.skip})`, () => {
    it('needs Kafka', () => {});
  });
} else {
  afterAll(() => kafka.stop());
  eventBusContract('Kafka, filled by the relay from PostgreSQL', async () => {
    const database = await createTestDatabase('kbus');
    const pool = testPool({ connectionString: database.url, max: 10 });
    await migratePostgresEventStore(pool);
    await migrateRelayCheckpoints(pool);
    const store = createPostgresEventStore({ pool, pollIntervalMs: 20 });
    const topic = `canopy.test.${randomUUID()}`;
    const publisher = createKafkaPublisher({ brokers: kafka.brokers, topic, clientId: 'canopy-test-relay' });
    const relay = await startRelay({ store, publisher, checkpoints: createPostgresRelayCheckpoints(pool), name: topic, batchSize: 50 });
    const bus = createKafkaBus({ brokers: kafka.brokers, topic, clientId: 'canopy-test-bus', retryDelayMs: 200 });
    return {
      store,
      bus,
      teardown: async () => {
        await bus.close();
        await relay.stop();
        await publisher.close();
        await store.close();
        await pool.end();
        await database.drop();
      },
    };
  });
}
