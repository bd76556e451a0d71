import { randomUUID } from 'node:crypto';
import type { ChartData } from '@canopy/contracts/analytics/api';
import type { DriversResponse } from '@canopy/contracts/analytics/drivers';
import type { Assessment, Package } from '@canopy/contracts/survey/api';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { sampleRankCorrelation } from 'simple-statistics';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned } from '../support/access.ts';
import { addToPackage, appendSubmission, createAssessedPackage, createAssessment } from '../support/library.ts';
import { addParticipants, createGroup, moveToGroup, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The heatmap, the eNPS split and driver analysis against figures worked out by hand (and, for the rank
// correlations, by simple-statistics) from one cycle of answers. Groups: A 6 people, B 4, C 5 (15 in all).
// The workspace's minimum group size is 4, so every cell of the filter lattice (ADR 0056) is released and the
// figures are the plain ones; the last block raises it to 5, which leaves B's 4 out of every figure.
//   q1 (five-point)  A 5 5 4 4 3 Pass   B 2 2 2 2   C 4 4 4 4 4
//   q2 (five-point)  A 4 4 4 4 4 4      B 1 1 1 1   C 3 3 3 3 3
//   q3 (ten-point)   A 10 10 9 8 7 6    B 5 5 5 5   C 9 9 9 9 1
const ANSWERS = {
  A: [
    [5, 4, 10],
    [5, 4, 10],
    [4, 4, 9],
    [4, 4, 8],
    [3, 4, 7],
    [0, 4, 6],
  ],
  B: [
    [2, 1, 5],
    [2, 1, 5],
    [2, 1, 5],
    [2, 1, 5],
  ],
  C: [
    [4, 3, 9],
    [4, 3, 9],
    [4, 3, 9],
    [4, 3, 9],
    [4, 3, 1],
  ],
} as const;
const ROWS = [...ANSWERS.A, ...ANSWERS.B, ...ANSWERS.C];
// a second assessment of the package, one ten-point question, answered by the same 15 people in ROWS' order
const OTHER_ENPS = [9, 10, 8, 7, 6, 5, 3, 4, 2, 5, 8, 9, 7, 10, 1];

const world = withTwoTeams();
let workspace: Workspace;
let assessment: Assessment;
let other: Assessment;
let pkg: Package;
const groups: Record<'A' | 'B' | 'C', string> = { A: '', B: '', C: '' };
const cycle = `cycle-${randomUUID()}`;
const q = (index: number) => assessment.questions[index]!.id;

const submit = (participantId: string, values: readonly number[], to: Assessment = assessment) =>
  appendSubmission(
    world.runtime,
    { workspace, pkg, assessment: to, cycleId: cycle },
    participantId,
    values.map((value, index) => ({
      question_id: to.questions[index]!.id,
      answer_type: to.questions[index]!.answer_type as 'one_to_five' | 'one_to_ten',
      value,
      passed: value === 0,
    })),
    new Date(Date.now() - 5 * 86_400_000).toISOString(),
  );

const chart = async <T extends ChartData['type']>(type: T, body: Record<string, unknown> = {}) => {
  const answer = await world.api.call<ChartData>('POST', `/analytics/workspaces/${workspace.id}/charts/data`, {
    token: world.ada,
    json: { assessment_id: assessment.id, type, ...body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Extract<ChartData, { type: T }>;
};
const setMinimum = async (minimum: number) =>
  expect(
    (
      await world.api.call('PUT', `/analytics/workspaces/${workspace.id}/settings`, {
        token: world.ada,
        json: { minimum_group_size: minimum },
      })
    ).status,
  ).toBe(200);
const drivers = (body: Record<string, unknown>, token = world.ada) =>
  world.api.call<DriversResponse>('POST', `/analytics/workspaces/${workspace.id}/drivers`, {
    token,
    json: { assessment_id: assessment.id, ...body },
  });

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Drivers Co');
  const added = (
    await addParticipants(
      world.api,
      world.ada,
      Array.from({ length: 15 }, (_, n) => participantRow(workspace.id, n)),
    )
  ).participants;
  const created = await createAssessedPackage(
    world.api,
    world.ada,
    workspace.id,
    { category: 'Engagement', assessment: 'Engagement', package: 'Pulse' },
    [
      { body: 'I trust my manager', answer_type: 'one_to_five' },
      { body: 'I can grow here', answer_type: 'one_to_five' },
      { body: 'How likely are you to recommend us?', answer_type: 'one_to_ten' },
    ],
  );
  ({ assessment, pkg } = created);
  other = await createAssessment(world.api, world.ada, created.category.id, 'Recommendation', [
    { body: 'Would you recommend working here?', answer_type: 'one_to_ten' },
  ]);
  await addToPackage(world.api, world.ada, other.id, pkg.id);
  let person = 0;
  let last = null as Awaited<ReturnType<typeof submit>> | null;
  for (const name of ['A', 'B', 'C'] as const) {
    groups[name] = (await createGroup(world.api, world.ada, workspace.id, `Group ${name}`)).id;
    for (const values of ANSWERS[name]) {
      const participant = added[person++]!;
      expect((await moveToGroup(world.api, world.ada, participant.id, groups[name])).status).toBe(200);
      await submit(participant.id, values);
      last = await submit(participant.id, [OTHER_ENPS[person - 1]!], other);
    }
  }
  expect(await world.runtime.deps.waiter.waitFor(last!.position, ['analytics_answers'], 10_000)).toBe(true);
  await setMinimum(4);
});

describe('heatmap (type5)', () => {
  const cell = (data: Extract<ChartData, { type: 'type5' }>, group: string | null, question: string) =>
    data.cells.find((item) => item.group_id === group && item.question_id === question);

  it('gives every group its average per question', async () => {
    const data = await chart('type5');
    expect(data.questions.map((question) => [question.id, question.scale])).toEqual([
      [q(0), 'five'],
      [q(1), 'five'],
      [q(2), 'ten'],
    ]);
    expect(data.groups.map((group) => group.group_name)).toEqual(['All participants', 'Group A', 'Group B', 'Group C']);
    // q1: 49 / 14 scored answers (the pass left out); A 21 / 5; B 8 / 4; C 20 / 5
    expect(cell(data, null, q(0))).toMatchObject({ value_avg: 3.5, respondents: 15, suppressed: false });
    expect(cell(data, groups.A, q(0))).toMatchObject({ value_avg: 4.2, respondents: 6, suppressed: false });
    expect(cell(data, groups.B, q(0))).toMatchObject({ value_avg: 2, respondents: 4, suppressed: false });
    expect(cell(data, groups.C, q(0))).toMatchObject({ value_avg: 4, respondents: 5, suppressed: false });
    expect(cell(data, null, q(2))).toMatchObject({ value_avg: 7.13 });
    expect(cell(data, groups.A, q(2))).toMatchObject({ value_avg: 8.33 });
    expect(data.held_back).toBe(0);
  });

  it('filtered to A and C, gives their total: q1 (21 + 20) / 10 scored answers from 11 people', async () => {
    const data = await chart('type5', { groups_ids: [groups.A, groups.C] });
    expect(data.groups.map((group) => group.group_name)).toEqual(['All participants', 'Group A', 'Group C']);
    expect(cell(data, null, q(0))).toMatchObject({ value_avg: 4.1, respondents: 11, suppressed: false });
    expect(cell(data, groups.A, q(0))).toMatchObject({ value_avg: 4.2, respondents: 6, suppressed: false });
  });

  it('can be added as a custom graph', async () => {
    const created = await world.api.call<{ id: string }>('POST', `/analytics/workspaces/${workspace.id}/visualizations`, {
      token: world.ada,
      json: { block_name: 'Heat', name: 'Groups by questions', type: 'type5', assessment_id: assessment.id },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const blocks = await world.api.call<{ blocks: { id: string; charts: { type: string }[] }[] }>(
      'GET',
      `/analytics/workspaces/${workspace.id}/blocks`,
      { token: world.ada },
    );
    expect(blocks.body.blocks.find((block) => block.id === created.body.id)?.charts).toEqual([expect.objectContaining({ type: 'type5' })]);
  });
});

describe('eNPS split beside the net score (type4)', () => {
  it('splits the ten-point question into promoters 9-10, passives 7-8 and detractors 1-6', async () => {
    const data = await chart('type4');
    // promoters A 3 + C 4, passives A 2, detractors A 1 + B 4 + C 1, of 15: (7 - 6) / 15
    expect(data.enps).toEqual({
      question_id: q(2),
      question_body: 'How likely are you to recommend us?',
      respondents: 15,
      promoters: 7,
      passives: 2,
      detractors: 6,
      promoters_share: 46.7,
      passives_share: 13.3,
      detractors_share: 40,
      value: 6.7,
      suppressed: false,
    });
  });

  it('follows the filter', async () => {
    expect((await chart('type4', { groups_ids: [groups.C] })).enps).toMatchObject({ promoters: 4, passives: 0, detractors: 1, value: 60 });
    expect((await chart('type4', { groups_ids: [groups.B] })).enps).toMatchObject({ promoters: 0, detractors: 4, value: -100 });
    // A and C: promoters 3 + 4, passives 2, detractors 1 + 1 of 11
    expect((await chart('type4', { groups_ids: [groups.A, groups.C] })).enps).toMatchObject({
      respondents: 11,
      promoters: 7,
      passives: 2,
      detractors: 2,
      value: 45.5,
    });
  });
});

describe('driver analysis', () => {
  const column = (index: number) => ROWS.map((row) => row[index]!);
  const answered = (index: number) => ROWS.filter((row) => row[index] !== 0);

  it('correlates each other question with the eNPS answers by rank, as simple-statistics does, with its n and average', async () => {
    const answer = await drivers({ outcome: 'enps' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ outcome: 'enps', outcome_question_id: q(2), respondents: 15, minimum_group_size: 4 });
    const byId = new Map(answer.body.drivers.map((driver) => [driver.question_id, driver]));
    expect([...byId.keys()].sort()).toEqual([q(0), q(1)].sort());
    const q1 = answered(0);
    expect(byId.get(q(0))).toMatchObject({ n: 14, average: 3.5, suppressed: false });
    expect(byId.get(q(0))!.correlation).toBeCloseTo(
      sampleRankCorrelation(
        q1.map((row) => row[0]),
        q1.map((row) => row[2]),
      ),
      3,
    );
    expect(byId.get(q(1))).toMatchObject({ n: 15, average: 2.87 });
    expect(byId.get(q(1))!.correlation).toBeCloseTo(sampleRankCorrelation(column(1), column(2)), 3);
    const correlations = answer.body.drivers.map((driver) => driver.correlation!);
    expect(correlations).toEqual([...correlations].sort((a, b) => b - a));
  });

  it('takes as engagement index the mean 0-1 score over the other questions', async () => {
    const answer = await drivers({});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ outcome: 'engagement_index', outcome_name: 'Engagement index', outcome_question_id: null });
    const scoreOf = (row: readonly number[], at: number) => (row[at] === 0 ? null : (row[at]! - 1) / (at === 2 ? 9 : 4));
    const index = (row: readonly number[], without: number) => {
      const scores = [0, 1, 2].filter((at) => at !== without).flatMap((at) => scoreOf(row, at) ?? []);
      return scores.reduce((sum, score) => sum + score, 0) / scores.length;
    };
    for (const at of [0, 1, 2]) {
      const rows = answered(at);
      const driver = answer.body.drivers.find((item) => item.question_id === q(at))!;
      expect(driver.n).toBe(rows.length);
      expect(driver.correlation).toBeCloseTo(
        sampleRankCorrelation(
          rows.map((row) => row[at]!),
          rows.map((row) => index(row, at)),
        ),
        3,
      );
    }
    expect(answer.body.drivers.every((driver) => driver.priority !== null)).toBe(true);
  });

  it("takes an eNPS question of another assessment, matching its respondents to the drivers' answers", async () => {
    const answer = await drivers({ outcome: 'enps', outcome_question_id: other.questions[0]!.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ outcome_question_id: other.questions[0]!.id, outcome_assessment_id: other.id, respondents: 15 });
    // every question of the drivers' assessment is a driver now, its own ten-point one too
    expect(answer.body.drivers).toHaveLength(3);
    for (const at of [0, 1, 2]) {
      const people = ROWS.map((row, index) => ({ row, index })).filter(({ row }) => row[at] !== 0);
      const driver = answer.body.drivers.find((item) => item.question_id === q(at))!;
      expect(driver.n).toBe(people.length);
      expect(driver.correlation).toBeCloseTo(
        sampleRankCorrelation(
          people.map(({ row }) => row[at]!),
          people.map(({ index }) => OTHER_ENPS[index]!),
        ),
        3,
      );
    }
  });

  it('answers a clear error for an assessment outside the workspace, an outcome that is no ten-point question, or an unknown outcome', async () => {
    expect(await drivers({ assessment_id: 'nope' })).toMatchObject({ status: 404, body: { detail: 'Could not find assessment' } });
    expect(await drivers({ outcome: 'enps', outcome_question_id: q(0) })).toMatchObject({
      status: 404,
      body: { detail: 'Could not find question' },
    });
    expect((await drivers({ outcome: 'happiness' })).status).toBe(400);
  });

  it('hides the workspace from another team and refuses a colleague not assigned to it', async () => {
    const probes = [
      {
        method: 'POST',
        path: `/analytics/workspaces/${workspace.id}/drivers`,
        json: { assessment_id: assessment.id },
        hidden: 'Could not find workspace',
      },
    ];
    await expectHidden(world.api, world.bea, probes);
    await expectNotAssigned(world.api, world.alan, probes);
  });
});

describe('B (4 people) under a minimum of 5: everyone counted, B hidden, and the filter that leaves B apart refused (ADR 0128)', () => {
  // Before, B's answers were left out of every figure, the totals included; now every total counts all 15, B's own
  // row is hidden as small, and a filter to A and C (everyone but B's 4) is refused, so no difference gives B away.
  beforeAll(() => setMinimum(5));

  it('type1, type2 and the heatmap: everyone counts all 15, B is hidden with the group beside it, A and C together are refused', async () => {
    const all = (data: Extract<ChartData, { type: 'type1' }>) => data.groups.find((group) => group.group_id === null)!;
    const everyone = await chart('type1');
    const filtered = await chart('type1', { groups_ids: [groups.A, groups.C] });
    expect(all(everyone)).toMatchObject({ respondents: 15, suppressed: false });
    expect(all(filtered)).toMatchObject({ suppressed: true, withheld: 'apart', value_avg: null, respondents: null });
    expect(everyone.groups.map((group) => [group.group_name, group.suppressed])).toEqual([
      ['All participants', false],
      ['Group A', false],
      ['Group B', true],
      ['Group C', true],
    ]);
    expect(everyone.groups.find((group) => group.group_name === 'Group B')).toMatchObject({ withheld: 'small', value_avg: null });
    // everyone, A and C shown would give B away as their difference: the smaller of A and C gives way (next-smallest)
    expect(everyone.groups.find((group) => group.group_name === 'Group C')).toMatchObject({ withheld: 'apart', value_avg: null });
    expect([everyone.held_back, filtered.held_back]).toEqual([0, 0]);
    expect((await chart('type2', { groups_ids: [groups.A, groups.C] })).questions.every((row) => row.suppressed)).toBe(true);
    const heat = await chart('type5');
    // q1 over everyone who answered it: (21 + 8 + 20) / 14 = 3.5, from 15 people (A's sixth passed)
    expect(heat.cells.find((item) => item.group_id === null && item.question_id === q(0))).toMatchObject({
      value_avg: 3.5,
      respondents: 15,
    });
    expect(heat.cells.filter((item) => item.group_id === groups.B).every((item) => item.suppressed && item.value_avg === null)).toBe(true);
  });

  it('the eNPS split, Show passes and drivers: everyone shown, the filter to A and C refused, B alone has nothing', async () => {
    // q3 over all 15: promoters A 10 10 9 and C 9 9 9 9 (7), passives A 8 7 (2), detractors A 6, B 5 5 5 5, C 1 (6)
    expect((await chart('type4')).enps).toMatchObject({
      suppressed: false,
      respondents: 15,
      promoters: 7,
      passives: 2,
      detractors: 6,
      value: 6.7,
    });
    expect((await chart('type4', { groups_ids: [groups.A, groups.C] })).enps).toMatchObject({ suppressed: true, promoters: null });
    expect((await chart('type4', { groups_ids: [groups.B] })).enps).toMatchObject({ suppressed: true, promoters: null, value: null });
    const passes = async (groupsIds: string[]) =>
      (
        await world.api.call<{ question_id: string; cycles: { number_of_pass: number }[] }[]>(
          'POST',
          `/analytics/workspaces/${workspace.id}/passes`,
          { token: world.ada, json: { assessment_id: assessment.id, groups_ids: groupsIds } },
        )
      ).body;
    expect((await passes([groups.A, groups.C])).every((item) => item.cycles.length === 0)).toBe(true);
    expect((await passes([])).find((item) => item.question_id === q(0))?.cycles.map((cycle) => cycle.number_of_pass)).toEqual([1]);
    expect((await passes([groups.B])).every((item) => item.cycles.length === 0)).toBe(true);
    expect((await drivers({ outcome: 'enps' })).body.respondents).toBe(15);
    const both = await drivers({ outcome: 'enps', groups_ids: [groups.A, groups.C] });
    expect(both.body.respondents).toBeNull();
    const onlyB = await drivers({ outcome: 'enps', groups_ids: [groups.B] });
    expect(onlyB.body.respondents).toBeNull();
    expect(onlyB.body.drivers.every((driver) => driver.suppressed && driver.correlation === null && driver.n === null)).toBe(true);
  });
});
