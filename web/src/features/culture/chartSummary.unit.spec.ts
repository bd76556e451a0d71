import { AnalyticsFilters, type ChartData } from '@canopy/contracts/analytics/api';
import { describe, expect, it } from 'vitest';
import { chartSource, countingNoteOf, cycleLabel, describeChart, filterSummary, sampleOf } from './chartSummary';

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
  it('states n as the respondents of all participants, per cycle in the Cycles view, and says when all is held back', () => {
    const row = { group_id: null, group_name: 'All participants', cycle_date: null, value_avg: 3.5, answers: 20, suppressed: false };
    const averages = (view: 'combined' | 'cycles', rows: { cycle_id: string | null; respondents: number }[]) =>
      sampleOf({
        type: 'type1',
        view,
        scale: 'five',
        minimum_group_size: 5,
        held_back: 0,
        groups: rows.map((item) => ({ ...row, ...item })),
      });
    expect(averages('combined', [{ cycle_id: null, respondents: 14 }])).toBe('n = 14 respondents');
    expect(
      averages('cycles', [
        { cycle_id: 'c1', respondents: 9 },
        { cycle_id: 'c2', respondents: 12 },
      ]),
    ).toBe('n = 9–12 respondents per cycle');
    expect(sampleOf({ type: 'type5', view: 'combined', minimum_group_size: 5, held_back: 3, questions: [], groups: [], cells: [] })).toBe(
      'n below the minimum group size',
    );
    expect(
      sampleOf({
        type: 'type5',
        view: 'combined',
        minimum_group_size: 5,
        held_back: 0,
        questions: [],
        groups: [],
        cells: [
          { group_id: null, question_id: 'q1', value_avg: 4, respondents: 11, suppressed: false },
          { group_id: null, question_id: 'q2', value_avg: 4, respondents: 10, suppressed: false },
          { group_id: 'g', question_id: 'q1', value_avg: 4, respondents: 6, suppressed: false },
        ],
      }),
    ).toBe('n = 11 respondents');
  });
  it('states a net score’s n as its respondents, per cycle in the Cycles view, and says n is people under it', () => {
    const point = {
      group_name: 'All participants',
      cycle_id: null,
      cycle_date: null,
      promoters: 6,
      passives: 2,
      detractors: 2,
      value: 40,
      respondents: 7,
      suppressed: false,
    };
    const netScore: ChartData = {
      type: 'type4',
      view: 'combined',
      scale: 'five',
      minimum_group_size: 5,
      held_back: 0,
      axis: { min: -25, max: 75, step: 5 },
      // a group's respondents are not the chart's n
      points: [point, { ...point, group_name: 'Sales', respondents: 5 }],
      enps: null,
    };
    expect(sampleOf(netScore)).toBe('n = 7 respondents');
    expect(countingNoteOf(netScore)).toMatch(/\(n\) is people/);
    const cycles: ChartData = {
      ...netScore,
      view: 'cycles',
      points: [
        { ...point, cycle_id: 'c1', respondents: 9 },
        { ...point, cycle_id: 'c2', respondents: 12 },
        { ...point, cycle_id: 'c3', respondents: null, value: null, suppressed: true },
      ],
    };
    expect(sampleOf(cycles)).toBe('n = 9–12 respondents per cycle');
    const heldBack: ChartData = { ...netScore, points: [{ ...point, respondents: null, value: null, suppressed: true }] };
    expect(sampleOf(heldBack)).toBe('n below the minimum group size');
  });
  it('states the answers only of a net score saved in a story before its points carried respondents, and says so under it', () => {
    const stored = {
      group_name: 'All participants',
      cycle_id: null,
      cycle_date: null,
      promoters: 6,
      passives: 2,
      detractors: 2,
      value: 40,
      respondents: null,
      suppressed: false,
    };
    const netScore: ChartData = {
      type: 'type4',
      view: 'combined',
      scale: 'five',
      minimum_group_size: 5,
      held_back: 0,
      axis: { min: -25, max: 75, step: 5 },
      points: [stored],
      enps: null,
    };
    expect(sampleOf(netScore)).toBe('n = 10 answers');
    expect(countingNoteOf(netScore)).toMatch(/^The net score counts every answer to the questions, and so does n/);
    const enps = {
      question_id: 'q',
      question_body: 'Recommend?',
      respondents: 12,
      promoters: 6,
      passives: 3,
      detractors: 3,
      promoters_share: 50,
      passives_share: 25,
      detractors_share: 25,
      value: 25,
      suppressed: false,
    };
    // then the eNPS split's people were the n
    expect(sampleOf({ ...netScore, enps } as ChartData)).toBe('n = 12 respondents');
    expect(countingNoteOf({ ...netScore, enps } as ChartData)).toMatch(/\(n\) is people/);
  });
  it('states a distribution’s n as respondents: one figure when its questions agree, else a range per question (and cycle)', () => {
    const row = {
      question_body: 'q',
      reversed: false,
      cycle_id: null,
      cycle_date: null,
      value1: 1,
      value2: 2,
      value3: 3,
      value4: 4,
      value5: 5,
      passes: 1,
      suppressed: false,
    };
    const distribution = (view: 'combined' | 'cycles', rows: { question_id: string; cycle_id?: string; respondents: number | null }[]) =>
      ({
        type: 'type2',
        view,
        minimum_group_size: 5,
        held_back: 0,
        questions: rows.map((item) => ({ ...row, ...item })),
      }) satisfies ChartData;
    // Combined: 16 answers, 14 people (two answered in both cycles)
    const same = distribution('combined', [
      { question_id: 'a', respondents: 14 },
      { question_id: 'b', respondents: 14 },
    ]);
    expect(sampleOf(same)).toBe('n = 14 respondents');
    expect(countingNoteOf(same)).toMatch(
      /\(n\) is people: in Combined, someone who answered in two cycles counts twice in a bar and once in n/,
    );
    expect(
      sampleOf(
        distribution('combined', [
          { question_id: 'a', respondents: 14 },
          { question_id: 'b', respondents: 12 },
        ]),
      ),
    ).toBe('n = 12–14 respondents per question');
    expect(
      sampleOf(
        distribution('cycles', [
          { question_id: 'a', cycle_id: 'c1', respondents: 15 },
          { question_id: 'b', cycle_id: 'c1', respondents: 15 },
          { question_id: 'a', cycle_id: 'c2', respondents: 4 },
        ]),
      ),
    ).toBe('n = 4–15 respondents per cycle');
    expect(
      sampleOf(
        distribution('cycles', [
          { question_id: 'a', cycle_id: 'c1', respondents: 15 },
          { question_id: 'b', cycle_id: 'c1', respondents: 13 },
        ]),
      ),
    ).toBe('n = 13–15 respondents per question and cycle');
    expect(sampleOf({ ...same, questions: same.questions.map((item) => ({ ...item, respondents: null, suppressed: true })) })).toBe(
      'n below the minimum group size',
    );
    // a story's distribution saved before rows carried respondents: its answers, and the line under it says no more
    const stored = distribution('combined', [
      { question_id: 'a', respondents: null },
      { question_id: 'b', respondents: null },
    ]);
    expect(sampleOf(stored)).toBe('n = 16 answers per question');
    expect(countingNoteOf(stored)).toBe('Each bar is 100% of the question’s answers; hover for counts.');
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
