import { ACTION_FEEDBACK, ActionPlanMessages as M, type ActionPlan } from '@canopy/contracts/actions/api';
import type { Distribution } from '@canopy/contracts/analytics/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { AddToPackageResult } from '@canopy/survey';
import { describe, expect, it } from 'vitest';
import { feedbackFigureOf, feedbackRowAfter } from './actionFeedbackFigure.ts';
import { askActionFeedback, type AskActionFeedbackPorts } from './askActionFeedback.ts';

// 'Ask about action taken in the next package' (ADR 0155): the handler with survey's port faked, and the pick of the
// cycle a focus area's feedback share is read in.

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const workspace = { id: 'w1', team_id: 't1', name: 'Plans Co' };
const plan: ActionPlan = { workspace_id: 'w1', focus_areas: [], feedback_packages: [] };
const prelude = {
  user: { id: 'c1', teamId: 't1' },
  scope: workspace,
  now: new Date(),
  context: { teamId: 't1', workspaceId: 'w1', actor: 'c1', correlationId: 'r1', now: new Date() },
} as unknown as Prelude<never>;

/** the handler over a fake 'add to the next package' that answers `result`, and the requests it was given */
const given = (result: AddToPackageResult) => {
  const asked: Parameters<AskActionFeedbackPorts['addToNextPackage']>[0][] = [];
  const handle = askActionFeedback({
    addToNextPackage: async (request) => {
      asked.push(request);
      return result;
    },
    answerPlan: async () => plan,
  });
  return { asked, handle: (body: { package_id?: string }) => handle({ body }, prelude) };
};

describe('asking the action feedback question in the next package', () => {
  it("adds the default library's action feedback assessment to the workspace's next package and answers the plan", async () => {
    const { asked, handle } = given({ package: { id: 'p2', name: 'Autumn pulse' }, added: true });
    await expect(handle({})).resolves.toEqual({ id: 'p2', package_name: 'Autumn pulse', added: true, plan });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ workspaceId: 'w1', assessmentId: ACTION_FEEDBACK.assessment_id, user: { teamId: 't1' } });
    expect(asked[0]).not.toHaveProperty('packageId');
  });

  it('passes a chosen package on, and answers added false when it already asks the question', async () => {
    const { asked, handle } = given({ package: { id: 'p1', name: 'Spring pulse' }, added: false });
    await expect(handle({ package_id: 'p1' })).resolves.toMatchObject({ id: 'p1', added: false });
    expect(asked[0]).toMatchObject({ packageId: 'p1' });
  });

  it('tells a workspace with no package to make one (409, its detail)', async () => {
    const { handle } = given(null);
    await expect(handle({})).rejects.toMatchObject({ statusCode: 409, message: M.noPackageForFeedback });
  });
});

describe("the cycle a focus area's action feedback is read in", () => {
  const cycles = [
    { cycle_id: 'before', cycle_date: daysAgo(60) },
    { cycle_id: 'baseline', cycle_date: daysAgo(40) },
    { cycle_id: 'unasked', cycle_date: daysAgo(20) },
    { cycle_id: 'asked', cycle_date: daysAgo(10) },
    { cycle_id: 'later', cycle_date: daysAgo(2) },
  ];
  const row = (cycle_id: string, question_id: string = ACTION_FEEDBACK.question_id) => ({ question_id, cycle_id });

  it('is the first cycle after the baseline with answers to the question, whatever came before or after', () => {
    const found = feedbackRowAfter(cycles, 'baseline', [
      row('before'),
      row('baseline'),
      row('later'),
      row('asked'),
      row('unasked', 'other'),
    ]);
    expect(found?.cycle.cycle_id).toBe('asked');
  });

  it('is none while no later cycle has the answers, or when the baseline cycle is gone', () => {
    expect(feedbackRowAfter(cycles, 'baseline', [row('before'), row('baseline')])).toBeNull();
    expect(feedbackRowAfter(cycles, 'gone', [row('asked')])).toBeNull();
  });

  const distribution = (change: Partial<Distribution>): Distribution => ({
    question_id: ACTION_FEEDBACK.question_id,
    question_body: 'I have seen action taken on the results of the last survey.',
    reversed: false,
    cycle_id: 'asked',
    cycle_date: null,
    value1: 1,
    value2: 1,
    value3: 1,
    value4: 2,
    value5: 1,
    passes: 0,
    respondents: 6,
    suppressed: false,
    withheld: null,
    favourable: 50,
    ci_low: 18.8,
    ci_high: 81.2,
    ...change,
  });

  it("reports the chart's favourable share, interval and people; a row held back answers none, with its reason", () => {
    const cycle = cycles[3]!;
    expect(feedbackFigureOf(cycle, distribution({}))).toEqual({
      cycle_id: 'asked',
      cycle_date: cycle.cycle_date.toISOString(),
      favourable: 50,
      respondents: 6,
      ci_low: 18.8,
      ci_high: 81.2,
      withheld: null,
    });
    const held = feedbackFigureOf(cycle, distribution({ suppressed: true, favourable: null, respondents: null, withheld: 'small' }));
    expect(held).toMatchObject({ favourable: null, respondents: null, ci_low: null, ci_high: null, withheld: 'small' });
  });
});
