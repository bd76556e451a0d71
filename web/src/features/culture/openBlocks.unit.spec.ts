import { BlocksResponse, DEFAULT_ANALYTICS_SETTINGS } from '@canopy/contracts/analytics/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chartRequestOf, filtersOf, startSettingsOf } from './chartRequest';
import { cycleLabel } from './chartSummary';
import { readCultureSearch } from './cultureLink';
import { chartRequestsAtStart, openedAtStart } from './openBlocks';

const questions = [
  { id: 'q1', body: 'I feel valued', answer_type: 'scale' },
  { id: 'q2', body: 'I would recommend us', answer_type: 'scale' },
];
const data = BlocksResponse.parse({
  has_answers: true,
  blocks: [
    // a custom block without answers comes first: the page does not open on it
    { id: 'custom', name: 'Mine', origin: 'custom', assessment_id: null, scale: null, questions: [], charts: [] },
    {
      id: 'engagement',
      name: 'Engagement',
      origin: 'default',
      assessment_id: 'a1',
      scale: null,
      has_answers: true,
      questions,
      charts: [
        { id: 'averages', name: 'Averages', type: 'type1', assessment_id: 'a1' },
        { id: 'scatter', name: 'Scatter', type: 'type3', assessment_id: 'a1' },
        { id: 'heatmap', name: 'Heatmap', type: 'type5', assessment_id: 'a1' },
      ],
    },
    {
      id: 'pulse',
      name: 'Pulse',
      origin: 'default',
      assessment_id: 'a2',
      scale: null,
      has_answers: true,
      questions: [],
      charts: [{ id: 'net', name: 'Net score', type: 'type4', assessment_id: 'a2' }],
    },
  ],
  groups: [{ id: 'g1', name: 'Sales', origin: 'custom', origin_source: '' }],
  cycles: [{ id: 'c1', package_id: 'p1', package_name: 'Spring', cycle_date: '2026-01-05T00:00:00Z', cycle_end_date: null }],
  settings: DEFAULT_ANALYTICS_SETTINGS,
});
const start = (search: string) => readCultureSearch(new URLSearchParams(search), data);

/** a localStorage holding what the page remembered (unit specs run in Node, which has none) */
const remember = (items: Record<string, string>) => {
  const store = new Map(Object.entries(items));
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
  });
};
afterEach(() => vi.unstubAllGlobals());

describe('what the Culture page asks for as it opens', () => {
  it('opens the first block with answers and asks for each of its charts exactly as its card will', () => {
    const asked = chartRequestsAtStart('w1', data, start(''));
    expect(asked.map((item) => item.chartId)).toEqual(['averages', 'scatter', 'heatmap']);
    const filters = filtersOf([], 'all_time', ['', '']);
    const engagement = data.blocks[1]!;
    for (const [index, chart] of engagement.charts.entries())
      expect(asked[index]!.request).toEqual(chartRequestOf(chart, filters, startSettingsOf(chart, questions)));
    // the scatter starts on the assessment's first two questions; the heatmap has no Cycles view
    expect(asked[1]!.request).toMatchObject({ type: 'type3', x_question_id: 'q1', y_question_id: 'q2', view: 'combined' });
    expect(asked[2]!.request).toMatchObject({ type: 'type5', view: 'combined' });
  });

  it("starts from the address: the page's filters, and the named chart's own view, cycles and tenure", () => {
    const cycle = encodeURIComponent(cycleLabel(data.cycles[0]!));
    const asked = chartRequestsAtStart(
      'w1',
      data,
      start(`?chart=averages&group=Sales&period=last_year&cycle=${cycle}&tenure=from_0_to_30_days&view=cycles`),
    );
    const averages = asked.find((item) => item.chartId === 'averages')!.request;
    expect(averages).toMatchObject({ groups_ids: ['g1'], view: 'cycles', cycles_ids: ['c1'], period_of_hiring_date: 'from_0_to_30_days' });
    expect(averages.period_of_answer_date).toMatchObject({ is_last_year: true, is_all_time: false });
    // the other charts keep their own defaults under the same page filters
    const heatmap = asked.find((item) => item.chartId === 'heatmap')!.request;
    expect(heatmap).toMatchObject({ groups_ids: ['g1'], view: 'combined', cycles_ids: [], period_of_hiring_date: null });
  });

  it('opens the blocks the consultant left open and the one the address asks for, within the assessment filter', () => {
    remember({ 'canopy.culture.opened.w1': JSON.stringify(['pulse', 'custom']) });
    expect(openedAtStart('w1', data.blocks, 'engagement')).toEqual(['pulse', 'custom', 'engagement']);
    expect(chartRequestsAtStart('w1', data, start('')).map((item) => item.chartId)).toEqual(['net']);
    // the address's assessment hides the other assessment's blocks, so their charts are not asked for
    expect(chartRequestsAtStart('w1', data, start('?assessment=a1&block=engagement')).map((item) => item.chartId)).toEqual([
      'averages',
      'scatter',
      'heatmap',
    ]);
  });

  it('asks for nothing in a workspace without answers', () => {
    expect(chartRequestsAtStart('w1', { ...data, has_answers: false }, start(''))).toEqual([]);
  });
});
