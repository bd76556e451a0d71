import {
  ACTION_FEEDBACK,
  type ActionFeedbackAnswer,
  type ActionPlan,
  ActionPlanMessages as M,
  ActionPlanPaths as P,
  type PlanChangeAnswer,
} from '@canopy/contracts/actions/api';
import { AnalyticsPaths, type ChartData } from '@canopy/contracts/analytics/api';
import { StoryPaths } from '@canopy/contracts/story/api';
import type { StoryActionPlan } from '@canopy/contracts/story/actionPlanSlide';
import { type Package, SurveyMessages } from '@canopy/contracts/survey/api';
import type { PackageLinkResponse } from '@canopy/contracts/survey/links';
import type { AnswerSubmitted, IdentifyResponse } from '@canopy/contracts/survey/respondent';
import { WorkspaceMessages } from '@canopy/contracts/workspace/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned } from '../support/access.ts';
import { appendPlanCycle, seedPlanWorkspace } from '../support/actionPlans.ts';
import { eventually } from '../support/events.ts';
import { createPackage } from '../support/library.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The action feedback question (ADR 0155) on the plan workspace of the action plan specs: people 0-5 in group A,
// 6-8 in group B, 9-13 in no group; person n signs in as person<n>@example.com. The consultant adds the question to
// the next package in one call; the people answer it through the respondent API (identify, submit); each focus area
// reports the favourable share (4 or 5) of its own population in the first cycle after its baseline.
//   First asking: A answers 5 4 4 2 1 3 (3 of 6 favourable: 50%), people 9-13 answer 5 5 4 1 2 (3 of 5);
//   All participants: 6 of 11. Second asking: four people of A only, so A is held back (under the minimum of 5).

const world = withTwoTeams();
let seeded: Awaited<ReturnType<typeof seedPlanWorkspace>>;
const areas = { A: '', all: '', laterA: '' };

const call = <T = unknown>(method: string, path: string, json?: unknown, token = world.ada) =>
  world.api.call<T>(method, path, { token, json });
const plan = async () => {
  const answer = await call<ActionPlan>('GET', P.plan(seeded.workspace.id));
  expect(answer.status).toBe(200);
  return answer.body;
};
const area = async (id: string) => (await plan()).focus_areas.find((candidate) => candidate.id === id)!;
const makeFocusArea = async (groupId: string | null, cycleId: string, questionIndex = 0) => {
  const answer = await call<PlanChangeAnswer>('POST', P.focusAreas(seeded.workspace.id), {
    subject: { kind: 'question', assessment_id: seeded.assessment.id, question_id: seeded.assessment.questions[questionIndex]!.id },
    population: { group_id: groupId },
    cycle_id: cycleId,
    target: { kind: 'change', value: 0.3 },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id;
};

/** a new cycle of the package: its link (re)made, answered by person index → value through the respondent API */
const askAndAnswer = async (values: ReadonlyMap<number, number>) => {
  await call('PUT', `/packages/${seeded.pkg.id}/link`);
  const link = await call<PackageLinkResponse>('POST', `/packages/${seeded.pkg.id}/link`, { is_forever: true });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  for (const [index, value] of values) {
    const participantId = seeded.people[index]!;
    const identified = await world.api.call<IdentifyResponse>('POST', '/participants/identify', {
      json: { link: link.body.package_link, participant_id: participantId, email: `person${index}@example.com` },
    });
    expect(identified.status, JSON.stringify(identified.body)).toBe(200);
    const submitted = await world.api.call<AnswerSubmitted>('POST', '/answers', {
      json: {
        token: identified.body.token,
        finger_print: 'fp',
        browser_id: `browser-${index}`,
        link: link.body.package_link,
        participant_id: participantId,
        package_id: seeded.pkg.id,
        assessment_id: ACTION_FEEDBACK.assessment_id,
        answers: [{ question_id: ACTION_FEEDBACK.question_id, answer_type: 'one_to_five', answer_value: value }],
        collaboration: [],
      },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  }
  return link.body.cycle_id!;
};

/** the Culture page's distribution chart of the feedback question for the population in the cycle */
const distributionRow = async (groupId: string | null, cycleId: string) => {
  const answer = await call<ChartData>('POST', AnalyticsPaths.chartData(seeded.workspace.id), {
    type: 'type2',
    view: 'cycles',
    assessment_id: ACTION_FEEDBACK.assessment_id,
    questions_ids: [ACTION_FEEDBACK.question_id],
    groups_ids: groupId ? [groupId] : [],
    cycles_ids: [cycleId],
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  if (answer.body.type !== 'type2') throw new Error('not a distribution chart');
  return answer.body.questions.find((row) => row.cycle_id === cycleId)!;
};

beforeAll(async () => {
  seeded = await seedPlanWorkspace(world, world.ada);
  areas.A = await makeFocusArea(seeded.groups.A, seeded.cycleId);
  areas.all = await makeFocusArea(null, seeded.cycleId);
});

describe('asking the action feedback question in the next package, in one call', () => {
  it('reads no share and no asking package before it is asked', async () => {
    const before = await plan();
    expect(before.feedback_packages).toEqual([]);
    expect(before.focus_areas.map((candidate) => candidate.action_feedback)).toEqual([null, null]);
  });

  it("adds the library's Action Feedback to the workspace's next package once; a second call adds no duplicate", async () => {
    const first = await call<ActionFeedbackAnswer>('POST', P.actionFeedback(seeded.workspace.id), {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ id: seeded.pkg.id, package_name: 'Pulse', added: true });
    expect(first.body.plan.feedback_packages).toEqual([{ id: seeded.pkg.id, name: 'Pulse' }]);
    const again = await call<ActionFeedbackAnswer>('POST', P.actionFeedback(seeded.workspace.id), { package_id: seeded.pkg.id });
    expect(again.body).toMatchObject({ id: seeded.pkg.id, added: false });
    const pkg = await call<Package>('GET', `/packages/${seeded.pkg.id}`);
    const held = pkg.body.assessments.filter((assessment) => assessment.id === ACTION_FEEDBACK.assessment_id);
    expect(held).toHaveLength(1);
    expect(held[0]!.questions.map((question) => [question.id, question.answer_type, question.body.en_US])).toEqual([
      [ACTION_FEEDBACK.question_id, 'one_to_five', 'I have seen action taken on the results of the last survey.'],
    ]);
  });

  it("reports each focus area's population's favourable share, equal to a hand count and to the chart's", async () => {
    const answers = new Map([
      [0, 5],
      [1, 4],
      [2, 4],
      [3, 2],
      [4, 1],
      [5, 3],
      [9, 5],
      [10, 5],
      [11, 4],
      [12, 1],
      [13, 2],
    ]);
    const cycleId = await askAndAnswer(answers);
    await eventually(async () => (await area(areas.all)).action_feedback?.respondents === 11, 10_000, 'the feedback answers');
    const a = (await area(areas.A)).action_feedback!;
    const all = (await area(areas.all)).action_feedback!;
    // by hand: A 3 of 6 answered 4 or 5, everyone 6 of 11
    expect(a).toMatchObject({ cycle_id: cycleId, respondents: 6, withheld: null });
    expect(a.favourable).toBeCloseTo((3 / 6) * 100, 1);
    expect(all).toMatchObject({ cycle_id: cycleId, respondents: 11, withheld: null });
    // the chart gives a share to one decimal
    expect(all.favourable).toBeCloseTo((6 / 11) * 100, 1);
    for (const [figure, groupId] of [
      [a, seeded.groups.A],
      [all, null],
    ] as const) {
      const row = await distributionRow(groupId, cycleId);
      expect(figure).toMatchObject({ favourable: row.favourable, respondents: row.respondents, ci_low: row.ci_low, ci_high: row.ci_high });
      expect(figure.ci_low!).toBeLessThan(figure.favourable!);
      expect(figure.ci_high!).toBeGreaterThan(figure.favourable!);
    }
    // the Data Story's and the deck's 'Action plan' slide carries the same share, in the page's words
    const story = await call<StoryActionPlan>('GET', StoryPaths.actionPlan(seeded.workspace.id));
    expect(story.status).toBe(200);
    const slide = story.body.slides.find((candidate) => candidate.focus_area_id === areas.A)!;
    expect(slide.action_feedback).toMatchObject({ favourable: a.favourable, respondents: 6, ci_low: a.ci_low, ci_high: a.ci_high });
    expect(slide.text.feedback).toMatch(new RegExp(`: ${Math.round(a.favourable!)}% have seen action taken .*n = 6$`));
  });

  it('refuses a population under the minimum in the cycle after its baseline: no share, the reason, never a figure', async () => {
    // a baseline after the first asking ('My manager listens', answered 5 5 4 4 3 3 in A), then asked again of four in A
    const later = await appendPlanCycle(world, seeded, [5, 5, 4, 4, 3, 3, 2, 2, 2, 3, 3, 3, 3, 3], 0);
    areas.laterA = await makeFocusArea(seeded.groups.A, later, 1);
    const cycleId = await askAndAnswer(
      new Map([
        [0, 5],
        [1, 5],
        [2, 4],
        [3, 1],
      ]),
    );
    await eventually(async () => (await area(areas.laterA)).action_feedback?.cycle_id === cycleId, 10_000, 'the second asking');
    expect((await area(areas.laterA)).action_feedback).toMatchObject({
      cycle_id: cycleId,
      favourable: null,
      respondents: null,
      ci_low: null,
      ci_high: null,
      withheld: 'small',
    });
    expect((await distributionRow(seeded.groups.A, cycleId)).suppressed).toBe(true);
    // the focus area made before the first asking still reports the first asking
    expect((await area(areas.A)).action_feedback!.respondents).toBe(6);
  });
});

describe('the team and workspace rule and bad input', () => {
  it('hides the call from another team (404), refuses a colleague not assigned (403), and answers bad input with its detail', async () => {
    const before = await call<Package>('GET', `/packages/${seeded.pkg.id}`);
    const probes = (hidden: string) => [{ method: 'POST', path: P.actionFeedback(seeded.workspace.id), json: {}, hidden }];
    await expectHidden(world.api, world.bea, probes(WorkspaceMessages.notFound));
    await expectNotAssigned(world.api, world.alan, probes(''));
    const bad = await call('POST', P.actionFeedback(seeded.workspace.id), { package_id: 42 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ detail: expect.stringContaining('package_id') });
    // a package of another workspace of the team is not this workspace's
    const elsewhere = await createWorkspace(world.api, world.ada, 'Elsewhere Co');
    const other = await createPackage(world.api, world.ada, elsewhere.id, 'Elsewhere pulse');
    expect(await call('POST', P.actionFeedback(seeded.workspace.id), { package_id: other.id })).toMatchObject({
      status: 404,
      body: { detail: SurveyMessages.packageNotFound },
    });
    expect((await call<Package>('GET', `/packages/${other.id}`)).body.assessments).toEqual([]);
    // a workspace with no package is told to make one
    const empty = await createWorkspace(world.api, world.ada, 'Empty Co');
    expect(await call('POST', P.actionFeedback(empty.id), {})).toMatchObject({ status: 409, body: { detail: M.noPackageForFeedback } });
    expect((await call<Package>('GET', `/packages/${seeded.pkg.id}`)).body.assessments).toEqual(before.body.assessments);
  });
});
