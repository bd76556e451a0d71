import type { EventEmitter } from 'node:events';
import { sleep } from '../../runtime/sleep.ts';

export type AppendWakeups = {
  /** resolves when the subscription should read again: an append since its last read, the poll timer, or abort */
  waitForMore(signal: AbortSignal): Promise<void>;
  stop(): void;
};

/**
 * One subscription's wake-ups from this process's appends. The listener stays on for the subscription's life, so
 * an append that lands while the subscription is reading is remembered and answered by one more read right after
 * (without it, it would wait for the poll timer). Appends that land within `coalesceMs` of the last read share the
 * next one: with many projections in one process, a read per projection per append would cost more than the appends.
 */
export const appendWakeups = (appended: EventEmitter, pollIntervalMs: number, coalesceMs: number): AppendWakeups => {
  let pending = false;
  let wake: (() => void) | null = null;
  // an interval, on the monotonic clock (no spec's clock should move it); the first read waits for nothing
  let lastReadAt = Number.NEGATIVE_INFINITY;
  const onAppended = () => {
    pending = true;
    wake?.();
  };
  appended.on('appended', onAppended);
  return {
    async waitForMore(signal) {
      if (!pending && !signal.aborted) {
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            wake = null;
            resolve();
          };
          const timer = setTimeout(done, pollIntervalMs);
          wake = done;
          signal.addEventListener('abort', done, { once: true });
        });
      }
      const gap = lastReadAt + coalesceMs - performance.now();
      if (gap > 0) await sleep(gap, signal);
      // cleared just before the read starts: an append from here on is seen by this read or wakes the next
      pending = false;
      lastReadAt = performance.now();
    },
    stop() {
      appended.off('appended', onAppended);
    },
  };
};
