import { type BlocksResponse, HIRING_RANGE_LABELS, PeriodOfAnswerDate } from '@canopy/contracts/analytics/api';
import { describe, expect, it } from 'vitest';
import { cycleLabel } from './chartSummary';
import { type CultureLinkState, cultureSearch, readCultureSearch } from './cultureLink';

const cycles: BlocksResponse['cycles'] = [
  { id: 'c1', package_id: 'p1', package_name: 'Spring pulse', cycle_date: '2026-01-05T00:00:00Z', cycle_end_date: '2026-04-01T00:00:00Z' },
  { id: 'c2', package_id: 'p1', package_name: 'Spring pulse', cycle_date: '2026-04-01T00:00:00Z', cycle_end_date: null },
];
const data: Pick<BlocksResponse, 'blocks' | 'groups' | 'cycles'> = {
  blocks: [
    {
      id: 'b1',
      name: 'Engagement',
      origin: 'default',
      assessment_id: 'a1',
      scale: null,
      has_answers: true,
      questions: [{ id: 'q1', body: 'I enjoy my work', answer_type: 'one_to_five' }],
      open_questions: [],
      charts: [{ id: 'ch1', name: 'Averages', type: 'type1', assessment_id: 'a1', x_question_id: null, y_question_id: null }],
    },
  ],
  groups: [
    { id: 'g1', name: 'Sales', origin: 'custom', origin_source: '' },
    { id: 'g2', name: 'Engineering & Ops', origin: 'custom', origin_source: '' },
  ],
  cycles,
};

const none: CultureLinkState = {
  block_id: null,
  chart_id: null,
  assessment_id: null,
  groupsNames: [],
  period_of_answer_date: null,
  cyclesLabels: [],
  hiring_range: null,
  view: null,
};
const read = (search: string) => readCultureSearch(new URLSearchParams(search), data);

describe('the Culture page address a data-story snapshot opens', () => {
  it('writes nothing for default settings, and an empty address starts every filter at its default', () => {
    expect(cultureSearch({ ...none, period_of_answer_date: PeriodOfAnswerDate.parse({}), view: 'combined' })).toBe('');
    expect(read('')).toEqual({
      block: null,
      chart: null,
      assessment: null,
      groups: [],
      period: 'all_time',
      range: ['', ''],
      cycleIds: [],
      hiring: null,
      view: 'combined',
      question: null,
    });
  });

  it('round-trips block, chart, assessment, groups, a custom range, cycles, tenure and view into the ids the page uses', () => {
    const search = cultureSearch({
      block_id: 'b1',
      chart_id: 'ch1',
      assessment_id: 'a1',
      groupsNames: ['Engineering & Ops', 'Sales'],
      period_of_answer_date: PeriodOfAnswerDate.parse({ is_all_time: false, start_date: '2026-01-01', end_date: '2026-06-30' }),
      cyclesLabels: [cycleLabel(cycles[1]!)],
      hiring_range: HIRING_RANGE_LABELS.from_1_to_3_years,
      view: 'cycles',
    });
    expect(read(search)).toEqual({
      block: 'b1',
      chart: 'ch1',
      assessment: 'a1',
      groups: ['g2', 'g1'],
      period: 'custom',
      range: ['2026-01-01', '2026-06-30'],
      cycleIds: ['c2'],
      hiring: 'from_1_to_3_years',
      view: 'cycles',
      question: null,
    });
  });

  it('finds a cycle by the label a snapshot saved before dates were written as Mon DD YYYY', () => {
    const search = cultureSearch({ ...none, cyclesLabels: ['Spring pulse · 2026-01-05 – 2026-04-01', cycleLabel(cycles[1]!)] });
    expect(read(search).cycleIds).toEqual(['c1', 'c2']);
  });

  it('round-trips a named period', () => {
    const search = cultureSearch({
      ...none,
      period_of_answer_date: PeriodOfAnswerDate.parse({ is_all_time: false, is_last_quarter: true }),
    });
    expect(search).toBe('?period=last_quarter');
    expect(read(search).period).toBe('last_quarter');
  });

  it('drops what the workspace no longer holds or the address garbles, keeping the defaults for it', () => {
    const start = read(
      '?block=gone&chart=gone&assessment=gone&group=Deleted&group=Sales&cycle=Old&period=forever&tenure=ages&view=x&from=2026-07-01&to=2026-01-01',
    );
    expect(start).toEqual({
      block: null,
      chart: null,
      assessment: null,
      groups: ['g1'],
      period: 'all_time',
      range: ['', ''],
      cycleIds: [],
      hiring: null,
      view: 'combined',
      question: null,
    });
  });

  it("reads an alert's question when the workspace's blocks hold it, and drops one they do not", () => {
    expect(read('block=b1&chart=ch1&view=cycles&question=q1').question).toBe('q1');
    expect(read('block=b1&chart=ch1&view=cycles&question=gone').question).toBeNull();
  });
});
