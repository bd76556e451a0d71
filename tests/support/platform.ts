import type { EventContract } from '@canopy/contracts';
import type pg from 'pg';
import pino from 'pino';
import { createEventLog, type EventLog } from '@canopy/platform/commands/eventLog';
import { createPostgresEventStore, migratePostgresEventStore } from '@canopy/platform/eventStore/postgres/postgresEventStore';
import { createPostgresKeyVault, migrateVault, type KeyVault } from '@canopy/platform/pii/vault';
import { createTestDatabase, type TestDatabase, testPool } from './database.ts';

export type TestPlatform = { database: TestDatabase; pool: pg.Pool; log: EventLog; vault: KeyVault; close: () => Promise<void> };

/** A fresh database with the event store and key vault, and a typed log over the given contracts. */
export const createTestPlatform = async (contracts: readonly EventContract[], databaseUrl?: string): Promise<TestPlatform> => {
  const database = databaseUrl ? { url: databaseUrl, name: '', drop: async () => {} } : await createTestDatabase('p');
  const pool = testPool({ connectionString: database.url, max: 20 });
  await migratePostgresEventStore(pool);
  await migrateVault(pool);
  const store = createPostgresEventStore({ pool, pollIntervalMs: 20 });
  const vault = createPostgresKeyVault(pool);
  const log = createEventLog(store, vault, contracts);
  return {
    database,
    pool,
    log,
    vault,
    close: async () => {
      await store.close();
      await pool.end();
      await database.drop();
    },
  };
};

/** silent unless TEST_LOG_LEVEL asks otherwise (debugging one spec) */
export const silentLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

export const testContext = (overrides: Partial<{ teamId: string; workspaceId: string; actor: string }> = {}) => ({
  teamId: overrides.teamId ?? 'team-a',
  workspaceId: overrides.workspaceId ?? null,
  actor: overrides.actor ?? 'consultant-1',
  correlationId: 'corr',
  now: new Date('2026-11-21T10:00:00Z'),
});
