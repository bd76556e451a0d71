import { describe, expect, it } from 'vitest';
import { intervalText, whiskersOf } from './intervals';

describe('intervals on the cards', () => {
  it('draws each whisker from the value to its interval ends, and none where there is no interval', () => {
    const whiskers = whiskersOf([3.5, 4, null], [{ ci_low: 3.1, ci_high: 3.8, n: 12 }, { ci_low: null, ci_high: null, n: null }, {}]);
    expect(whiskers.array.map((value) => Math.round(value * 100) / 100)).toEqual([0.3, 0, 0]);
    expect(whiskers.arrayminus.map((value) => Math.round(value * 100) / 100)).toEqual([0.4, 0, 0]);
  });

  it('says the interval and its n in the tooltip', () => {
    expect(intervalText({ ci_low: 3.12, ci_high: 3.84, n: 14 })).toBe('95% interval 3.12–3.84 (n = 14)');
    expect(intervalText({})).toBe('no interval (too few answers)');
  });
});
