import type { GlobalPosition, RecordedEvent } from '@canopy/contracts';
import { sleep } from '../runtime/sleep.ts';
import type { SubscribeOptions, Subscription } from './eventStore.ts';

type FollowOptions = SubscribeOptions & {
  read: (options: { after: GlobalPosition | null; limit: number; dataOf?: readonly string[] }) => Promise<RecordedEvent[]>;
  /** resolves when new events may be there (or the signal aborts) */
  waitForMore: (signal: AbortSignal) => Promise<void>;
  retryDelayMs?: number;
};

/**
 * A catch-up subscription over any pageable log: read pages after the cursor, hand each to the
 * handler, advance only once the handler succeeded, then wait for more. A failing handler sees
 * the same page again after a pause: delivery is at-least-once, in order, and never skips.
 */
export const followLog = (options: FollowOptions): Subscription => {
  const batchSize = options.batchSize ?? 500;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const controller = new AbortController();
  let cursor = options.after;
  let caughtUp = false;

  const loop = async () => {
    while (!controller.signal.aborted) {
      try {
        const events = await options.read({ after: cursor, limit: batchSize, ...(options.dataOf ? { dataOf: options.dataOf } : {}) });
        if (controller.signal.aborted) return;
        if (events.length > 0) {
          await options.onBatch(events);
          cursor = events[events.length - 1]!.position;
          if (events.length === batchSize) continue;
        }
        if (!caughtUp) {
          caughtUp = true;
          options.onCaughtUp?.();
        }
        await options.waitForMore(controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return;
        options.onError?.(error);
        await sleep(retryDelayMs, controller.signal);
      }
    }
  };

  const running = loop();
  return {
    async stop() {
      controller.abort();
      await running;
    },
  };
};
