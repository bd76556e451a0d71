import { describe, expect, it } from 'vitest';
import { givesAwayLeftOut, heldFigures, suppressedKeys } from './suppression.ts';

const cells = (...sizes: number[]) => sizes.map((respondents, index) => ({ key: `g${index}`, respondents }));

describe('suppressedKeys', () => {
  it('holds back a group of 4 under a minimum of 5 and, beside a shown total, the next smallest group', () => {
    expect([...suppressedKeys(cells(4, 9, 6), 19, 5)].sort()).toEqual(['g0', 'g2']);
  });
  it('holds back nothing when every group reaches the minimum', () => {
    expect(suppressedKeys(cells(5, 9), 14, 5).size).toBe(0);
  });
  it('needs no second group when two are already held back (their sum is all the total gives away)', () => {
    expect([...suppressedKeys(cells(2, 3, 9), 14, 5)].sort()).toEqual(['g0', 'g1']);
  });
  it('holds back everything when the total itself is below the minimum', () => {
    expect(suppressedKeys(cells(4), 4, 5)).toEqual(new Set(['g0']));
  });
  it('without a total, holds back only the small groups', () => {
    expect([...suppressedKeys(cells(4, 9, 6), null, 5)]).toEqual(['g0']);
  });
  it('holds back groups of 1 and 2 beside a 9 and a total of 12: their pool of 3 is still too small, so the 9 goes too', () => {
    expect([...suppressedKeys(cells(1, 2, 9), 12, 5)].sort()).toEqual(['g0', 'g1', 'g2']);
  });
  it('stops as soon as the held-back pool reaches the minimum, next smallest first', () => {
    expect([...suppressedKeys(cells(1, 2, 9, 9), 21, 5)].sort()).toEqual(['g0', 'g1', 'g2']);
    expect([...suppressedKeys(cells(3, 7, 6, 20), 36, 5)].sort()).toEqual(['g0', 'g2']);
  });
  it('counts people in no group: a total of 12 beside groups of 5 and 5 gives away the 2 outside them', () => {
    // total minus the shown groups is 2: hold back the smallest until the pool outside the shown ones is 5 or more
    expect([...suppressedKeys(cells(5, 5), 12, 5)]).toEqual(['g0']);
  });
  it('holds back a big group whose complement in the total is small, even when groups overlap', () => {
    // 10 people, A and B both the same 9 (overlapping), C the tenth: the total minus A is C's one person
    expect([...suppressedKeys(cells(9, 9, 1), 10, 5)].sort()).toEqual(['g0', 'g1', 'g2']);
  });
  it('shows overlapping groups that each leave out enough of the total', () => {
    // 20 people in two departments of 10 and two locations of 10: nothing small, nothing to work out
    expect(suppressedKeys(cells(10, 10, 10, 10), 20, 5).size).toBe(0);
  });
});

describe('heldFigures under a narrowing filter', () => {
  const at = (...sizes: [string, number][]) => sizes.map(([key, respondents]) => ({ key, respondents }));
  it('holds back a filtered total that leaves out 1 to minimum - 1 respondents, and a group equal to it', () => {
    // groups A 6, B 4, C 5 (15); filtered to A: 6 left, 9 out, shown; filtered to A and C: 11, 4 out, held back
    const baseline = { cells: at(['A', 6], ['B', 4], ['C', 5]), total: 15 };
    expect(heldFigures({ cells: at(['A', 6]), total: 6, baseline, minimum: 5 })).toEqual({ totalHeld: false, held: new Set() });
    const pair = heldFigures({ cells: at(['A', 6], ['C', 5]), total: 11, baseline, minimum: 5 });
    // C stays held back as the unfiltered chart holds it (beside B), so A's figure is the only one shown
    expect(pair).toEqual({ totalHeld: true, held: new Set(['C']) });
    const hiring = heldFigures({ cells: at(['A', 14]), total: 14, baseline: { cells: at(['A', 15]), total: 15 }, minimum: 5 });
    expect(hiring).toEqual({ totalHeld: true, held: new Set(['A']) });
  });
  it('compares nothing without a narrowing filter', () => {
    expect(givesAwayLeftOut(11, undefined, 5)).toBe(false);
    expect(givesAwayLeftOut(11, 11, 5)).toBe(false);
    expect(givesAwayLeftOut(11, 15, 5)).toBe(true);
    expect(givesAwayLeftOut(10, 15, 5)).toBe(false);
  });
});
