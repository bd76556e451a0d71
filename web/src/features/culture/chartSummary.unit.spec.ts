import { AnalyticsFilters, type ChartData } from '@canopy/contracts/analytics/api';
import { describe, expect, it } from 'vitest';
import { chartSource, countingNoteOf, cycleLabel, describeChart, filterSummary } from './chartSummary';

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
      'Sales, Engineering · Jan 01 2026 – Jun 30 2026 · 1 cycle · Hired 1-3 years',
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
  it("labels a cycle from its start to its end in the app's date format, the open one to current", () => {
    const cycle = { package_name: 'Spring pulse', cycle_date: '2026-03-01T15:00:00.000Z' };
    expect(cycleLabel({ ...cycle, cycle_end_date: '2026-06-01T15:00:00.000Z' })).toBe('Spring pulse · Mar 01 2026 – Jun 01 2026');
    expect(cycleLabel({ ...cycle, cycle_end_date: null })).toBe('Spring pulse · Mar 01 2026 – current');
  });
  it("names a cycle's days in the workspace's time zone: a link opened at 01:00 UTC opened the evening before in New York", () => {
    expect(cycleLabel({ package_name: 'P', cycle_date: '2026-03-01T01:00:00.000Z', cycle_end_date: null })).toBe(
      'P · Feb 28 2026 – current',
    );
  });
  it('explains the net score with the promoters of a five-point and a ten-point question', () => {
    expect(describeChart('type4', 'five')).toContain('Five-point questions: 5 is a promoter');
    expect(describeChart('type4', 'five')).toContain('9–10 promoters');
  });
  it('names the assessment and its questions, the scatter its two questions', () => {
    const questions = [
      { id: 'q1', body: 'I trust my manager' },
      { id: 'q2', body: 'I see a future here' },
    ];
    expect(chartSource({ assessmentName: 'Engagement', type: 'type1', questions, x: null, y: null })).toBe('Engagement · all 2 questions');
    expect(chartSource({ assessmentName: 'Engagement', type: 'type3', questions, x: 'q2', y: 'q1' })).toBe(
      'Engagement · X: I see a future here · Y: I trust my manager',
    );
  });
  it('says under the chart what its n counts: people, or answers for figures a story stored without respondents', () => {
    const point = { group_name: 'All participants', cycle_id: null, cycle_date: null, value: 40, suppressed: false };
    const split = { promoters: 6, passives: 3, detractors: 3, promoters_share: 50, passives_share: 25, detractors_share: 25 };
    const netScore = (respondents: number | null, enps: number | null): ChartData => ({
      type: 'type4',
      view: 'combined',
      scale: 'five',
      minimum_group_size: 5,
      held_back: 0,
      axis: { min: -25, max: 75, step: 5 },
      points: [{ ...point, promoters: 6, passives: 2, detractors: 2, respondents }],
      enps:
        enps === null ? null : { question_id: 'q', question_body: 'Recommend?', respondents: enps, ...split, value: 25, suppressed: false },
    });
    expect(countingNoteOf(netScore(7, null))).toMatch(/\(n\) is people/);
    expect(countingNoteOf(netScore(null, null))).toMatch(/^The net score counts every answer to the questions, and so does n/);
    // stored with an eNPS split: its people were the n
    expect(countingNoteOf(netScore(null, 12))).toMatch(/\(n\) is people/);
    // 15 answers and a pass in one question
    const counts = { value1: 1, value2: 2, value3: 3, value4: 4, value5: 5, passes: 1 };
    const distribution = (respondents: number | null): ChartData => ({
      type: 'type2',
      view: 'combined',
      minimum_group_size: 5,
      held_back: 0,
      questions: [
        {
          question_id: 'a',
          question_body: 'q',
          reversed: false,
          cycle_id: null,
          cycle_date: null,
          ...counts,
          respondents,
          suppressed: false,
        },
      ],
    });
    expect(countingNoteOf(distribution(14))).toMatch(
      /\(n\) is people: in Combined, someone who answered in two cycles counts twice in a bar and once in n/,
    );
    expect(countingNoteOf(distribution(null))).toBe('Each bar is 100% of the question’s answers; hover for counts.');
  });
  it('says nothing under a scatter', () => {
    expect(
      countingNoteOf({
        type: 'type3',
        view: 'combined',
        minimum_group_size: 5,
        held_back: 0,
        x_axis_name: 'x',
        y_axis_name: 'y',
        x_scale: 'five',
        y_scale: 'five',
        points: [],
        overall_average_point: null,
        suppressed_groups: 0,
      }),
    ).toBeNull();
  });
});
