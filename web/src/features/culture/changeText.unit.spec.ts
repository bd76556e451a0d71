import type { ChangeRow } from '@canopy/contracts/analytics/api';
import { describe, expect, it } from 'vitest';
import { detectableText, differenceText } from './changeText';

const change = (over: Partial<ChangeRow>): ChangeRow => ({
  group_id: 'g',
  group_name: 'Group B',
  from_cycle_id: 'c1',
  to_cycle_id: 'c2',
  from: 3.5,
  to: 3.63,
  difference: 0.13,
  ci_low: -0.44,
  ci_high: 0.69,
  p: 0.64,
  p_adjusted: 0.86,
  check_p: 0.6,
  mark: 'no_change',
  minimum_detectable: 0.74,
  n_before: 8,
  n_after: 12,
  ...over,
});

describe('a change on the card', () => {
  it('reads the difference with its signed interval', () => {
    expect(differenceText(change({}))).toBe('+0.13 (95% interval -0.44 to +0.69)');
  });

  it('says how large a move could have been seen, with the smaller cycle, only where nothing was detected', () => {
    expect(detectableText(change({}))).toBe('No change larger than 0.74 could be seen with 8 people');
    expect(detectableText(change({ mark: 'improved', minimum_detectable: null }))).toBeNull();
  });
});
