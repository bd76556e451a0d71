import type { GlobalPosition, RecordedEvent } from '@canopy/contracts';
import type { EachBatchPayload, KafkaMessage } from 'kafkajs';
import type { SubscriptionHandler } from '../../eventStore/eventStore.ts';
import { isAfter } from '../../eventStore/position.ts';
import { encodeCommitMetadata, fromKafkaMessage } from './messages.ts';

export type BatchHandlerOptions = {
  /** the consumer's own checkpoint: nothing at or before it is delivered */
  after: GlobalPosition | null;
  /** most events per onBatch call; a fetched Kafka batch is handled in chunks of this many messages */
  batchSize: number;
  /** how long a partition pauses before a failed chunk is fetched again */
  retryDelayMs: number;
  onBatch: SubscriptionHandler;
  onError: (error: unknown) => void;
  /** commits `offset` (the next message to read) with the position reached as metadata */
  commit: (entry: { topic: string; partition: number; offset: string; metadata: string | null }) => Promise<void>;
  /** makes the next fetch of the partition start at `offset` (kafkajs consumer.seek) */
  seek: (entry: { topic: string; partition: number; offset: string }) => void;
  /** aborted when the subscription stops: no chunk starts after that */
  signal: AbortSignal;
};

/**
 * kafkajs `eachBatch` for one consumer: decodes each chunk, drops what is not after the position
 * this consumer already has (the relay may publish a batch twice), hands the rest to `onBatch`,
 * and only then resolves and commits the chunk's offsets. A chunk whose decoding or `onBatch`
 * failed is neither resolved nor committed: the partition is sought back to the chunk's first
 * offset and paused for `retryDelayMs`, so the same messages come again.
 */
export const createBatchHandler = (options: BatchHandlerOptions) => {
  const { after, batchSize, retryDelayMs, onBatch, onError, commit, seek, signal } = options;
  // the last position handed to onBatch (or the consumer's checkpoint), per partition
  const delivered = new Map<number, GlobalPosition | null>();
  const timers = new Set<NodeJS.Timeout>();
  let running: Promise<void> = Promise.resolve();

  const handleChunk = async (payload: EachBatchPayload, messages: KafkaMessage[]): Promise<boolean> => {
    const { batch } = payload;
    let cursor = delivered.has(batch.partition) ? delivered.get(batch.partition)! : after;
    try {
      const fresh: RecordedEvent[] = [];
      for (const message of messages) {
        const event = fromKafkaMessage(message);
        if (!isAfter(event.position, cursor)) continue; // at or before what this consumer has: a duplicate
        fresh.push(event);
        cursor = event.position;
      }
      if (fresh.length > 0) await onBatch(fresh);
    } catch (error) {
      if (signal.aborted) return false;
      onError(error);
      seek({ topic: batch.topic, partition: batch.partition, offset: messages[0]!.offset });
      const resume = payload.pause();
      const timer = setTimeout(() => {
        timers.delete(timer);
        resume();
      }, retryDelayMs);
      timers.add(timer);
      return false;
    }
    const last = messages[messages.length - 1]!;
    delivered.set(batch.partition, cursor);
    payload.resolveOffset(last.offset);
    await commit({
      topic: batch.topic,
      partition: batch.partition,
      offset: (BigInt(last.offset) + 1n).toString(),
      metadata: encodeCommitMetadata(cursor),
    });
    await payload.heartbeat();
    return true;
  };

  const eachBatch = async (payload: EachBatchPayload): Promise<void> => {
    const run = async () => {
      const { messages } = payload.batch;
      for (let start = 0; start < messages.length; start += batchSize) {
        if (signal.aborted || !payload.isRunning() || payload.isStale()) return;
        if (!(await handleChunk(payload, messages.slice(start, start + batchSize)))) return;
      }
    };
    running = run();
    await running;
  };

  return {
    eachBatch,
    /** the furthest position handed to onBatch so far, or `after` */
    reached(): GlobalPosition | null {
      let furthest = after;
      for (const at of delivered.values()) if (at && isAfter(at, furthest)) furthest = at;
      return furthest;
    },
    /** resolves when no chunk is being handled */
    idle: () => running.catch(() => {}),
    /** drops pending resumes (on stop) */
    cancelTimers() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
};
