import { describe, expect, it } from 'vitest';
import { createBackoff } from './backoff.ts';

const clock = (start = 1000) => {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
};

describe('backoff with full jitter', () => {
  it('draws each pause below a bound that doubles per conflict up to the cap', () => {
    const time = clock();
    const backoff = createBackoff({ baseMs: 10, capMs: 50, budgetMs: 10_000, now: time.now, random: () => 0.999 });
    expect([1, 2, 3, 4, 5].map(() => backoff.next())).toEqual([9, 19, 39, 49, 49]);
  });

  it('spreads writers out: the pause follows the random draw', () => {
    const time = clock();
    const draws = [0, 0.5];
    const backoff = createBackoff({ baseMs: 100, capMs: 1000, budgetMs: 10_000, now: time.now, random: () => draws.shift()! });
    expect([backoff.next(), backoff.next()]).toEqual([0, 100]);
  });

  it('gives no pause past the end of the budget, and none at all once it is spent', () => {
    const time = clock();
    const backoff = createBackoff({ baseMs: 100, capMs: 1000, budgetMs: 250, now: time.now, random: () => 0.999 });
    time.advance(200);
    expect(backoff.next()).toBe(50);
    time.advance(50);
    expect(backoff.next()).toBeNull();
    expect(backoff.next()).toBeNull();
  });
});
