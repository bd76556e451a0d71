import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { appendWakeups } from './appendWakeups.ts';

const timed = async (promise: Promise<void>) => {
  const start = performance.now();
  await promise;
  return performance.now() - start;
};

describe('append wake-ups of one subscription', () => {
  it('remember an append made while the subscription was not waiting (reading), instead of waiting for the poll', async () => {
    const appended = new EventEmitter();
    const wakeups = appendWakeups(appended, 10_000, 0);
    appended.emit('appended');
    expect(await timed(wakeups.waitForMore(new AbortController().signal))).toBeLessThan(1_000);
    wakeups.stop();
  });

  it('wake a waiting subscription at once, and share one read among appends within the coalescing window', async () => {
    const appended = new EventEmitter();
    const wakeups = appendWakeups(appended, 10_000, 200);
    const signal = new AbortController().signal;
    const first = wakeups.waitForMore(signal);
    appended.emit('appended');
    await first;
    appended.emit('appended');
    appended.emit('appended');
    appended.emit('appended');
    // the three appends are answered by one read, no sooner than the window after the last read began
    expect(await timed(wakeups.waitForMore(signal))).toBeGreaterThanOrEqual(150);
    const third = wakeups.waitForMore(signal);
    let woke = false;
    void third.then(() => {
      woke = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(woke).toBe(false);
    wakeups.stop();
    appended.emit('appended');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(woke).toBe(false);
  });

  it('end the wait when the subscription stops', async () => {
    const wakeups = appendWakeups(new EventEmitter(), 10_000, 0);
    const controller = new AbortController();
    const waiting = wakeups.waitForMore(controller.signal);
    controller.abort();
    expect(await timed(waiting)).toBeLessThan(1_000);
  });
});
