import type { Admin } from 'kafkajs';

export type TopicOptions = {
  /**
   * Default 1. Kafka keeps order only within a partition, and consumers of the event topic rely
   * on the log's global order across streams (a projection may join several streams), so the
   * topic has a single partition. Messages are keyed by stream id, so a deployment that trades
   * global order for throughput with more partitions still gets each stream in order.
   */
  numPartitions?: number;
  /** default -1: the broker's default.replication.factor */
  replicationFactor?: number;
};

/**
 * Creates the event topic if it is missing: retained forever (`retention.ms` and
 * `retention.bytes` -1), since the topic is the fan-out of a log that is never truncated.
 * Returns true when this call created it. An existing topic is left as it is.
 */
export const ensureTopic = async (admin: Admin, topic: string, options: TopicOptions = {}): Promise<boolean> => {
  const existing = await admin.listTopics();
  if (existing.includes(topic)) return false;
  // false when another process created it between the two calls
  return admin.createTopics({
    waitForLeaders: true,
    topics: [
      {
        topic,
        numPartitions: options.numPartitions ?? 1,
        replicationFactor: options.replicationFactor ?? -1,
        configEntries: [
          { name: 'retention.ms', value: '-1' },
          { name: 'retention.bytes', value: '-1' },
          { name: 'cleanup.policy', value: 'delete' },
        ],
      },
    ],
  });
};
