import type pg from 'pg';
import type { EventStore } from './eventStore.ts';
import { createPostgresEventStore, migratePostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgresEventStore.ts';

/** The configured event store: EventStoreDB at ESDB_URL, or the PostgreSQL log in `pool` (migrated first). */
export const openEventStore = async (
  config: { EVENT_STORE: 'postgres' | 'esdb'; ESDB_URL?: string },
  pool: pg.Pool,
  postgresOptions: Omit<PostgresEventStoreOptions, 'pool'> = {},
): Promise<EventStore> => {
  if (config.EVENT_STORE === 'esdb') {
    const { createEsdbEventStore } = await import('./esdb/esdbEventStore.ts');
    return createEsdbEventStore({ connectionString: config.ESDB_URL! });
  }
  await migratePostgresEventStore(pool);
  return createPostgresEventStore({ ...postgresOptions, pool });
};
