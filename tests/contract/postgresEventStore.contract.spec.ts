import { createPostgresEventStore, migratePostgresEventStore } from '@canopy/platform/eventStore/postgres/postgresEventStore';
import { createTestDatabase, testPool } from '../support/database.ts';
import { eventStoreContract } from './eventStoreContract.ts';

eventStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase('es');
  const pool = testPool({ connectionString: database.url, max: 20 });
  await migratePostgresEventStore(pool);
  const store = createPostgresEventStore({ pool, pollIntervalMs: 20 });
  return {
    store,
    teardown: async () => {
      await store.close();
      await pool.end();
      await database.drop();
    },
  };
});
