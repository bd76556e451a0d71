import type pg from 'pg';
import type { EventStore } from '@canopy/platform/eventStore/eventStore';
import { createPostgresEventStore, migratePostgresEventStore } from '@canopy/platform/eventStore/postgres/postgresEventStore';
import { createPostgresRelayCheckpoints, migrateRelayCheckpoints, type RelayCheckpointStore } from '@canopy/platform/relay/relay';
import { createTestDatabase, testPool, type TestDatabase } from '../support/database.ts';

export type RelayFixture = {
  database: TestDatabase;
  pool: pg.Pool;
  store: EventStore;
  checkpoints: RelayCheckpointStore;
  close: () => Promise<void>;
};

/** A fresh database with the PostgreSQL event store and the relay's checkpoint table. */
export const openRelayFixture = async (prefix: string): Promise<RelayFixture> => {
  const database = await createTestDatabase(prefix);
  const pool = testPool({ connectionString: database.url, max: 10 });
  await migratePostgresEventStore(pool);
  await migrateRelayCheckpoints(pool);
  const store = createPostgresEventStore({ pool, pollIntervalMs: 20 });
  return {
    database,
    pool,
    store,
    checkpoints: createPostgresRelayCheckpoints(pool),
    close: async () => {
      await store.close();
      await pool.end();
      await database.drop();
    },
  };
};
