import { createServer } from 'node:http';
import type { Server } from 'node:http';
import pg from 'pg';
import pino from 'pino';
import { createKafkaPublisher } from '../bus/kafka/kafkaPublisher.ts';
import type { EventStore } from '../eventStore/eventStore.ts';
import { openEventStore } from '../eventStore/open.ts';
import { acquireRelayLease, createPostgresRelayCheckpoints, migrateRelayCheckpoints } from './checkpoints.ts';
import { readRelayConfig } from './config.ts';
import { startRelay } from './relay.ts';
import { systemClock } from '../time/clock.ts';
import type { Relay } from './relay.ts';

// The relay process of the distributed topology (deploy/docker-compose.yml): follows the event
// store and publishes it to Kafka. One relay per name is active at a time (a PostgreSQL advisory
// lock); a second replica waits as a standby.
const config = readRelayConfig();
const logger = pino({ name: 'relay', level: config.LOG_LEVEL });
const shutdown = new AbortController();
const stats = { published: 0, failures: 0, lastPublishedAt: 0 };

const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 4 });
pool.on('error', (error) => logger.error({ err: error }, 'idle database connection failed'));

let store: EventStore | null = null;
let relay: Relay | null = null;
let lease: { release(): Promise<void> } | null = null;
const publisher = createKafkaPublisher({
  brokers: config.brokers,
  topic: config.KAFKA_TOPIC,
  clientId: config.KAFKA_CLIENT_ID,
  logger: logger.child({ component: 'kafka' }),
});

const metricsText = (): string => {
  const label = `{relay="${config.relayName.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"}`;
  const position = relay?.position();
  return [
    '# HELP canopy_relay_published_events_total Events the broker acknowledged and the relay checkpointed.',
    '# TYPE canopy_relay_published_events_total counter',
    `canopy_relay_published_events_total${label} ${stats.published}`,
    '# HELP canopy_relay_failures_total Batches whose publish or checkpoint failed (published again).',
    '# TYPE canopy_relay_failures_total counter',
    `canopy_relay_failures_total${label} ${stats.failures}`,
    '# HELP canopy_relay_active 1 while this process holds the relay lease and follows the log.',
    '# TYPE canopy_relay_active gauge',
    `canopy_relay_active${label} ${relay ? 1 : 0}`,
    '# HELP canopy_relay_caught_up 1 once the relay published everything that was in the log at its start.',
    '# TYPE canopy_relay_caught_up gauge',
    `canopy_relay_caught_up${label} ${relay?.caughtUp() ? 1 : 0}`,
    '# HELP canopy_relay_last_publish_timestamp_seconds When the last batch was acknowledged.',
    '# TYPE canopy_relay_last_publish_timestamp_seconds gauge',
    `canopy_relay_last_publish_timestamp_seconds${label} ${stats.lastPublishedAt / 1000}`,
    '# HELP canopy_relay_checkpoint_info The stored checkpoint.',
    '# TYPE canopy_relay_checkpoint_info gauge',
    `canopy_relay_checkpoint_info{relay=${JSON.stringify(config.relayName)},tx="${position?.tx ?? ''}",seq="${position?.seq ?? ''}"} 1`,
    '',
  ].join('\n');
};

const startHealthServer = (): Server | null => {
  if (config.HEALTH_PORT === 0) return null;
  const server = createServer((request, response) => {
    const send = (status: number, body: string, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (request.url === '/health/live') return send(200, JSON.stringify({ status: 'live' }));
    if (request.url === '/health/ready') {
      // ready: this replica holds the lease and follows the log; a standby is live but not ready
      const ready = relay !== null && !shutdown.signal.aborted;
      return send(
        ready ? 200 : 503,
        JSON.stringify({
          status: ready ? 'ready' : 'not_ready',
          relay: config.relayName,
          active: relay !== null,
          caughtUp: relay?.caughtUp() ?? false,
          checkpoint: relay?.position() ?? null,
        }),
      );
    }
    if (request.url === '/metrics') return send(200, metricsText(), 'text/plain; version=0.0.4');
    send(404, JSON.stringify({ detail: 'not found' }));
  });
  server.listen(config.HEALTH_PORT);
  return server;
};
const server = startHealthServer();

let stopping: Promise<void> | null = null;
const stop = (signal: string): Promise<void> =>
  (stopping ??= (async () => {
    logger.info({ signal }, 'relay shutting down');
    shutdown.abort();
    // whatever hangs (a broker that never answers), the process ends
    setTimeout(() => {
      logger.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'relay shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS * 2).unref();
    const deadline = new Promise<'timeout'>((resolve) => setTimeout(resolve, config.SHUTDOWN_TIMEOUT_MS, 'timeout').unref());
    // stop following the log first: the running publish may finish and be checkpointed
    const stopped = await Promise.race([relay?.stop().then(() => 'stopped' as const), deadline]);
    if (stopped === 'timeout')
      logger.warn({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'the running publish did not finish; it is published again at the next start');
    await publisher.close().catch((error: unknown) => logger.error({ err: error }, 'closing the Kafka producer failed'));
    await lease?.release().catch(() => {});
    await store?.close().catch(() => {});
    await pool.end().catch(() => {});
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    logger.info({ checkpoint: relay?.position() ?? null }, 'relay process exiting');
  })());

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'relay shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await migrateRelayCheckpoints(pool);
  store = await openEventStore(config, pool, { pollIntervalMs: 100 });
  logger.info({ relay: config.relayName }, 'waiting for the relay lease');
  lease = await acquireRelayLease(pool, config.relayName, {
    signal: shutdown.signal,
    onLost: (error) => {
      logger.error({ err: error }, 'lost the relay lease (database connection); exiting so that one relay stays active');
      void stop('lease lost').finally(() => process.exit(1));
    },
  });
  if (lease && !shutdown.signal.aborted) {
    // creates the topic early; if Kafka is not there yet, the first publish connects (and retries)
    await publisher.connect().catch((error: unknown) => logger.warn({ err: error }, 'Kafka not reachable yet; publishing will retry'));
    relay = await startRelay({
      store,
      publisher,
      checkpoints: createPostgresRelayCheckpoints(pool),
      name: config.relayName,
      batchSize: config.RELAY_BATCH_SIZE,
      logger,
      onPublished: (events) => {
        stats.published += events.length;
        stats.lastPublishedAt = systemClock.now().getTime();
      },
      onError: () => {
        stats.failures++;
      },
    });
    logger.info(
      { relay: config.relayName, topic: config.KAFKA_TOPIC, eventStore: config.EVENT_STORE, checkpoint: relay.position() },
      'relay running',
    );
  }
} catch (error) {
  logger.fatal({ err: error }, 'relay failed to start');
  await stop('startup failure').catch(() => {});
  process.exit(1);
}
