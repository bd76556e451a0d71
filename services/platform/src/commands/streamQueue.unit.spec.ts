import { describe, expect, it } from 'vitest';
import { createStreamQueue, QUEUE_FULL_DETAIL, QUEUE_TIMEOUT_DETAIL, StreamBusyError, type BatchRunner } from './streamQueue.ts';

/** a runner whose batches finish only when the test says so, recording what it was handed */
const gatedRunner = (maxBatch = 1) => {
  const batches: string[][] = [];
  const gates: Array<() => void> = [];
  let running = 0;
  let mostAtOnce = 0;
  const runner: BatchRunner<string, string> = {
    maxBatch,
    async run(jobs) {
      batches.push(jobs);
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise<void>((resolve) => gates.push(resolve));
      running--;
      return jobs.map((job) => (job.startsWith('bad') ? { ok: false, error: new Error(job) } : { ok: true, value: `done ${job}` }));
    },
  };
  const openNext = async () => {
    while (gates.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    gates.shift()!();
  };
  return { runner, batches, openNext, mostAtOnce: () => mostAtOnce };
};

describe('the stream queue', () => {
  it("runs one stream's jobs one at a time in arrival order, and other streams beside them", async () => {
    const queue = createStreamQueue({ maxWaiting: 10, maxWaitMs: 10_000 });
    const a = gatedRunner();
    const b = gatedRunner();
    const first = queue.submit('s-1', 'one', a.runner);
    const second = queue.submit('s-1', 'two', a.runner);
    const other = queue.submit('s-2', 'elsewhere', b.runner);
    expect(a.batches).toEqual([['one']]);
    expect(b.batches).toEqual([['elsewhere']]);
    expect(queue.waiting('s-1')).toBe(1);
    await a.openNext();
    expect(await first).toBe('done one');
    await a.openNext();
    expect(await second).toBe('done two');
    await b.openNext();
    expect(await other).toBe('done elsewhere');
    expect(a.mostAtOnce()).toBe(1);
    expect(queue.waiting('s-1')).toBe(0);
  });

  it('hands the jobs that waited together to one batch, up to its size, each with its own outcome', async () => {
    const queue = createStreamQueue({ maxWaiting: 10, maxWaitMs: 10_000 });
    const gate = gatedRunner(2);
    const results = ['first', 'bad-2', 'three', 'four'].map((job) =>
      queue.submit('s', job, gate.runner).catch((error: Error) => `failed ${error.message}`),
    );
    for (let i = 0; i < 3; i++) await gate.openNext();
    expect(gate.batches).toEqual([['first'], ['bad-2', 'three'], ['four']]);
    expect(await Promise.all(results)).toEqual(['done first', 'failed bad-2', 'done three', 'done four']);
  });

  it('does not batch jobs of different runners', async () => {
    const queue = createStreamQueue({ maxWaiting: 10, maxWaitMs: 10_000 });
    const one = gatedRunner(8);
    const two = gatedRunner(8);
    const results = [queue.submit('s', 'a', one.runner), queue.submit('s', 'b', two.runner), queue.submit('s', 'c', one.runner)];
    await one.openNext();
    await two.openNext();
    await one.openNext();
    await Promise.all(results);
    expect([one.batches, two.batches]).toEqual([[['a'], ['c']], [['b']]]);
  });

  it('refuses a job when the stream already has its fill waiting (503), and takes one again once there is room', async () => {
    const queue = createStreamQueue({ maxWaiting: 2, maxWaitMs: 10_000 });
    const gate = gatedRunner();
    const taken = [queue.submit('s', 'running', gate.runner), queue.submit('s', 'w1', gate.runner), queue.submit('s', 'w2', gate.runner)];
    const refused = await queue.submit('s', 'w3', gate.runner).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StreamBusyError);
    expect(refused).toMatchObject({ status: 503, message: QUEUE_FULL_DETAIL });
    await gate.openNext();
    await taken[0];
    const later = queue.submit('s', 'w4', gate.runner);
    for (let i = 0; i < 3; i++) await gate.openNext();
    expect(await Promise.all([...taken, later])).toEqual(['done running', 'done w1', 'done w2', 'done w4']);
  });

  it('refuses a job that waited past the bound without running it (503)', async () => {
    const queue = createStreamQueue({ maxWaiting: 10, maxWaitMs: 30 });
    const gate = gatedRunner();
    const running = queue.submit('s', 'slow', gate.runner);
    const waiting = queue.submit('s', 'late', gate.runner).catch((error: unknown) => error);
    expect(await waiting).toMatchObject({ status: 503, message: QUEUE_TIMEOUT_DETAIL });
    await gate.openNext();
    expect(await running).toBe('done slow');
    expect(gate.batches).toEqual([['slow']]);
  });

  it('fails every job of a batch whose runner throws, and goes on with the next', async () => {
    const queue = createStreamQueue({ maxWaiting: 10, maxWaitMs: 10_000 });
    let calls = 0;
    const runner: BatchRunner<string, string> = {
      maxBatch: 1,
      run: async (jobs) => {
        if (calls++ === 0) throw new Error('database gone');
        return jobs.map((job) => ({ ok: true, value: job }));
      },
    };
    const [first, second] = [queue.submit('s', 'x', runner), queue.submit('s', 'y', runner)];
    await expect(first).rejects.toThrow('database gone');
    expect(await second).toBe('y');
  });
});
