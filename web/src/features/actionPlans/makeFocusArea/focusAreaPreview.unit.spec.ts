import type { ChartData } from '@canopy/contracts/analytics/api';
import { describe, expect, it } from 'vitest';
import { figureText, lowestQuestionOf, previewRequestOf, previewRowOf, releasedGroupsOf } from './focusAreaPreview';

const row = (group_id: string | null, suppressed: boolean, value_avg: number | null) => ({
  group_id,
  group_name: group_id ?? 'All participants',
  cycle_id: 'c1',
  cycle_date: '2026-01-01',
  value_avg,
  respondents: suppressed ? null : 6,
  answers: suppressed ? null : 6,
  suppressed,
  withheld: suppressed ? ('small' as const) : null,
  ci_low: suppressed ? null : 3.06,
  ci_high: suppressed ? null : 4.94,
});
const type1 = {
  type: 'type1',
  view: 'cycles',
  minimum_group_size: 5,
  held_back: 0,
  scale: 'five',
  groups: [row(null, false, 3.5), row('a', false, 4), row('b', true, null)],
} as unknown as ChartData;
const groups = [
  { id: 'a', name: 'Sales' },
  { id: 'b', name: 'Legal' },
  { id: 'c', name: 'Ops' },
];

describe("the focus area dialog's figure", () => {
  it('asks for the chart the server keeps as the baseline: one cycle, the question or the index, the group or none', () => {
    expect(previewRequestOf({ assessmentId: 'as', questionId: 'q1', groupId: 'a', cycleId: 'c1' })).toEqual({
      type: 'type1',
      view: 'cycles',
      assessment_id: 'as',
      questions_ids: ['q1'],
      groups_ids: ['a'],
      cycles_ids: ['c1'],
    });
    expect(previewRequestOf({ assessmentId: 'as', questionId: null, groupId: null, cycleId: 'c1' })).toMatchObject({
      questions_ids: [],
      groups_ids: [],
    });
  });

  it("offers only the groups the card's answer shows; without group rows, every group", () => {
    expect(releasedGroupsOf(type1, groups)).toEqual([{ id: 'a', name: 'Sales' }]);
    expect(releasedGroupsOf(undefined, groups)).toEqual(groups);
  });

  it("finds the population's row and says its figure with the interval", () => {
    const found = previewRowOf(type1, { assessmentId: 'as', questionId: null, groupId: 'a', cycleId: 'c1' });
    expect(found?.value_avg).toBe(4);
    expect(figureText(found!)).toBe('4.00 (95% interval 3.06 to 4.94), 6 respondents');
    expect(previewRowOf(type1, { assessmentId: 'as', questionId: null, groupId: 'b', cycleId: 'c1' })?.suppressed).toBe(true);
  });

  it('starts a distribution card on its least favourable question shown, other cards on the index', () => {
    const distribution = {
      type: 'type2',
      view: 'combined',
      minimum_group_size: 5,
      held_back: 0,
      questions: [
        { question_id: 'q1', suppressed: false, favourable: 62 },
        { question_id: 'q2', suppressed: false, favourable: 31 },
        { question_id: 'q3', suppressed: true, favourable: null },
      ],
    } as unknown as ChartData;
    expect(lowestQuestionOf(distribution)).toBe('q2');
    expect(lowestQuestionOf(type1)).toBeNull();
  });
});
