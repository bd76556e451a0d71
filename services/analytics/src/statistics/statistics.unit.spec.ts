import { describe, expect, it } from 'vitest';
import { meanInterval, netScoreInterval, wilsonInterval } from './intervals.ts';
import { favourableOf, valueCountsOf } from './sample.ts';
import { benjaminiHochberg, mannWhitney, minimumDetectableDifference, netScoreDifference, twoProportionTest, welchTest } from './tests.ts';

// Values worked by hand (quantiles from tables: t(0.975, 4) = 2.776445, z(0.975) = 1.959964, z(0.8) = 0.841621);
// the random cases against R are in tests/int/statisticsAgainstR.int.spec.ts.
const counts = (byValue: Record<number, number>) => Object.entries(byValue).map(([value, count]) => ({ value: Number(value), count }));

describe('intervals', () => {
  it('a mean of 1, 2, 3, 4, 5 is 3 with the t interval 3 +- 2.776445 x sqrt(2.5 / 5)', () => {
    const interval = meanInterval(counts({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 }), [1, 5]);
    expect(interval?.estimate).toBe(3);
    expect(interval?.ci_low).toBeCloseTo(3 - 1.963243, 5);
    expect(interval?.ci_high).toBeCloseTo(3 + 1.963243, 5);
  });

  it('clips a small group interval to the scale, gives no interval for one answer and a point when all agree', () => {
    const wide = meanInterval(counts({ 1: 1, 5: 2 }), [1, 5]);
    expect([wide?.ci_low, wide?.ci_high]).toEqual([1, 5]);
    expect(meanInterval(counts({ 4: 1 }), [1, 5])).toBeNull();
    expect(meanInterval(counts({ 4: 7 }), [1, 5])).toMatchObject({ estimate: 4, ci_low: 4, ci_high: 4, n: 7 });
    expect(meanInterval([], [1, 5])).toBeNull();
  });

  it('a Wilson interval of 0 of 10 runs from 0 to 27.75%', () => {
    const interval = wilsonInterval(0, 10);
    expect(interval?.ci_low).toBe(0);
    expect(interval?.ci_high).toBeCloseTo(27.75, 2);
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it('a net score of 5 promoters, 3 passives and 2 detractors is 30 with SE sqrt(0.61 / 10)', () => {
    const interval = netScoreInterval(5, 3, 2);
    expect(interval?.estimate).toBeCloseTo(30, 10);
    expect(interval?.se).toBeCloseTo(24.698, 3);
    expect(interval?.ci_low).toBeCloseTo(30 - 1.959964 * 24.698, 2);
  });
});

describe('scores from released counts', () => {
  it('counts the top two boxes of five-point, 8-10 of ten-point, each on its own scale when mixed', () => {
    const five = { counts: [1, 2, 3, 4, 5, 0, 0, 0, 0, 0], ten_counts: null };
    expect(favourableOf(five, 'five')).toEqual({ favourable: 9, scored: 15 });
    const ten = { counts: [0, 0, 0, 0, 0, 1, 1, 2, 3, 4], ten_counts: null };
    expect(favourableOf(ten, 'ten')).toEqual({ favourable: 9, scored: 11 });
    // mixed: five-point answers 4 x '4', 1 x '5'; ten-point 1 x '5' and 2 x '9'
    const mixed = { counts: [0, 0, 0, 4, 2, 0, 0, 0, 2, 0], ten_counts: [0, 0, 0, 0, 1, 0, 0, 0, 2, 0] };
    expect(favourableOf(mixed, 'share')).toEqual({ favourable: 7, scored: 8 });
    expect(valueCountsOf(mixed, 'share')).toEqual(counts({ 75: 4, 100: 1, [(4 / 9) * 100]: 1, [(8 / 9) * 100]: 2 }));
  });
});

describe('two-sample tests', () => {
  it("Welch's t of two samples with equal spread: difference 2, SE sqrt(2 x 2.5 / 5) = 1, df 8", () => {
    const test = welchTest(counts({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 }), counts({ 3: 1, 4: 1, 5: 1, 6: 1, 7: 1 }));
    expect(test?.difference).toBe(2);
    expect(test?.se).toBeCloseTo(1, 10);
    expect(test?.df).toBeCloseTo(8, 10);
    expect(welchTest(counts({ 4: 5 }), counts({ 4: 6 }))).toMatchObject({ difference: 0, p: 1 });
    expect(welchTest([], counts({ 4: 6 }))).toBeNull();
  });

  it('Mann-Whitney U of 3, 4 over 1, 2 is 4 (every pair favours the later cycle)', () => {
    expect(mannWhitney(counts({ 1: 1, 2: 1 }), counts({ 3: 1, 4: 1 }))?.u).toBe(4);
    expect(mannWhitney(counts({ 3: 4 }), counts({ 3: 5 }))).toEqual({ u: 10, z: 0, p: 1 });
  });

  it('two shares 5/10 and 8/10: z = 0.3 / sqrt(0.65 x 0.35 x 0.2), difference 30 points', () => {
    const test = twoProportionTest({ successes: 5, n: 10 }, { successes: 8, n: 10 });
    expect(test?.difference).toBeCloseTo(30, 10);
    // z = 0.3 / 0.213307 = 1.406422, two-sided p = 2 x (1 - 0.920200) = 0.159600
    expect(test?.p).toBeCloseTo(0.1596, 4);
  });

  it('a net-score difference has the SE of both variances', () => {
    const test = netScoreDifference({ promoters: 5, passives: 3, detractors: 2 }, { promoters: 5, passives: 3, detractors: 2 });
    expect(test?.difference).toBe(0);
    expect(test?.se).toBeCloseTo(Math.sqrt(0.061 * 2) * 100, 8);
    expect(test?.p).toBe(1);
  });

  it('Benjamini-Hochberg adjusts 0.01, 0.04, 0.03, 0.005 to 0.02, 0.04, 0.04, 0.02', () => {
    const adjusted = benjaminiHochberg([0.01, 0.04, 0.03, 0.005]);
    for (const [index, value] of [0.02, 0.04, 0.04, 0.02].entries()) expect(adjusted[index]).toBeCloseTo(value, 12);
    expect(benjaminiHochberg([])).toEqual([]);
  });

  it('the minimum detectable difference of 12 and 12 people with SD 1 is 2.801585 x sqrt(1/6)', () => {
    expect(minimumDetectableDifference(1, 12, 12)).toBeCloseTo(1.14374, 4);
    expect(minimumDetectableDifference(1, 0, 12)).toBeNull();
  });
});
