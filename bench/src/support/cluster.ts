import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type RunningPostgres } from '@canopy/platform/db/embeddedPostgres';

/** The one PostgreSQL of a bench run; every bench gets a fresh database on it. */
export type BenchCluster = {
  dataDir: string;
  url: (database: string) => string;
  /** creates an empty database, checkpoints the cluster, and returns the database's URL */
  createDatabase: (name: string) => Promise<string>;
  dropDatabase: (name: string) => Promise<void>;
  /** the server's own settings that matter for the figures (fsync, synchronous_commit, ...) */
  settings: () => Promise<Record<string, string>>;
  stop: () => Promise<void>;
};

const adminQuery = async (running: RunningPostgres, sql: string) => {
  const client = new pg.Client({ connectionString: running.url('postgres') });
  await client.connect();
  try {
    return await client.query<Record<string, string>>(sql);
  } finally {
    await client.end();
  }
};

/**
 * An embedded PostgreSQL with the settings `npm start` uses (not ephemeral: fsync, synchronous_commit
 * and full_page_writes stay on), in a temporary folder that stop() removes.
 */
export const startBenchCluster = async (): Promise<BenchCluster> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'canopy-bench-pg-'));
  // as root the server runs as the OS user `postgres`, which must reach the folder
  chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  let running: RunningPostgres;
  try {
    running = await startEmbeddedPostgres({ dataDir, ephemeral: false });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const safe = (name: string) => {
    if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
    return name;
  };
  return {
    dataDir,
    url: (database) => running.url(database),
    async createDatabase(name) {
      await adminQuery(running, `drop database if exists ${safe(name)} with (force)`);
      await adminQuery(running, `create database ${safe(name)}`);
      // what the bench before left in the buffers and the WAL is written now, not during this bench's measurement
      await adminQuery(running, 'checkpoint');
      return running.url(name);
    },
    async dropDatabase(name) {
      await adminQuery(running, `drop database if exists ${safe(name)} with (force)`);
    },
    async settings() {
      const result = await adminQuery(
        running,
        `select name, setting from pg_settings
          where name in ('server_version', 'fsync', 'synchronous_commit', 'full_page_writes', 'wal_level', 'shared_buffers', 'max_wal_size', 'commit_delay')`,
      );
      return Object.fromEntries(result.rows.map((row) => [row.name!, row.setting!]));
    },
    async stop() {
      try {
        await running.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
};
