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
});

describe('heatmap (type5)', () => {
  const cell = (data: Extract<ChartData, { type: 'type5' }>, group: string | null, question: string) =>
    data.cells.find((item) => item.group_id === group && item.question_id === question);

  it('gives every group its average per question, holding back B (4) and so C, the next smallest, in each column', async () => {
    const data = await chart('type5');
    expect(data.questions.map((question) => [question.id, question.scale])).toEqual([
      [q(0), 'five'],
      [q(1), 'five'],
      [q(2), 'ten'],
    ]);
    expect(data.groups.map((group) => group.group_name)).toEqual(['All participants', 'Group A', 'Group B', 'Group C']);
    // q1: 49 / 14 scored answers (the pass left out); A 21 / 5
    expect(cell(data, null, q(0))).toMatchObject({ value_avg: 3.5, respondents: 15, suppressed: false });
    expect(cell(data, groups.A, q(0))).toMatchObject({ value_avg: 4.2, respondents: 6, suppressed: false });
    expect(cell(data, null, q(2))).toMatchObject({ value_avg: 7.13 });
    expect(cell(data, groups.A, q(2))).toMatchObject({ value_avg: 8.33 });
    for (const question of [q(0), q(1), q(2)]) {
      expect(cell(data, groups.B, question)).toMatchObject({ suppressed: true, value_avg: null, respondents: null });
      expect(cell(data, groups.C, question)).toMatchObject({ suppressed: true, value_avg: null, respondents: null });
    }
  });

  it('filtered to A and C, holds back the total (15 minus 11 would give away B) and C, which the unfiltered chart hides', async () => {
    const data = await chart('type5', { groups_ids: [groups.A, groups.C] });
    expect(data.groups.map((group) => group.group_name)).toEqual(['All participants', 'Group A', 'Group C']);
    for (const question of [q(0), q(1), q(2)]) {
      expect(cell(data, null, question)).toMatchObject({ suppressed: true, value_avg: null, respondents: null });
      expect(cell(data, groups.C, question)).toMatchObject({ suppressed: true, value_avg: null, respondents: null });
    }
    // A is the same figure as in the unfiltered chart, which shows it: q1 21 / 5
    expect(cell(data, groups.A, q(0))).toMatchObject({ value_avg: 4.2, respondents: 6, suppressed: false });
  });

  it('holds back every cell when the filtered total is under the minimum (B alone)', async () => {
    const data = await chart('type5', { groups_ids: [groups.B] });
    expect(data.cells.length).toBeGreaterThan(0);
    expect(data.cells.every((item) => item.suppressed && item.value_avg === null)).toBe(true);
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

  it('follows the filter, and is held back below the minimum group size', async () => {
    expect((await chart('type4', { groups_ids: [groups.C] })).enps).toMatchObject({ promoters: 4, passives: 0, detractors: 1, value: 60 });
    expect((await chart('type4', { groups_ids: [groups.B] })).enps).toMatchObject({ suppressed: true, promoters: null, value: null });
    // A and C leave out B's 4: their split minus the unfiltered one would be B's
    expect((await chart('type4', { groups_ids: [groups.A, groups.C] })).enps).toMatchObject({
      suppressed: true,
      promoters: null,
      value: null,
    });
  });
});

describe('differencing across filters (A 6, B 4, C 5: unfiltered against filtered to A and C)', () => {
  // An attacker holding both charts subtracts: whatever the filtered one shows of all participants, or of groups
  // the unfiltered one hides, must not leave B's 4 respondents (or their answers) to work out.
  it('type1: the unfiltered chart shows 15 and A; the filtered one shows A again and nothing that leaves B', async () => {
    const everyone = await chart('type1');
    const filtered = await chart('type1', { groups_ids: [groups.A, groups.C] });
    const all = (data: typeof everyone) => data.groups.find((group) => group.group_id === null)!;
    expect(all(everyone)).toMatchObject({ respondents: 15, suppressed: false });
    expect(all(filtered)).toMatchObject({ respondents: null, value_avg: null, suppressed: true });
    const shown = filtered.groups.filter((group) => group.group_id !== null && !group.suppressed);
    expect(shown.map((group) => group.group_name)).toEqual(['Group A']);
    // no subtraction of shown figures from the unfiltered total isolates fewer than the minimum
    const left = 15 - shown.reduce((sum, group) => sum + group.respondents!, 0);
    expect(left === 0 || left >= 5).toBe(true);
  });

  it('type2: every question of the filtered distribution is held back', async () => {
    const filtered = await chart('type2', { groups_ids: [groups.A, groups.C] });
    expect(filtered.questions.length).toBeGreaterThan(0);
    expect(filtered.questions.every((question) => question.suppressed && question.value1 + question.value5 === 0)).toBe(true);
    // filtered to A alone the 9 left out are enough: shown
    const onlyA = await chart('type2', { groups_ids: [groups.A] });
    expect(onlyA.questions.find((question) => question.question_id === q(1))).toMatchObject({ value4: 6, suppressed: false });
  });

  it('type4: the all-participants net score is held back, A is shown', async () => {
    const filtered = await chart('type4', { groups_ids: [groups.A, groups.C] });
    expect(filtered.points.find((point) => point.group_name === 'All participants')).toMatchObject({ value: null, suppressed: true });
    expect(filtered.points.find((point) => point.group_name === 'Group A')).toMatchObject({ suppressed: false });
  });

  it("Show passes: A and C's pass counts are held back, A alone's are shown", async () => {
    const passes = (groupsIds: string[]) =>
      world.api.call<{ question_id: string; cycles: { number_of_pass: number }[] }[]>(
        'POST',
        `/analytics/workspaces/${workspace.id}/passes`,
        { token: world.ada, json: { assessment_id: assessment.id, groups_ids: groupsIds } },
      );
    const everyone = await passes([]);
    expect(everyone.body.find((item) => item.question_id === q(0))?.cycles).toEqual([expect.objectContaining({ number_of_pass: 1 })]);
    const pair = await passes([groups.A, groups.C]);
    expect(pair.status, JSON.stringify(pair.body)).toBe(200);
    expect(pair.body.every((item) => item.cycles.length === 0)).toBe(true);
    const onlyA = await passes([groups.A]);
    expect(onlyA.body.find((item) => item.question_id === q(0))?.cycles).toEqual([expect.objectContaining({ number_of_pass: 1 })]);
  });

  it('drivers: the total and every driver whose figures would leave B are held back', async () => {
    const answer = await drivers({ outcome: 'enps', groups_ids: [groups.A, groups.C] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.respondents).toBeNull();
    expect(answer.body.drivers.every((driver) => driver.suppressed && driver.n === null && driver.average === null)).toBe(true);
    // filtered to A alone (9 left out): the table is shown
    const onlyA = await drivers({ outcome: 'enps', groups_ids: [groups.A] });
    expect(onlyA.body.respondents).toBe(6);
  });
});

describe('driver analysis', () => {
  const column = (index: number) => ROWS.map((row) => row[index]!);
  const answered = (index: number) => ROWS.filter((row) => row[index] !== 0);

  it('correlates each other question with the eNPS answers by rank, as simple-statistics does, with its n and average', async () => {
    const answer = await drivers({ outcome: 'enps' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ outcome: 'enps', outcome_question_id: q(2), respondents: 15, minimum_group_size: 5 });
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

  it('holds back every driver when the filter keeps fewer respondents than the minimum (group B alone)', async () => {
    const answer = await drivers({ outcome: 'enps', groups_ids: [groups.B] });
    expect(answer.status).toBe(200);
    expect(answer.body.respondents).toBeNull();
    expect(answer.body.drivers.every((driver) => driver.suppressed && driver.correlation === null && driver.n === null)).toBe(true);
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
