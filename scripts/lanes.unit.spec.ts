import { describe, expect, it } from 'vitest';
import { laneSeconds, splitBrowserFiles } from './lanes.ts';

describe('the browser files between the two lanes', () => {
  it('gives the longest file to the lane free first and each next one to the lane that is free sooner', () => {
    const seconds = { a: 300, b: 200, c: 150, d: 100, e: 50 };
    // int is free at 400 s, e2e at 40 s: e2e takes a (to 340) and b (to 540); int takes c (to 550); e2e d (to 640)...
    const split = splitBrowserFiles(['a', 'b', 'c', 'd', 'e'], seconds, { int: 400, e2e: 40 }, 60);
    expect(split).toEqual({ int: ['c', 'e'], e2e: ['a', 'b', 'd'] });
    expect(400 + laneSeconds(split.int, seconds, 60)).toBe(600);
    expect(40 + laneSeconds(split.e2e, seconds, 60)).toBe(640);
  });

  it('counts a file without a measured time as the unmeasured figure, and keeps the given order in each lane', () => {
    const split = splitBrowserFiles(['z-new', 'y', 'x'], { y: 10, x: 10 }, { int: 0, e2e: 0 }, 100);
    expect(split).toEqual({ int: ['y', 'x'], e2e: ['z-new'] });
  });

  it('places every file in exactly one lane', () => {
    const files = Array.from({ length: 25 }, (_, n) => `f${n}`);
    const seconds = Object.fromEntries(files.map((file, n) => [file, (n * 37) % 90]));
    const { int, e2e } = splitBrowserFiles(files, seconds, { int: 300, e2e: 30 }, 45);
    expect([...int, ...e2e].sort()).toEqual([...files].sort());
    expect(new Set([...int, ...e2e]).size).toBe(files.length);
  });
});
