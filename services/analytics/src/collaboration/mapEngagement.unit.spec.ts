import type { AggregateRow } from '@canopy/projections/analytics/answers/read';
import { CollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import { describe, expect, it } from 'vitest';
import type { ConfidentialAnswers } from '../anonymity/confidentialAnswers.ts';
import { communityEngagement, groupsEngagement } from './mapEngagement.ts';

const counts = (byValue: Record<number, number>) => Array.from({ length: 10 }, (_, index) => byValue[index + 1] ?? 0);
const row = (group_id: string, respondents: number, byValue: Record<number, number>, ten: Record<number, number> = {}): AggregateRow => ({
  group_id,
  cycle_id: null,
  question_id: null,
  respondents,
  passes: 0,
  counts: counts({ ...byValue, ...ten }),
  ten_counts: counts(ten),
});

/** the anonymity port as the rule answers it: released groups' rows only, and who was held back per group */
const answersOf = (rows: Record<string, AggregateRow[]>, heldBack: Record<string, number>) => {
  const asked: string[][] = [];
  const port: ConfidentialAnswers = {
    minimum: 5,
    aggregate: async (query) => {
      asked.push([query.assessmentId, ...(query.questionIds ?? [])]);
      return (rows[query.assessmentId] ?? []).filter((one) => query.filters.groups_ids.includes(one.group_id ?? ''));
    },
    heldBack: async (query) => heldBack[`${query.assessmentId}:${query.filters.groups_ids.join()}`] ?? 0,
    respondentValues: async () => [],
  };
  return { port, asked };
};

const held = [
  {
    assessments: [
      {
        id: 'pulse',
        questions: [
          { id: 'q1', answer_type: 'one_to_five' },
          { id: 'open', answer_type: 'text' },
        ],
      },
      { id: 'enps', questions: [{ id: 'q2', answer_type: 'one_to_ten' }] },
      { id: 'network', questions: [{ id: 'pick', answer_type: 'select_collaborations' }] },
    ],
  },
];

describe("the groups' engagement on the map", () => {
  it('adds the released answers of every scored assessment, each as a share of its scale', async () => {
    // sales: five-point 5,5,3 (shares 1, 1, 0.5) and ten-point 10 (share 1): 87.5; ops: held back (no rows)
    const { port, asked } = answersOf(
      { pulse: [row('sales', 3, { 5: 2, 3: 1 })], enps: [row('sales', 6, {}, { 10: 1 })] },
      { 'pulse:ops': 4 },
    );
    const figures = await groupsEngagement(port, held, { workspaceId: 'w', filters: CollaborationFilters.parse({}), now: new Date() })([
      'sales',
      'ops',
    ]);
    expect(figures.get('sales')).toEqual({ score: 87.5, n: 6, held_back: false });
    expect(figures.get('ops')).toEqual({ score: null, n: 0, held_back: true });
    // only scored questions, never the collaboration or text ones
    expect(asked.map((one) => one.join(' ')).sort()).toEqual(['enps q2', 'pulse q1']);
  });

  it("keeps the map's assessments when it keeps some", async () => {
    const { port, asked } = answersOf({ pulse: [row('sales', 5, { 4: 5 })] }, {});
    const filters = CollaborationFilters.parse({ is_all_assessments: false, assessments_ids: ['pulse'] });
    const figures = await groupsEngagement(port, held, { workspaceId: 'w', filters, now: new Date() })(['sales']);
    expect(figures.get('sales')).toEqual({ score: 75, n: 5, held_back: false });
    expect(asked.map((one) => one[0])).toEqual(['pulse']);
  });
});

describe("a community's engagement", () => {
  it("is its members' groups' released scores weighted by members, leaving out those without a score", () => {
    const groupOf = new Map([
      ['a', 'sales'],
      ['b', 'sales'],
      ['c', 'ops'],
      ['d', 'legal'],
    ]);
    const groups = new Map([
      ['sales', { score: 80, n: 9, held_back: false }],
      ['ops', { score: 50, n: 6, held_back: true }],
      ['legal', { score: null, n: 0, held_back: false }],
    ]);
    expect(communityEngagement(['a', 'b', 'c', 'd', 'e'], groupOf, groups)).toEqual({ score: 70, n: 3, held_back: true });
    expect(communityEngagement(['d'], groupOf, groups)).toEqual({ score: null, n: 0, held_back: false });
  });
});
