import type { EventContract } from '@canopy/contracts';
import pg from 'pg';
import type { Logger } from 'pino';
import type { EventBus } from '../bus/eventBus.ts';
import { createInProcessBus } from '../bus/inProcessBus.ts';
import { createEventLog, type EventLog } from '../commands/eventLog.ts';
import { configureCommandPipeline } from '../commands/handleCommand.ts';
import { ensureDatabase, startEmbeddedPostgres, type RunningPostgres } from '../db/embeddedPostgres.ts';
import type { EventStore } from '../eventStore/eventStore.ts';
import { openEventStore } from '../eventStore/open.ts';
import { createPostgresKeyVault, migrateVault, type KeyVault } from '../pii/vault.ts';
import type { RuntimeConfig } from './config.ts';
import { isDatabaseShuttingDown, isStopping } from './stopping.ts';

/** The parts every Canopy process shares: database, event store, key vault, typed log, fan-out. */
export type Platform = {
  config: RuntimeConfig;
  databaseUrl: string;
  pool: pg.Pool;
  store: EventStore;
  vault: KeyVault;
  log: EventLog;
  bus: EventBus;
  close(): Promise<void>;
};

const EMBEDDED_DATABASE = 'canopy';

/**
 * What a pooled connection's failure is told to: PostgreSQL going away is said once, as a warning without a
 * stack (the work in flight is abandoned; commands are atomic, so none is half-stored); anything else is an error.
 */
const connectionFailureLogger = (logger: Logger) => {
  let toldShutdown = false;
  return (error: Error) => {
    if (isStopping()) {
      logger.debug({ err: error }, 'database connection ended while stopping');
      return;
    }
    if (!isDatabaseShuttingDown(error)) {
      logger.error({ err: error }, 'database connection failed');
      return;
    }
    if (toldShutdown) return;
    toldShutdown = true;
    logger.warn('the database is shutting down; work in flight is abandoned');
  };
};

/** PostgreSQL from DATABASE_URL, or the embedded one in DATA_DIR/postgres (started if not running). */
export const resolveDatabase = async (
  config: RuntimeConfig,
  logger: Logger,
): Promise<{ url: string; embedded: RunningPostgres | null }> => {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, embedded: null };
  const url = `postgres://canopy:canopy@127.0.0.1:${config.EMBEDDED_PG_PORT}/${EMBEDDED_DATABASE}`;
  // another Canopy process (npm start) may already run the embedded server: share it
  const probe = new pg.Client({ connectionString: url.replace(`/${EMBEDDED_DATABASE}`, '/postgres'), connectionTimeoutMillis: 1000 });
  const running = await probe.connect().then(
    () => true,
    () => false,
  );
  await probe.end().catch(() => {});
  if (running) return { url, embedded: null };
  logger.info({ dataDir: config.DATA_DIR }, 'starting the embedded PostgreSQL');
  const embedded = await startEmbeddedPostgres({
    dataDir: `${config.DATA_DIR}/postgres`,
    port: config.EMBEDDED_PG_PORT,
    log: (line) => logger.debug({ postgres: line }),
    onMadeTraversable: (folder) =>
      logger.info({ folder }, 'DATA_DIR made traversable (o+x) so the postgres user can reach its data folder'),
  });
  await ensureDatabase(embedded, EMBEDDED_DATABASE);
  return { url, embedded };
};

const openBus = async (config: RuntimeConfig, store: EventStore): Promise<EventBus> => {
  if (config.BUS === 'kafka') {
    const { createKafkaBus } = await import('../bus/kafka/kafkaBus.ts');
    return createKafkaBus({ brokers: config.KAFKA_BROKERS!.split(','), topic: config.KAFKA_TOPIC, clientId: 'canopy' });
  }
  return createInProcessBus(store);
};

export const openPlatform = async (config: RuntimeConfig, contracts: readonly EventContract[], logger: Logger): Promise<Platform> => {
  const database = await resolveDatabase(config, logger);
  const pool = new pg.Pool({ connectionString: database.url, max: 30 });
  const connectionFailed = connectionFailureLogger(logger);
  pool.on('error', connectionFailed);
  // A connection checked out of the pool (a transaction, a lock holder) has no listener of the pool's own:
  // without this one, PostgreSQL stopping between two of its queries would end the process with a stack trace.
  pool.on('connect', (client) => client.on('error', connectionFailed));
  await migrateVault(pool);
  const store = await openEventStore(config, pool);
  const vault = createPostgresKeyVault(pool);
  const log = createEventLog(store, vault, contracts);
  configureCommandPipeline(store, {
    queue: { maxWaiting: config.COMMAND_QUEUE_MAX_WAITING, maxWaitMs: config.COMMAND_QUEUE_MAX_WAIT_MS },
    conflictBudgetMs: config.COMMAND_CONFLICT_BUDGET_MS,
    settleMs: config.COMMAND_SETTLE_MS,
  });
  const bus = await openBus(config, store);
  return {
    config,
    databaseUrl: database.url,
    pool,
    store,
    vault,
    log,
    bus,
    async close() {
      await bus.close();
      await store.close();
      await pool.end();
      await database.embedded?.stop();
    },
  };
};
