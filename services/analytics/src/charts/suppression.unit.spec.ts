import { describe, expect, it } from 'vitest';
import { suppressedKeys } from './suppression.ts';

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
});
