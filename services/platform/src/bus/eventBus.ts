import type { GlobalPosition, RecordedEvent } from '@canopy/contracts';
import type { Subscription, SubscriptionHandler } from '../eventStore/eventStore.ts';

export type BusSubscribeOptions = {
  /** a stable name per consumer (a projection); Kafka uses it as the consumer group */
  consumer: string;
  /** the consumer's own checkpoint; delivery may start earlier (at-least-once), never later */
  after: GlobalPosition | null;
  /** the event types whose data the consumer reads; others may come with empty data (in-process), or whole */
  dataOf?: readonly string[];
  onBatch: SubscriptionHandler;
  onError?: (error: unknown) => void;
};

/**
 * Fan-out of the event log to consumers. In-process: each consumer follows the store directly.
 * Kafka: a relay (never the request that appended) publishes the log; consumers read the topic.
 * Delivery is at-least-once and in log order; consumers dedupe by position.
 */
export interface EventBus {
  readonly kind: 'in-process' | 'kafka';
  subscribe(options: BusSubscribeOptions): Subscription;
  close(): Promise<void>;
}

/** The relay's outlet: resolves only once the broker has acknowledged every event. */
export interface EventPublisher {
  publish(events: RecordedEvent[]): Promise<void>;
  close(): Promise<void>;
}
