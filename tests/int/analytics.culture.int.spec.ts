import { randomUUID } from 'node:crypto';
import type { ChartData, ParticipationItem, PassesItem } from '@canopy/contracts/analytics/api';
import type { Assessment, Package } from '@canopy/contracts/survey/api';
import { rebuildProjection } from '@canopy/platform/projections/rebuild';
import { answersProjection } from '@canopy/projections/analytics/answers/project';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned } from '../support/access.ts';
import { appendSubmission, createAssessedPackage } from '../support/library.ts';
import { addParticipants, createGroup, moveToGroup, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The Culture page's figures against totals worked out by hand below, with answers appended to the response
// streams as the respondent's submission writes them. Groups: A has 6 people, B 4, C 5 (15 in all).
// Cycle 1 (100 days ago), everyone:  q1 (five-point)  A 5 5 4 4 3 Pass, B 2 2 2 2, C 4 4 4 4 4
//                                    q2 (reversed)    everyone chose 1, which scores 5
//                                    q3 (ten-point)   A 10 10 9 8 7 6, B 5 5 5 5, C 9 9 9 9 1
// Cycle 2 (10 days ago), A only:     q1 5 for all six.
// The workspace's minimum group size is 2: every figure counts everyone of its population (ADR 0128); in cycle 2
// person 0 (tenure 30 days) and person 1 (31 days) are each alone in their tenure bucket, so a hiring range that
// holds one of them alone is refused. The release rule itself is pinned in analytics.anonymity.int.spec.ts.

const world = withTwoTeams();
let workspace: Workspace;
let assessment: Assessment;
let pkg: Package;
const groups: Record<'A' | 'B' | 'C', string> = { A: '', B: '', C: '' };
const people: Record<'A' | 'B' | 'C', string[]> = { A: [], B: [], C: [] };
const [cycle1, cycle2] = [`cycle-1-${randomUUID()}`, `cycle-2-${randomUUID()}`];
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const q = (index: number) => assessment.questions[index]!.id;

const submit = async (participantId: string, cycleId: string, at: string, values: [number, number | null, number | null]) => {
  const answers = [
    { question_id: q(0), answer_type: 'one_to_five' as const, value: values[0], passed: values[0] === 0 },
    ...(values[1] === null ? [] : [{ question_id: q(1), answer_type: 'one_to_five_reversed' as const, value: values[1], passed: false }]),
    ...(values[2] === null ? [] : [{ question_id: q(2), answer_type: 'one_to_ten' as const, value: values[2], passed: false }]),
  ];
  return appendSubmission(world.runtime, { workspace, pkg, assessment, cycleId }, participantId, answers, at);
};

const chart = (body: Record<string, unknown>, token = world.ada) =>
  world.api.call<ChartData>('POST', `/analytics/workspaces/${workspace.id}/charts/data`, {
    token,
    json: { assessment_id: assessment.id, ...body },
  });
const type1 = async (body: Record<string, unknown>) => {
  const answer = await chart({ type: 'type1', ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  if (answer.body.type !== 'type1') throw new Error('expected type1');
  return answer.body.groups;
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
const figureOf = (rows: Awaited<ReturnType<typeof type1>>, name: string, cycleId: string | null = null) =>
  rows.find((row) => row.group_name === name && row.cycle_id === cycleId);

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Culture Co');
  const rows = Array.from({ length: 15 }, (_, n) =>
    participantRow(workspace.id, n, { hiring_date: n === 0 ? daysAgo(40) : n === 1 ? daysAgo(41) : '' }),
  );
  const added = (await addParticipants(world.api, world.ada, rows)).participants;
  for (const [name, from, to] of [
    ['A', 0, 6],
    ['B', 6, 10],
    ['C', 10, 15],
  ] as const) {
    groups[name] = (await createGroup(world.api, world.ada, workspace.id, `Group ${name}`)).id;
    for (const person of added.slice(from, to)) {
      expect((await moveToGroup(world.api, world.ada, person.id, groups[name])).status).toBe(200);
      people[name].push(person.id);
    }
  }
  ({ assessment, pkg } = await createAssessedPackage(
    world.api,
    world.ada,
    workspace.id,
    { category: 'Culture', assessment: 'Team health', package: 'Pulse' },
    [
      { body: 'I enjoy my work', answer_type: 'one_to_five' },
      { body: 'I often feel overloaded', answer_type: 'one_to_five_reversed' },
      { body: 'I would recommend working here', answer_type: 'one_to_ten' },
    ],
  ));

  const q1 = { A: [5, 5, 4, 4, 3, 0], B: [2, 2, 2, 2], C: [4, 4, 4, 4, 4] };
  const q3 = { A: [10, 10, 9, 8, 7, 6], B: [5, 5, 5, 5], C: [9, 9, 9, 9, 1] };
  let last = null as Awaited<ReturnType<typeof submit>> | null;
  for (const name of ['A', 'B', 'C'] as const) {
    for (const [index, participantId] of people[name].entries()) {
      last = await submit(participantId, cycle1, daysAgo(100), [q1[name][index]!, 1, q3[name][index]!]);
    }
  }
  // cycle 2: A only; person 0 started 40 days before, person 1 41 days before (tenure 30 and 31 days at the answer)
  for (const participantId of people.A) last = await submit(participantId, cycle2, daysAgo(10), [5, null, null]);
  expect(await world.runtime.deps.waiter.waitFor(last!.position, ['analytics_answers'], 10_000)).toBe(true);
  await setMinimum(2);
});

describe('type1, group averages', () => {
  it('averages scored answers without passes, every group shown when its cells reach the minimum', async () => {
    const rows = await type1({ questions_ids: [q(0)], cycles_ids: [cycle1] });
    // all: (21 + 8 + 20) / 14 scored answers = 3.5; A: 21 / 5 = 4.2; B 8 / 4; C 20 / 5
    expect(figureOf(rows, 'All participants')).toMatchObject({ value_avg: 3.5, respondents: 15, answers: 14, suppressed: false });
    expect(figureOf(rows, 'Group A')).toMatchObject({ value_avg: 4.2, respondents: 6, answers: 5, suppressed: false });
    expect(figureOf(rows, 'Group B')).toMatchObject({ value_avg: 2, respondents: 4, suppressed: false });
    expect(figureOf(rows, 'Group C')).toMatchObject({ value_avg: 4, respondents: 5, suppressed: false });
  });

  it('over every question reads one row per submission and agrees with the answers themselves', async () => {
    // cycle 1, all three questions, five- and ten-point together: each answer as a share of its scale (ADR 0057),
    // (v - 1) / 4 or (v - 1) / 9: q1 8.75, q2 15 (all score 5), q3 10.22 over 14 + 15 + 15 answers = 77.2%
    // (raw values pooled read 5.25, on no scale at all)
    const all = await type1({ cycles_ids: [cycle1] });
    const listed = await type1({ cycles_ids: [cycle1], questions_ids: [q(0), q(1), q(2)] });
    expect(figureOf(all, 'All participants')).toMatchObject({ value_avg: 77.2, respondents: 15, answers: 44 });
    const answer = await chart({ type: 'type1', cycles_ids: [cycle1] });
    expect(answer.body).toMatchObject({ scale: 'share' });
    expect(all).toEqual(listed);
  });

  it('scores a reversed question as 6 minus the position chosen', async () => {
    expect(figureOf(await type1({ questions_ids: [q(1)] }), 'All participants')).toMatchObject({ value_avg: 5 });
  });

  it('combined counts a person once across cycles; cycles view gives each cycle its own figures', async () => {
    const combined = await type1({ questions_ids: [q(0)], groups_ids: [groups.A] });
    // A: (21 + 30) / 11 scored answers = 4.64 from 6 people (all six answered 5 in cycle 2)
    expect(figureOf(combined, 'Group A')).toMatchObject({ value_avg: 4.64, respondents: 6, answers: 11 });
    const cycles = await type1({ questions_ids: [q(0)], groups_ids: [groups.A], view: 'cycles' });
    expect(figureOf(cycles, 'Group A', cycle1)).toMatchObject({ value_avg: 4.2, respondents: 6 });
    expect(figureOf(cycles, 'Group A', cycle2)).toMatchObject({ value_avg: 5, respondents: 6 });
    const answer = await chart({ type: 'type1', questions_ids: [q(0)], groups_ids: [groups.A], view: 'cycles' });
    expect(answer.body).toMatchObject({ held_back: 0 });
  });

  it('keeps the time period as whole cycles: last month and quarter only cycle 2 (10 days ago), last year both', async () => {
    const month = await type1({ questions_ids: [q(0)], period_of_answer_date: { is_all_time: false, is_last_month: true } });
    expect(figureOf(month, 'All participants')).toMatchObject({ value_avg: 5, respondents: 6 });
    const quarter = await type1({ questions_ids: [q(0)], period_of_answer_date: { is_all_time: false, is_last_quarter: true } });
    expect(figureOf(quarter, 'All participants')).toMatchObject({ respondents: 6 });
    const year = await type1({ questions_ids: [q(0)], period_of_answer_date: { is_all_time: false, is_last_year: true } });
    expect(figureOf(year, 'All participants')).toMatchObject({ respondents: 15 });
    const today = new Date().toISOString().slice(0, 10);
    const custom = await type1({
      questions_ids: [q(0)],
      period_of_answer_date: { is_all_time: false, start_date: daysAgo(10).slice(0, 10), end_date: today },
    });
    expect(figureOf(custom, 'All participants')).toMatchObject({ respondents: 6 });
  });

  it('refuses a custom range past today or with one date', async () => {
    const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 10);
    expect(await chart({ type: 'type1', period_of_answer_date: { start_date: '2026-01-01', end_date: tomorrow } })).toMatchObject({
      status: 400,
      body: { detail: 'The custom range cannot go past today' },
    });
    expect(await chart({ type: 'type1', period_of_answer_date: { start_date: '2026-01-01' } })).toMatchObject({
      status: 400,
      body: { detail: 'Choose both dates of the custom range' },
    });
  });

  it('hiring ranges at their edges: tenure 30 days is in 0-30, 31 days in 31-60 (each alone in its range, so refused)', async () => {
    const first = await chart({ type: 'type1', questions_ids: [q(0)], cycles_ids: [cycle2], period_of_hiring_date: 'from_0_to_30_days' });
    if (first.body.type !== 'type1') throw new Error('expected type1');
    expect(first.body.held_back).toBe(0);
    expect(first.body.groups.length).toBeGreaterThan(0);
    expect(first.body.groups.every((group) => group.suppressed && group.withheld === 'small' && group.value_avg === null)).toBe(true);
    const rows = await world.runtime.platform.pool.query<{ tenure_days: number }>(
      'select tenure_days from analytics_answers.answers where cycle_id = $1 and tenure_days is not null order by tenure_days',
      [cycle2],
    );
    expect(rows.rows.map((row) => row.tenure_days)).toEqual([30, 31]);
    const none = await type1({ questions_ids: [q(0)], cycles_ids: [cycle2], period_of_hiring_date: 'from_6_years' });
    expect(none).toEqual([]);
  });

  it("answers 'No Such Type of Graph yet' for an unknown type", async () => {
    expect(await chart({ type: 'type9' })).toMatchObject({ status: 400, body: { detail: 'No Such Type of Graph yet' } });
  });
});

describe('type2, type3, type4', () => {
  it('type2 counts each value and the passes per question, and none for the ten-point one', async () => {
    const answer = await chart({ type: 'type2', cycles_ids: [cycle1] });
    if (answer.body.type !== 'type2') throw new Error('expected type2');
    const first = answer.body.questions.find((row) => row.question_id === q(0));
    expect(first).toMatchObject({ value1: 0, value2: 4, value3: 1, value4: 7, value5: 2, passes: 1, suppressed: false });
    // the reversed question by the position chosen: all 15 chose 'Strongly Disagree' (which scores 5)
    expect(answer.body.questions.find((row) => row.question_id === q(1))).toMatchObject({ value1: 15, value5: 0, reversed: true });
    expect(answer.body.questions.some((row) => row.question_id === q(2))).toBe(false);
  });

  it('type2 states the people of each question: in Combined a person who answered in two cycles is two answers and one respondent', async () => {
    const distribution = async (body: Record<string, unknown>) => {
      const answer = await chart({ type: 'type2', ...body });
      if (answer.body.type !== 'type2') throw new Error('expected type2');
      return answer.body.questions.map(({ question_id, cycle_id, respondents, passes, value1, value2, value3, value4, value5 }) => ({
        question: question_id === q(0) ? 'q1' : 'q2',
        cycle: cycle_id === null ? null : cycle_id === cycle1 ? 1 : 2,
        respondents,
        answers: value1 + value2 + value3 + value4 + value5 + passes,
      }));
    };
    // q1: 15 rows in cycle 1 (A's sixth passed), 6 in cycle 2 (A's six): 21 answers from 15 people, A's six counted
    // once. q2: cycle 1 only
    expect(await distribution({})).toEqual([
      { question: 'q1', cycle: null, respondents: 15, answers: 21 },
      { question: 'q2', cycle: null, respondents: 15, answers: 15 },
    ]);
    expect(await distribution({ view: 'cycles' })).toEqual([
      { question: 'q1', cycle: 1, respondents: 15, answers: 15 },
      { question: 'q1', cycle: 2, respondents: 6, answers: 6 },
      { question: 'q2', cycle: 1, respondents: 15, answers: 15 },
    ]);
    // group A: its six people gave 6 + 6 rows to q1
    expect(await distribution({ groups_ids: [groups.A], questions_ids: [q(0)] })).toEqual([
      { question: 'q1', cycle: null, respondents: 6, answers: 12 },
    ]);
  });

  it('type4 states the people of each point: Combined counts a person once across cycles, Cycles per cycle', async () => {
    const netScore = async (body: Record<string, unknown>) => {
      const answer = await chart({ type: 'type4', questions_ids: [q(0)], ...body });
      if (answer.body.type !== 'type4') throw new Error('expected type4');
      return answer.body.points.map(({ group_name, cycle_id, respondents, promoters, passives, detractors }) => ({
        group: group_name,
        cycle: cycle_id === null ? null : cycle_id === cycle1 ? 1 : 2,
        respondents,
        answers: promoters + passives + detractors,
      }));
    };
    // q1 scored answers (passes are none): all 14 + 6, A 5 + 6, B 4, C 5; people: all 15, A 6 (its sixth passed in cycle 1)
    expect(await netScore({})).toEqual([
      { group: 'All participants', cycle: null, respondents: 15, answers: 20 },
      { group: 'Group A', cycle: null, respondents: 6, answers: 11 },
      { group: 'Group B', cycle: null, respondents: 4, answers: 4 },
      { group: 'Group C', cycle: null, respondents: 5, answers: 5 },
    ]);
    expect((await netScore({ view: 'cycles' })).filter((point) => point.group === 'All participants')).toEqual([
      { group: 'All participants', cycle: 1, respondents: 15, answers: 14 },
      { group: 'All participants', cycle: 2, respondents: 6, answers: 6 },
    ]);
  });

  it('type3 plots shown groups and the overall average point', async () => {
    const answer = await chart({ type: 'type3', cycles_ids: [cycle1], x_question_id: q(0), y_question_id: q(2) });
    if (answer.body.type !== 'type3') throw new Error('expected type3');
    // q3 average over 15: (50 + 20 + 37) / 15 = 7.13
    expect(answer.body.overall_average_point).toEqual({ x: 3.5, y: 7.13 });
    expect(answer.body.points.map((point) => point.name)).toEqual(['Group A', 'Group B', 'Group C']);
    expect(answer.body.suppressed_groups).toBe(0);
    expect(await chart({ type: 'type3', x_question_id: q(0) })).toMatchObject({ status: 400, body: { detail: 'All fields are requered' } });
  });

  it('type4: promoters minus detractors, on -25 to 75', async () => {
    const answer = await chart({ type: 'type4', questions_ids: [q(2)] });
    if (answer.body.type !== 'type4') throw new Error('expected type4');
    // all: promoters 3 + 4, passives 2, detractors 1 + 4 + 1 of 15 -> 6.7; A: (3 - 1) / 6 -> 33.3
    expect(answer.body.points.find((point) => point.group_name === 'All participants')).toMatchObject({
      promoters: 7,
      passives: 2,
      detractors: 6,
      value: 6.7,
    });
    expect(answer.body.points.find((point) => point.group_name === 'Group A')).toMatchObject({ value: 33.3 });
    // B's four 5s are all detractors: -100, so the axis reaches down to it
    expect(answer.body.points.find((point) => point.group_name === 'Group B')).toMatchObject({ value: -100 });
    expect(answer.body.axis).toEqual({ min: -100, max: 75, step: 5 });
  });
});

describe('participation and passes', () => {
  it('lists who finished each cycle and who did not', async () => {
    const answer = await world.api.call<ParticipationItem[]>('POST', `/analytics/workspaces/${workspace.id}/participation`, {
      token: world.ada,
      json: {},
    });
    expect(answer.status).toBe(200);
    const second = answer.body.find((item) => item.cycle_id === cycle2);
    expect(second).toMatchObject({ package_name: 'Pulse', number_of_finished: 6, number_of_unfinished: 9 });
    // the single list of names: who finished first, then who did not; no link generated these appended cycles
    expect(second!.names).toEqual([...second!.names_of_finished, ...second!.names_of_unfinished]);
    expect(second!.names).toHaveLength(15);
    expect(second!.link).toBe('');
    expect(answer.body.find((item) => item.cycle_id === cycle1)).toMatchObject({ number_of_finished: 15, number_of_unfinished: 0 });
  });

  it('counts passes per question and cycle', async () => {
    const answer = await world.api.call<PassesItem[]>('POST', `/analytics/workspaces/${workspace.id}/passes`, {
      token: world.ada,
      json: { assessment_id: assessment.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body[0]?.cycles).toEqual([
      expect.objectContaining({ cycle_id: cycle1, number_of_pass: 1 }),
      expect.objectContaining({ cycle_id: cycle2, number_of_pass: 0 }),
    ]);
  });
});

describe('access', () => {
  const probes = () => [
    { method: 'GET', path: `/analytics/workspaces/${workspace.id}/blocks`, hidden: 'Could not find workspace' },
    {
      method: 'POST',
      path: `/analytics/workspaces/${workspace.id}/charts/data`,
      json: { type: 'type1', assessment_id: assessment.id },
      hidden: 'Could not find workspace',
    },
    { method: 'POST', path: `/analytics/workspaces/${workspace.id}/participation`, json: {}, hidden: 'Could not find workspace' },
    {
      method: 'POST',
      path: `/analytics/workspaces/${workspace.id}/passes`,
      json: { assessment_id: assessment.id },
      hidden: 'Could not find workspace',
    },
    {
      method: 'POST',
      path: `/analytics/workspaces/${workspace.id}/visualizations`,
      json: { block_name: 'Probe block', type: 'type1', assessment_id: assessment.id },
      hidden: 'Could not find workspace',
    },
  ];
  it('hides the workspace from another team and refuses a colleague not assigned to it', async () => {
    await expectHidden(world.api, world.bea, probes());
    await expectNotAssigned(world.api, world.alan, probes());
    const blocks = await world.api.call<{ blocks: { name: string }[] }>('GET', `/analytics/workspaces/${workspace.id}/blocks`, {
      token: world.ada,
    });
    expect(blocks.body.blocks.some((block) => block.name === 'Probe block')).toBe(false);
  });

  it('offers a default block per assessment of the workspace packages', async () => {
    const answer = await world.api.call<{ blocks: { name: string; origin: string; charts: { type: string }[] }[] }>(
      'GET',
      `/analytics/workspaces/${workspace.id}/blocks`,
      { token: world.ada },
    );
    expect(answer.body.blocks).toEqual([expect.objectContaining({ name: 'Team health', origin: 'default', has_answers: true })]);
    expect(answer.body.blocks[0]!.charts.map((item) => item.type)).toEqual(['type1', 'type2', 'type3', 'type4']);
  });
});

describe('custom blocks and the minimum group size', () => {
  type Blocks = { blocks: { id: string; name: string; origin: string; charts: { id: string; type: string }[] }[] };
  const blocksOf = async () =>
    (await world.api.call<Blocks>('GET', `/analytics/workspaces/${workspace.id}/blocks`, { token: world.ada })).body.blocks;

  it('takes a new block with a custom graph, renames it, and deletes it only with confirmation once it holds charts', async () => {
    const path = `/analytics/workspaces/${workspace.id}/visualizations`;
    expect(
      await world.api.call('POST', path, { token: world.ada, json: { block_name: 'ab', type: 'type1', assessment_id: assessment.id } }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'Block Name may contain minimum 3 characters' },
    });
    expect(
      await world.api.call('POST', path, { token: world.ada, json: { block_name: 'Leaders', assessment_id: assessment.id } }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'Choose Type of Graph' },
    });
    expect(await world.api.call('POST', path, { token: world.ada, json: { block_name: 'Leaders', type: 'type1' } })).toMatchObject({
      status: 400,
      body: { detail: 'All fields are requered' },
    });
    const created = await world.api.call<{ id: string }>('POST', path, {
      token: world.ada,
      json: { block_name: ' Leaders ', name: 'Averages', type: 'type1', assessment_id: assessment.id },
    });
    expect(created.status).toBe(201);
    const block = (await blocksOf()).find((item) => item.id === created.body.id)!;
    expect(block).toMatchObject({ name: 'Leaders', origin: 'custom', charts: [expect.objectContaining({ type: 'type1' })] });

    expect(
      await world.api.call('PUT', `/analytics/visualizations/${block.id}`, { token: world.ada, json: { name: 'Managers' } }),
    ).toMatchObject({ status: 200 });
    expect(await world.api.call('DELETE', `/analytics/visualizations/${block.id}`, { token: world.ada })).toMatchObject({
      status: 409,
      body: { detail: 'The block holds charts: confirm to delete it' },
    });
    const probes = [
      { method: 'PUT', path: `/analytics/visualizations/${block.id}`, json: { name: 'Taken' }, hidden: 'Could not find charts block' },
      { method: 'DELETE', path: `/analytics/visualizations/${block.id}?confirmed=true`, hidden: 'Could not find charts block' },
      {
        method: 'POST',
        path: `/analytics/visualizations/${block.id}/charts`,
        json: { type: 'type2', assessment_id: assessment.id },
        hidden: 'Could not find charts block',
      },
      {
        method: 'DELETE',
        path: `/analytics/visualizations/${block.id}/charts/${block.charts[0]!.id}`,
        hidden: 'Could not find charts block',
      },
    ];
    await expectHidden(world.api, world.bea, probes);
    await expectNotAssigned(world.api, world.alan, probes);
    // neither probe changed the block: its name and its one chart are still there
    expect((await blocksOf()).find((item) => item.id === block.id)).toMatchObject({
      name: 'Managers',
      charts: [{ id: block.charts[0]!.id }],
    });
    expect(await world.api.call('DELETE', `/analytics/visualizations/${block.id}?confirmed=true`, { token: world.ada })).toMatchObject({
      status: 200,
    });
    expect((await blocksOf()).some((item) => item.id === block.id)).toBe(false);
  });

  it('holds back more once the workspace raises its minimum group size, and refuses a size out of range', async () => {
    const path = `/analytics/workspaces/${workspace.id}/settings`;
    expect(await world.api.call('PUT', path, { token: world.ada, json: { minimum_group_size: 1 } })).toMatchObject({
      status: 400,
      body: { detail: 'The minimum group size is a whole number from 2 to 100' },
    });
    expect(await world.api.call('PUT', path, { token: world.bea, json: { minimum_group_size: 7 } })).toMatchObject({ status: 404 });
    expect(await world.api.call('PUT', path, { token: world.ada, json: { minimum_group_size: 7 } })).toMatchObject({
      status: 200,
      body: { minimum_group_size: 7, minimum_group_size_open_answers: 10 },
    });
    // at 7, every group of cycle 1 is under the minimum (A 5 answered q1, B 4, C 5) and is hidden as small; the total
    // still counts all 14 who answered
    const answer = await chart({ type: 'type1', questions_ids: [q(0)], cycles_ids: [cycle1] });
    await setMinimum(2);
    if (answer.body.type !== 'type1') throw new Error('expected type1');
    expect(answer.body.held_back).toBe(0);
    expect(answer.body.groups.find((group) => group.group_id === null)).toMatchObject({
      suppressed: false,
      answers: 14,
      respondents: 15,
      value_avg: 3.5,
    });
    expect(
      answer.body.groups.filter((group) => group.group_id !== null).every((group) => group.suppressed && group.withheld === 'small'),
    ).toBe(true);
  });
});

describe('groups at the time of the answer', () => {
  // each try moves someone of C who has not moved yet (a retry's first choice is in A already)
  let moves = 0;
  it('keep an answer in the group its respondent was in then, also after a replay', async () => {
    const mover = people.C[moves++]!;
    const before = await type1({ questions_ids: [q(0)], cycles_ids: [cycle1], groups_ids: [groups.A] });
    // someone from C joins A after answering cycle 1: A's cycle 1 is unchanged
    const moved = await moveToGroup(world.api, world.ada, mover, groups.A);
    expect(moved.status).toBe(200);
    const answered = await submit(mover, `cycle-3-${randomUUID()}`, daysAgo(1), [4, null, null]);
    expect(await world.runtime.deps.waiter.waitFor(answered.position, ['analytics_answers'], 10_000)).toBe(true);
    const after = await type1({ questions_ids: [q(0)], cycles_ids: [cycle1], groups_ids: [groups.A] });
    expect(figureOf(after, 'Group A')).toEqual(figureOf(before, 'Group A'));
    const rows = await world.runtime.platform.pool.query<{ cycle_id: string; group_ids: string[] }>(
      'select cycle_id, group_ids from analytics_answers.answers where participant_id = $1 and question_id = $2 order by answered_at',
      [mover, q(0)],
    );
    expect(rows.rows.map((row) => [...row.group_ids].sort())).toEqual([[groups.C], [groups.A, groups.C].sort()]);

    // a replay of the whole log stamps the same groups (the roster copy is rebuilt in log order with the answers)
    const { store, log, pool } = world.runtime.platform;
    await rebuildProjection({ pool, store, log, projection: answersProjection });
    const replayed = await pool.query<{ group_ids: string[] }>(
      'select group_ids from analytics_answers.answers where participant_id = $1 and question_id = $2 order by answered_at',
      [mover, q(0)],
    );
    expect(replayed.rows.map((row) => [...row.group_ids].sort())).toEqual([[groups.C], [groups.A, groups.C].sort()]);
    expect(figureOf(await type1({ questions_ids: [q(0)], cycles_ids: [cycle1], groups_ids: [groups.A] }), 'Group A')).toEqual(
      figureOf(before, 'Group A'),
    );
  });
});

describe('erasure', () => {
  // each try erases a person of B of its own: a retry's first choice was erased by its failed try
  let erased = 0;
  it("takes an erased participant's answers out of the charts", async () => {
    // every person of B scored q1 2: with k of them erased before, 15 - k people gave 49 - 2k over 14 - k scored answers
    const k = erased++;
    const before = figureOf(await type1({ questions_ids: [q(0)], cycles_ids: [cycle1] }), 'All participants');
    expect(before).toMatchObject({ respondents: 15 - k });
    expect((await world.api.call('DELETE', `/participants/${people.B[k]}`, { token: world.ada })).status).toBe(200);
    const deadline = Date.now() + 10_000;
    let after = before;
    while (after?.respondents === 15 - k && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = figureOf(await type1({ questions_ids: [q(0)], cycles_ids: [cycle1] }), 'All participants');
    }
    // the first try: (49 - 2) / 13 scored answers = 3.62 from 14 people; a retry: (49 - 4) / 12 = 3.75 from 13
    expect(after).toMatchObject({ respondents: 14 - k, value_avg: [3.62, 3.75, 3.91, 4.1][k] });
  });
});
