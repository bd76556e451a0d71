import { GenericContainer, Wait, getContainerRuntimeClient } from 'testcontainers';
import type { StartedTestContainer } from 'testcontainers';
import { Kafka, logLevel } from 'kafkajs';

/**
 * External servers for the contract suites: EventStoreDB and Kafka. Each comes from an environment
 * variable when set (ESDB_URL, KAFKA_BROKERS: a shared server; suites touch only what they create),
 * else from a throwaway container when a container runtime (Docker) is reachable, else the suite
 * is skipped with the reason. Call these at the top level of a spec file, before `describe`.
 */
export type Skip = { skip: string };
export type EsdbConnection = { url: string; stop: () => Promise<void> } | Skip;
export type KafkaConnection = { brokers: string[]; stop: () => Promise<void> } | Skip;

export const ESDB_IMAGE = process.env.ESDB_IMAGE ?? 'eventstore/eventstore:24.10';
export const KAFKA_IMAGE = process.env.KAFKA_IMAGE ?? 'apache/kafka:3.9.0';

const noop = async () => {};

/** null when a container runtime answers, else why not */
const containerRuntimeProblem = async (): Promise<string | null> => {
  try {
    await getContainerRuntimeClient();
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  }
};

const stopper = (container: StartedTestContainer) => async () => {
  await container.stop({ timeout: 5_000 });
};

/** EventStoreDB: ESDB_URL, or a single insecure in-memory node without projections. */
export const esdbConnection = async (): Promise<EsdbConnection> => {
  if (process.env.ESDB_URL) return { url: process.env.ESDB_URL, stop: noop };
  const problem = await containerRuntimeProblem();
  if (problem) return { skip: `EventStoreDB not available: ESDB_URL is not set and no container runtime for ${ESDB_IMAGE} (${problem})` };
  // KurrentDB images read KURRENTDB_* settings, EventStoreDB images EVENTSTORE_*
  const prefix = /kurrent/i.test(ESDB_IMAGE) ? 'KURRENTDB' : 'EVENTSTORE';
  const container = await new GenericContainer(ESDB_IMAGE)
    .withEnvironment({
      [`${prefix}_INSECURE`]: 'true',
      [`${prefix}_MEM_DB`]: 'true',
      [`${prefix}_CLUSTER_SIZE`]: '1',
      [`${prefix}_RUN_PROJECTIONS`]: 'None',
      [`${prefix}_START_STANDARD_PROJECTIONS`]: 'false',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCodeMatching((status) => status >= 200 && status < 300))
    .withStartupTimeout(180_000)
    .start();
  return { url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`, stop: stopper(container) };
};

const START_SCRIPT = '/tmp/canopy-start-kafka.sh';
const WAITING = 'waiting for the start script';

/**
 * Kafka: KAFKA_BROKERS (comma separated), or a single KRaft broker (broker and controller in one
 * node). The broker must advertise the host port Docker mapped, known only once the container
 * runs: the container waits for a start script that is copied in with that port.
 */
export const kafkaBrokers = async (): Promise<KafkaConnection> => {
  if (process.env.KAFKA_BROKERS)
    return {
      brokers: process.env.KAFKA_BROKERS.split(',')
        .map((broker) => broker.trim())
        .filter(Boolean),
      stop: noop,
    };
  const problem = await containerRuntimeProblem();
  if (problem) return { skip: `Kafka not available: KAFKA_BROKERS is not set and no container runtime for ${KAFKA_IMAGE} (${problem})` };
  const container = await new GenericContainer(KAFKA_IMAGE)
    .withEnvironment({
      CLUSTER_ID: 'Q2Fub3B5S2Fma2FUZXN0cw', // 16 bytes, base64url
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_LISTENERS: 'PLAINTEXT://0.0.0.0:9092,BROKER://0.0.0.0:9093,CONTROLLER://0.0.0.0:9094',
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'PLAINTEXT:PLAINTEXT,BROKER:PLAINTEXT,CONTROLLER:PLAINTEXT',
      KAFKA_INTER_BROKER_LISTENER_NAME: 'BROKER',
      KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
      KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9094',
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_OFFSETS_TOPIC_NUM_PARTITIONS: '1',
      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
      KAFKA_AUTO_CREATE_TOPICS_ENABLE: 'false',
    })
    .withExposedPorts(9092)
    .withEntrypoint(['sh', '-c'])
    .withCommand([`echo '${WAITING}'; while [ ! -f ${START_SCRIPT} ]; do sleep 0.1; done; sh ${START_SCRIPT}`])
    .withWaitStrategy(Wait.forLogMessage(WAITING))
    .withStartupTimeout(180_000)
    .start();
  const broker = `${container.getHost()}:${container.getMappedPort(9092)}`;
  await container.copyContentToContainer([
    {
      content: `export KAFKA_ADVERTISED_LISTENERS=PLAINTEXT://${broker},BROKER://localhost:9093\nexec /etc/kafka/docker/run\n`,
      target: START_SCRIPT,
      mode: 0o755,
    },
  ]);
  try {
    await waitForKafka([broker], 120_000);
  } catch (error) {
    await container.stop().catch(() => {});
    throw error;
  }
  return { brokers: [broker], stop: stopper(container) };
};

/** Resolves once the cluster answers a metadata request. */
export const waitForKafka = async (brokers: string[], timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  while (Date.now() < deadline) {
    const admin = new Kafka({
      brokers,
      clientId: 'canopy-test-wait',
      logLevel: logLevel.NOTHING,
      retry: { retries: 0 },
      connectionTimeout: 2_000,
    }).admin();
    try {
      await admin.connect();
      await admin.describeCluster();
      return;
    } catch (error) {
      lastError = error;
    } finally {
      await admin.disconnect().catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Kafka at ${brokers.join(',')} did not answer within ${timeoutMs} ms`, { cause: lastError });
};

/** Prints why a suite is skipped (visible in the test run's output). */
export const announceSkip = (suite: string, connection: Skip): void => {
  console.warn(`[skipped] ${suite}: ${connection.skip}`);
};
