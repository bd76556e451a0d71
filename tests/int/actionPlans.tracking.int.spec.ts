import { type ActionPlan, ActionPlanPaths as P, type PlanChangeAnswer } from '@canopy/contracts/actions/api';
import { AnalyticsPaths, type ChartData } from '@canopy/contracts/analytics/api';
import { StoryPaths } from '@canopy/contracts/story/api';
import JSZip from 'jszip';
import type { Assessment } from '@canopy/contracts/survey/api';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { appendPlanCycle, seedPlanWorkspace } from '../support/actionPlans.ts';
import { withTwoTeams } from '../support/twoTeams.ts';

// A focus area tracked to the next cycle (ADR 0142). 'I enjoy my work', people 0-5 in group A, 6-8 in B, 9-13 in no
// group. Cycle 1 (five days ago): 5 5 4 4 3 3 | 2 2 2 | 3 3 3 3 3. Cycle 2 (three days ago): 5 5 5 5 5 4 | 2 2 2 |
// 5 5 5 5 5. Cycle 3 (a day ago): four people of A only, so A is held back there (under the minimum of 5).
// The marks by R's t.test (Welch), computed independently of the product:
//   A:   t.test(c(5,5,5,5,5,4), c(5,5,4,4,3,3))  p = 0.0765392822364, interval -0.115886406 to 1.782553073: no change
//   All: t.test(c(5,5,5,5,5,4,2,2,2,5,5,5,5,5), c(5,5,4,4,3,3,2,2,2,3,3,3,3,3))
//        p = 0.0191776300034, difference 15/14 = 1.0714, interval 0.1905079732 to 1.9523491696: improved

const world = withTwoTeams();
let workspace: Workspace;
let assessment: Assessment;
const groups = { A: '', B: '' };
const cycles = { first: '', second: '', third: '' };

const call = <T = unknown>(method: string, path: string, json?: unknown, token = world.ada) =>
  world.api.call<T>(method, path, { token, json });
const question = () => assessment.questions[0]!.id;
const makeFocusArea = async (groupId: string | null, cycleId: string, target: { kind: string; value: number }, questionId = question()) => {
  const answer = await call<PlanChangeAnswer>('POST', P.focusAreas(workspace.id), {
    subject: { kind: 'question', assessment_id: assessment.id, question_id: questionId },
    population: { group_id: groupId },
    cycle_id: cycleId,
    target,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.plan.focus_areas.find((area) => area.id === answer.body.id)!;
};
const planArea = async (id: string) => {
  const answer = await call<ActionPlan>('GET', P.plan(workspace.id));
  expect(answer.status).toBe(200);
  return answer.body.focus_areas.find((area) => area.id === id)!;
};
/** the Culture page's chart of the question for the population in one cycle, as the API answers it */
const chartRow = async (groupId: string | null, cycleId: string) => {
  const answer = await call<ChartData>('POST', AnalyticsPaths.chartData(workspace.id), {
    type: 'type1',
    view: 'cycles',
    assessment_id: assessment.id,
    questions_ids: [question()],
    groups_ids: groupId ? [groupId] : [],
    cycles_ids: [cycleId],
  });
  expect(answer.status).toBe(200);
  if (answer.body.type !== 'type1') throw new Error('not a type-1 chart');
  return answer.body.groups.find((row) => row.group_id === groupId && row.cycle_id === cycleId)!;
};

let seeded: Awaited<ReturnType<typeof seedPlanWorkspace>>;
let areaA = '';
let areaAll = '';

beforeAll(async () => {
  seeded = await seedPlanWorkspace(world, world.ada);
  ({ workspace, assessment } = seeded);
  Object.assign(groups, seeded.groups);
  cycles.first = seeded.cycleId;
  areaA = (await makeFocusArea(groups.A, cycles.first, { kind: 'change', value: 0.3 })).id;
  areaAll = (await makeFocusArea(null, cycles.first, { kind: 'average', value: 4.5 })).id;
});

describe('a focus area tracked to the next cycle', () => {
  it('has no next figure while no later cycle has answers', async () => {
    expect((await planArea(areaA)).tracking).toBeNull();
  });

  it("shows the next cycle's figure equal to the chart's for the same population, question and cycle", async () => {
    cycles.second = await appendPlanCycle(world, seeded, [5, 5, 5, 5, 5, 4, 2, 2, 2, 5, 5, 5, 5, 5], 3);
    for (const [id, groupId] of [
      [areaA, groups.A],
      [areaAll, null],
    ] as const) {
      const { tracking } = await planArea(id);
      const chart = await chartRow(groupId, cycles.second);
      expect(tracking).toMatchObject({
        cycle_id: cycles.second,
        value: chart.value_avg,
        respondents: chart.respondents,
        ci_low: chart.ci_low,
        ci_high: chart.ci_high,
        withheld: null,
      });
    }
    // by hand: A 29 / 6, All 60 / 14
    expect((await planArea(areaA)).tracking!.value).toBeCloseTo(29 / 6, 2);
    expect((await planArea(areaAll)).tracking!.value).toBeCloseTo(60 / 14, 2);
  });

  it("marks the change as R's Welch test decides it, and the target met or not", async () => {
    const a = (await planArea(areaA)).tracking!;
    expect(a.change!.p).toBeCloseTo(0.0765392822364, 6);
    expect(a.change!.ci_low).toBeCloseTo(-0.115886406, 2);
    expect(a.change!.ci_high).toBeCloseTo(1.782553073, 2);
    expect(a.change!.mark).toBe('no_change');
    // 4.83 reaches the target 4 + 0.3, though the test cannot tell the move from chance with six people
    expect(a.target_met).toBe(true);

    const all = (await planArea(areaAll)).tracking!;
    expect(all.change!.p).toBeCloseTo(0.0191776300034, 6);
    expect(all.change!.difference).toBeCloseTo(15 / 14, 2);
    expect(all.change!.ci_low).toBeCloseTo(0.1905079732, 2);
    expect(all.change!.ci_high).toBeCloseTo(1.9523491696, 2);
    expect(all.change!.mark).toBe('improved');
    // 4.29 is short of an average of 4.5
    expect(all.target_met).toBe(false);
  });

  it('says a population the release rule holds back in the next cycle has no figure, no mark and no verdict', async () => {
    // 'My manager listens' (answered as the first question), made from the second cycle
    const fromSecond = await makeFocusArea(groups.A, cycles.second, { kind: 'change', value: 0.1 }, assessment.questions[1]!.id);
    cycles.third = await appendPlanCycle(world, seeded, [5, 5, 5, 5], 1);
    expect((await chartRow(groups.A, cycles.third))?.value_avg ?? null).toBeNull();
    const { tracking } = await planArea(fromSecond.id);
    expect(tracking).toMatchObject({
      cycle_id: cycles.third,
      value: null,
      respondents: null,
      favourable: null,
      withheld: 'small',
      change: null,
      target_met: null,
    });
    // the focus area made in the first cycle still tracks to the cycle right after it
    expect((await planArea(areaA)).tracking!.cycle_id).toBe(cycles.second);
  });

  it("puts each focus area on an 'Action plan' slide of the deck, its texts the focus area's data", async () => {
    const added = await call<PlanChangeAnswer>('POST', P.actions(areaAll), {
      title: 'Team charters in every group',
      owner: { contact: { name: 'Grace Hopper', email: 'grace.hopper@client.example' } },
      due_date: '2027-01-15',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const area = await planArea(areaAll);
    const deck = await fetch(`${world.runtime.url}/api/v1${StoryPaths.deck(workspace.id)}`, {
      headers: { authorization: `Bearer ${world.ada}` },
    });
    expect(deck.status).toBe(200);
    const zip = await JSZip.loadAsync(Buffer.from(await deck.arrayBuffer()));
    const slides = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
        .map(async (name) => [...(await zip.file(name)!.async('string')).matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((match) => match[1]!)),
    );
    const plans = slides.filter((texts) => texts[0]?.startsWith('Action plan: '));
    // one slide per focus area of the plan: two made from the first cycle, one from the second
    expect(plans).toHaveLength(3);
    const texts = plans.find((candidate) => candidate[1]?.startsWith('All participants'))!;
    const t = area.tracking!;
    expect(texts[0]).toBe('Action plan: I enjoy my work');
    expect(texts[2]).toBe(
      `Baseline ${area.baseline.value.toFixed(2)} (95% interval ${area.baseline.ci_low!.toFixed(2)} to ${area.baseline.ci_high!.toFixed(2)}), ${Math.round(area.baseline.favourable!)}% favourable, n = 14`,
    );
    expect(texts[3]).toBe('Target an average of 4.50');
    // All participants, cycle 2: 60 / 14 = 4.29, 11 of 14 answered 4 or 5 (79%), improved by 15 / 14, p = 0.019 by R
    expect(texts[4]).toMatch(/^Next cycle \(.+\): 4\.29, 79% favourable, n = 14 · Improved \(\+1\.07, p = 0\.019\) · target not met$/);
    expect(t.value!.toFixed(2)).toBe('4.29');
    expect(texts.slice(5)).toEqual([
      'Action',
      'Owner',
      'Due',
      'Status',
      'Team charters in every group',
      'Grace Hopper',
      'Jan 15 2027',
      'Planned',
    ]);
  });
});
