import type { EventStore, Subscription } from '../eventStore/eventStore.ts';
import type { BusSubscribeOptions, EventBus } from './eventBus.ts';

export type InProcessBusOptions = {
  /** events per handler call; default the store's */
  batchSize?: number;
};

/**
 * The single-process topology's bus: no broker, each consumer follows the event store itself from
 * its own `after` (the store's catch-up subscription gives at-least-once, in-order delivery and
 * redelivers a batch whose handler failed). The consumer name only labels the subscription.
 */
export const createInProcessBus = (store: EventStore, options: InProcessBusOptions = {}): EventBus => {
  const subscriptions = new Set<Subscription>();
  return {
    kind: 'in-process',
    subscribe({ after, dataOf, onBatch, onError }: BusSubscribeOptions): Subscription {
      const subscription = store.subscribeToAll({
        after,
        onBatch,
        ...(dataOf ? { dataOf } : {}),
        ...(onError ? { onError } : {}),
        ...(options.batchSize ? { batchSize: options.batchSize } : {}),
      });
      const handle: Subscription = {
        async stop() {
          subscriptions.delete(handle);
          await subscription.stop();
        },
      };
      subscriptions.add(handle);
      return handle;
    },
    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
    },
  };
};
