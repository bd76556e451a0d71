import type { ChartData, ParticipationItem } from '@canopy/contracts/analytics/api';
import { describe, expect, it } from 'vitest';
import { headlineOf, leadCyclesOf, percentOf } from './latestCycle';

const cycle = (package_id: string, cycle_id: string, cycle_date: string, finished: number, unfinished: number): ParticipationItem => ({
  package_id,
  package_name: package_id === 'p1' ? 'Spring pulse' : 'Onboarding',
  cycle_id,
  cycle_date,
  number_of_finished: finished,
  number_of_unfinished: unfinished,
  names_of_finished: [],
  names_of_unfinished: [],
  names: [],
  link: '',
});

describe("Home's lead cycle", () => {
  it('is the newest cycle someone finished, not the open one nobody answered, with the answered cycle before it', () => {
    const lead = leadCyclesOf([
      cycle('p1', 'c1', '2026-08-28T12:00:00Z', 100, 80),
      cycle('p1', 'c2', '2026-10-27T12:00:00Z', 117, 63),
      cycle('p1', 'c3', '2026-12-07T09:00:00Z', 0, 180),
      cycle('p2', 'c9', '2026-09-01T00:00:00Z', 5, 0),
    ]);
    expect(lead?.latest).toMatchObject({ cycleId: 'c2', finished: 117, invited: 180 });
    expect(lead?.before).toMatchObject({ cycleId: 'c1', finished: 100, invited: 180 });
    // 117 / 180 = 65.0%, 100 / 180 = 55.6%
    expect(percentOf(lead!.latest)).toBe(65);
    expect(percentOf(lead!.before!)).toBe(56);
  });

  it('has no cycle before in another package, and none at all without answers', () => {
    expect(leadCyclesOf([cycle('p2', 'c9', '2026-09-01', 5, 0), cycle('p1', 'c1', '2026-08-01', 3, 1)])?.before).toBeNull();
    expect(leadCyclesOf([cycle('p1', 'c3', '2026-12-07', 0, 180)])).toBeNull();
  });
});

describe('a headline figure', () => {
  const change = {
    group_id: null,
    group_name: 'All participants',
    from_cycle_id: 'c1',
    to_cycle_id: 'c2',
    from: 3.5,
    to: 3.76,
    difference: 0.26,
    ci_low: 0.05,
    ci_high: 0.47,
    p: 0.01,
    p_adjusted: 0.02,
    check_p: 0.02,
    mark: 'improved' as const,
    minimum_detectable: null,
    n_before: 100,
    n_after: 117,
  };
  const row = (group_id: string | null, cycle_id: string, value_avg: number, suppressed = false) => ({
    group_id,
    group_name: group_id ?? 'All participants',
    cycle_id,
    cycle_date: null,
    value_avg,
    respondents: 117,
    answers: 900,
    suppressed,
    withheld: null,
  });
  const chart = (groups: ReturnType<typeof row>[]): ChartData => ({
    type: 'type1',
    view: 'cycles',
    scale: 'five',
    minimum_group_size: 5,
    held_back: 0,
    groups,
    changes: [change, { ...change, group_id: 'g1', difference: -1 }],
  });

  it("is All participants' figure in the latest cycle with its own change", () => {
    const headline = headlineOf(chart([row('g1', 'c2', 2.1), row(null, 'c1', 3.5), row(null, 'c2', 3.76)]), 'c2');
    expect(headline).toEqual({ value: 3.76, respondents: 117, scale: 'five', change });
  });

  it('names no value when the figure is held back, and is missing when the cycle has none', () => {
    expect(headlineOf(chart([row(null, 'c2', 3.76, true)]), 'c2')).toMatchObject({ value: null, respondents: null });
    expect(headlineOf(chart([row(null, 'c1', 3.5)]), 'c2')).toBeNull();
    expect(headlineOf(undefined, 'c2')).toBeNull();
  });
});
