import { sampleRankCorrelation } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { averageRanks, spearman } from './spearman.ts';

/** a small seeded generator (mulberry32), so a failure can be replayed */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

describe('averageRanks', () => {
  it('gives tied values the average of the ranks they span', () => {
    expect(averageRanks([3, 1, 4, 1, 5, 9, 2, 6, 5])).toEqual([4, 1.5, 5, 1.5, 6.5, 9, 3, 8, 6.5]);
  });
});

describe('spearman against simple-statistics', () => {
  it('on fixed data without ties', () => {
    const [xs, ys] = [
      [1, 2, 3, 4, 5, 6],
      [2, 1, 4, 3, 7, 6],
    ];
    expect(spearman(xs, ys)).toBeCloseTo(sampleRankCorrelation(xs, ys), 12);
    expect(spearman(xs, ys)).toBeCloseTo(0.8286, 4);
  });

  it('on fixed survey-like data full of ties (five-point answers against a ten-point question)', () => {
    const xs = [5, 5, 4, 4, 3, 3, 2, 2, 2, 2, 4, 4, 4, 4, 4];
    const ys = [10, 10, 9, 8, 7, 6, 5, 5, 5, 5, 9, 9, 9, 9, 1];
    expect(spearman(xs, ys)).toBeCloseTo(sampleRankCorrelation(xs, ys), 12);
  });

  it('is 1 and -1 for monotone data, whatever the spacing', () => {
    expect(spearman([1, 2, 3, 4], [1, 4, 9, 16])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [10, 3, 2, 1])).toBeCloseTo(-1, 12);
  });

  it('has no value when one side is constant (simple-statistics answers NaN)', () => {
    expect(spearman([1, 2, 3], [4, 4, 4])).toBeNull();
    expect(sampleRankCorrelation([1, 2, 3], [4, 4, 4])).toBeNaN();
  });

  it('on 200 random samples of answers on five- and ten-point scales, with ties', () => {
    const random = seeded(20261125);
    for (let sample = 0; sample < 200; sample += 1) {
      const n = 5 + Math.floor(random() * 60);
      const xs = Array.from({ length: n }, () => 1 + Math.floor(random() * 5));
      // partly driven by xs, so the correlations spread over the whole range
      const weight = random() * 2 - 1;
      const ys = xs.map((x) => Math.min(10, Math.max(1, Math.round(5 + weight * (x - 3) * 2 + (random() * 6 - 3)))));
      const expected = sampleRankCorrelation(xs, ys);
      const actual = spearman(xs, ys);
      if (Number.isNaN(expected)) expect(actual).toBeNull();
      else expect(actual).toBeCloseTo(expected, 10);
    }
  });

  it('on random continuous data in any order of the pairs', () => {
    const random = seeded(7);
    const xs = Array.from({ length: 40 }, () => random());
    const ys = xs.map((x) => x * x + random() * 0.3);
    expect(spearman(xs, ys)).toBeCloseTo(sampleRankCorrelation(xs, ys), 12);
    const order = xs.map((_, index) => index).sort(() => random() - 0.5);
    expect(
      spearman(
        order.map((index) => xs[index]!),
        order.map((index) => ys[index]!),
      ),
    ).toBeCloseTo(spearman(xs, ys)!, 12);
  });
});
