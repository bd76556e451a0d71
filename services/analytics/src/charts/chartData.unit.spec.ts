import { ChartDataRequest } from '@canopy/contracts/analytics/api';
import type { AggregateRow } from '@canopy/projections/analytics/answers/read';
import { describe, expect, it } from 'vitest';
import type { ConfidentialAnswers } from '../anonymity/confidentialAnswers.ts';
import { chartData, type ChartContext, type ParsedChartRequest } from './chartData.ts';

// The respondents a distribution row and a net-score point carry: the people of the reader's row, and none for a
// row held back. The reader's rows are released cells only (ADR 0056), so a row under the minimum does not come
// from the database today (analytics.culture and analytics.anonymity int specs); the builder holds one back all
// the same, and with it its people.

const row = (group_id: string | null, respondents: number, five: number[], passes = 0): AggregateRow => ({
  group_id,
  cycle_id: null,
  question_id: 'q1',
  respondents,
  passes,
  counts: [...five, 0, 0, 0, 0, 0],
  ten_counts: null,
});

/** a port answering the rows given: by group, or the totals */
const answersOf = (rows: { groups: AggregateRow[]; totals: AggregateRow[] }): ConfidentialAnswers => ({
  minimum: 5,
  aggregate: async (query) => (query.byGroup ? rows.groups : rows.totals),
  heldBack: async () => 0,
  respondentValues: async () => [],
});

const contextOf = (answers: ConfidentialAnswers): ChartContext => ({
  answers,
  workspaceId: 'w',
  assessment: { id: 'a', questions: [{ index: 0, id: 'q1', body: { en_US: 'I enjoy my work' }, answer_type: 'one_to_five' }] },
  groupNames: new Map([['g', 'Sales']]),
  cycleDates: new Map(),
  now: new Date('2026-11-27T00:00:00Z'),
});
const request = (type: string) => ChartDataRequest.parse({ type, assessment_id: 'a' }) as ParsedChartRequest;

describe('respondents of distributions and net scores', () => {
  it("a distribution row carries its row's people (answered or passed), none when held back", async () => {
    // 7 answers and 1 pass from 6 people (two answered in two cycles)
    const shown = await chartData(contextOf(answersOf({ groups: [], totals: [row(null, 6, [1, 1, 1, 2, 2], 1)] })), request('type2'));
    if (shown.type !== 'type2') throw new Error('expected type2');
    expect(shown.questions).toMatchObject([{ value1: 1, value5: 2, passes: 1, respondents: 6, suppressed: false }]);
    const held = await chartData(contextOf(answersOf({ groups: [], totals: [row(null, 4, [1, 1, 1, 1, 0])] })), request('type2'));
    if (held.type !== 'type2') throw new Error('expected type2');
    expect(held.questions).toMatchObject([{ value1: 0, passes: 0, respondents: null, suppressed: true }]);
  });

  it("a net-score point carries its row's people, none when held back", async () => {
    const data = await chartData(
      contextOf(answersOf({ groups: [row('g', 4, [0, 0, 1, 1, 2])], totals: [row(null, 9, [0, 0, 2, 3, 5])] })),
      request('type4'),
    );
    if (data.type !== 'type4') throw new Error('expected type4');
    expect(data.points).toMatchObject([
      { group_name: 'All participants', promoters: 5, passives: 3, detractors: 2, respondents: 9, suppressed: false },
      { group_name: 'Sales', promoters: 0, value: null, respondents: null, suppressed: true },
    ]);
  });
});
