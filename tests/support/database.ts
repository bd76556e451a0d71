import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export type TestDatabase = { url: string; name: string; drop: () => Promise<void> };

/**
 * A fresh database on the run's cluster; each test file gets its own. Empty, or a copy of `template` (the runtime
 * template, `runtimeTemplate`: migrated and seeded as a fresh start leaves it).
 */
export const createTestDatabase = async (prefix = 't', template = ''): Promise<TestDatabase> => {
  const adminUrl = inject('postgresUrl');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => dropDatabase(adminUrl, name),
  };
};

/** drops a database of the run's cluster, closing whatever sessions it still has */
export const dropDatabase = async (adminUrl: string, name: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
};

/**
 * A pool for a test database. Dropping the database at the end terminates idle connections; the
 * listener keeps that from surfacing as an uncaught error after the test is over.
 */
export const testPool = (config: pg.PoolConfig): pg.Pool => {
  const pool = new pg.Pool(config);
  pool.on('error', () => {});
  return pool;
};
