import type { GlobalPosition, RecordedEvent } from '@canopy/contracts';
import type { EventPublisher } from '../bus/eventBus.ts';
import type { EventStore } from '../eventStore/eventStore.ts';
import type { RelayCheckpointStore } from './checkpoints.ts';

export { acquireRelayLease, createPostgresRelayCheckpoints, migrateRelayCheckpoints, relayMigrations } from './checkpoints.ts';
export type { RelayCheckpointStore } from './checkpoints.ts';

type LogFn = (object: object, message?: string) => void;
export type RelayLogger = { info: LogFn; warn: LogFn; error: LogFn };

export type RelayOptions = {
  store: EventStore;
  publisher: EventPublisher;
  checkpoints: RelayCheckpointStore;
  /** the checkpoint's key; default 'default' */
  name?: string;
  /** events per publish; default 500 */
  batchSize?: number;
  logger?: RelayLogger;
  /** called after each batch the broker acknowledged and the checkpoint recorded */
  onPublished?: (events: RecordedEvent[]) => void;
  /** called when publishing or checkpointing failed (the batch is published again after a pause) */
  onError?: (error: unknown) => void;
};

export type Relay = {
  /** stops following the log; resolves once no publish is running any more */
  stop(): Promise<void>;
  /** the stored checkpoint: the last event the broker acknowledged, null before the first */
  position(): GlobalPosition | null;
  /** true once the relay has published everything that was in the log when it started */
  caughtUp(): boolean;
};

/**
 * Moves the event log into the broker. It follows the store (never the request that appended: an
 * append only writes the log), publishes each batch, and records the checkpoint only after the
 * broker acknowledged the batch. A failed publish or checkpoint write leaves the checkpoint where
 * it was and the store's subscription delivers the same batch again: at-least-once, in log order,
 * nothing skipped. After a restart the relay resumes after its checkpoint, so only a batch that was
 * acknowledged but not yet checkpointed can be published twice; consumers drop it by position.
 */
export const startRelay = async (options: RelayOptions): Promise<Relay> => {
  const name = options.name ?? 'default';
  const { store, publisher, checkpoints, logger } = options;
  let checkpoint = await checkpoints.load(name);
  let caughtUp = false;
  logger?.info({ relay: name, checkpoint }, 'relay starting after its checkpoint');

  const subscription = store.subscribeToAll({
    after: checkpoint,
    batchSize: options.batchSize ?? 500,
    onBatch: async (events) => {
      await publisher.publish(events);
      const last = events[events.length - 1]!.position;
      await checkpoints.save(name, last);
      checkpoint = last;
      options.onPublished?.(events);
    },
    onError: (error) => {
      logger?.warn({ err: error, relay: name, checkpoint }, 'relay batch failed; publishing it again after a pause');
      options.onError?.(error);
    },
    onCaughtUp: () => {
      caughtUp = true;
      logger?.info({ relay: name, checkpoint }, 'relay caught up with the log');
    },
  });

  return {
    async stop() {
      await subscription.stop();
      logger?.info({ relay: name, checkpoint }, 'relay stopped');
    },
    position: () => checkpoint,
    caughtUp: () => caughtUp,
  };
};
