import { createInProcessBus } from '@canopy/platform/bus/inProcessBus';
import { createPostgresEventStore, migratePostgresEventStore } from '@canopy/platform/eventStore/postgres/postgresEventStore';
import { createTestDatabase, testPool } from '../support/database.ts';
import { eventBusContract } from './eventBusContract.ts';

eventBusContract('in-process over PostgreSQL', async () => {
  const database = await createTestDatabase('bus');
  const pool = testPool({ connectionString: database.url, max: 10 });
  await migratePostgresEventStore(pool);
  const store = createPostgresEventStore({ pool, pollIntervalMs: 20 });
  const bus = createInProcessBus(store);
  return {
    store,
    bus,
    teardown: async () => {
      await bus.close();
      await store.close();
      await pool.end();
      await database.drop();
    },
  };
});
