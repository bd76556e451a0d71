import { AnalyticsFilters } from '@canopy/contracts/analytics/api';
import { describe, expect, it } from 'vitest';
import { cycleLabel, describeChart, filterSummary } from './chartSummary';

const base = AnalyticsFilters.parse({});

describe('chart card summary', () => {
  it('names no filter as all participants, all time, all cycles, any tenure', () => {
    expect(filterSummary({ filters: base, cycleIds: [], hiring: null, groupNames: new Map() })).toBe(
      'All participants · All time · All cycles · Any tenure',
    );
  });
  it('names the chosen groups, a saved custom range, the cycles picked and the hiring range', () => {
    const filters = AnalyticsFilters.parse({
      groups_ids: ['g1', 'g2'],
      period_of_answer_date: { is_all_time: false, start_date: '2026-01-01', end_date: '2026-06-30' },
    });
    const groupNames = new Map([
      ['g1', 'Sales'],
      ['g2', 'Engineering'],
    ]);
    expect(filterSummary({ filters, cycleIds: ['c1'], hiring: 'from_1_to_3_years', groupNames })).toBe(
      'Sales, Engineering · 2026-01-01 – 2026-06-30 · 1 cycle · Hired 1-3 years',
    );
  });
  it('names a named period', () => {
    const filters = AnalyticsFilters.parse({ period_of_answer_date: { is_all_time: false, is_last_quarter: true } });
    expect(filterSummary({ filters, cycleIds: ['a', 'b'], hiring: null, groupNames: new Map() })).toBe(
      'All participants · Last quarter · 2 cycles · Any tenure',
    );
  });
  it('describes each chart type with the scale of its questions', () => {
    expect(describeChart('type1', 'ten')).toContain('1 to 10');
    expect(describeChart('type1', 'five')).toContain('1 to 5');
    expect(describeChart('type9', null)).toBe('No Such Type of Graph yet');
  });
  it('labels a cycle from its start to its end, the open one to current', () => {
    const cycle = { package_name: 'Spring pulse', cycle_date: '2026-03-01T00:00:00.000Z' };
    expect(cycleLabel({ ...cycle, cycle_end_date: '2026-06-01T00:00:00.000Z' })).toBe('Spring pulse · 2026-03-01 – 2026-06-01');
    expect(cycleLabel({ ...cycle, cycle_end_date: null })).toBe('Spring pulse · 2026-03-01 – current');
  });
});
