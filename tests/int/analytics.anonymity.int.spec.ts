import { randomUUID } from 'node:crypto';
import type { ChartData, PassesItem } from '@canopy/contracts/analytics/api';
import type { DriversResponse } from '@canopy/contracts/analytics/drivers';
import type { Assessment, Package } from '@canopy/contracts/survey/api';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { appendSubmission, createAssessedPackage } from '../support/library.ts';
import { addParticipants, createGroup, moveToGroup, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The attacks of issue 26, each a set of requests a consultant can make from the Culture page, against a minimum
// group size of 5. Every one of them singled out people on the pairwise rule (ADR 0042); under the rule of ADR 0056
// (every figure a union of cells of the filter lattice that at least 5 answered) the requests give nothing away:
// the two figures an attacker would subtract are equal.
//
// People p0..p45. Groups: G25 p0-p24, G1 p25, G4 p26-p29, D p30-p39, X p30-p38 (D but p39), P6 p40-p45.
// Tenure at the answer: p0-p4 10 days, p5-p9 45 days, p10 75 days; nobody else has a hiring date.
// Cycle 1 (5 days ago): everyone answers q1 (five-point) and q2 (ten-point); in P6 only p40 answers q1 (1), the
// others pass it; p25 passes q2. Cycle 2 (2 days ago): only p0 answers, 1 and 1.

const world = withTwoTeams();
let workspace: Workspace;
let assessment: Assessment;
let pkg: Package;
const ids: string[] = [];
const groups: Record<'G25' | 'G1' | 'G4' | 'D' | 'X' | 'P6', string> = { G25: '', G1: '', G4: '', D: '', X: '', P6: '' };
const [cycle1, cycle2] = [`cycle-1-${randomUUID()}`, `cycle-2-${randomUUID()}`];
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const q = (index: number) => assessment.questions[index]!.id;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

const chart = async <T extends ChartData['type']>(type: T, body: Record<string, unknown> = {}) => {
  const answer = await world.api.call<ChartData>('POST', `/analytics/workspaces/${workspace.id}/charts/data`, {
    token: world.ada,
    json: { assessment_id: assessment.id, type, ...body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Extract<ChartData, { type: T }>;
};
const everyone = (data: Extract<ChartData, { type: 'type1' }>, cycleId: string | null = null) =>
  data.groups.find((group) => group.group_id === null && group.cycle_id === cycleId);

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Anonymity Co');
  const tenure = (n: number) => (n <= 4 ? 10 : n <= 9 ? 45 : n === 10 ? 75 : null);
  const rows = range(0, 45).map((n) => {
    const days = tenure(n);
    return participantRow(workspace.id, n, days === null ? {} : { hiring_date: at(5 + days) });
  });
  ids.push(...(await addParticipants(world.api, world.ada, rows)).participants.map((person) => person.id));
  const members: Record<keyof typeof groups, number[]> = {
    G25: range(0, 24),
    G1: [25],
    G4: range(26, 29),
    D: range(30, 39),
    X: range(30, 38),
    P6: range(40, 45),
  };
  for (const name of Object.keys(groups) as (keyof typeof groups)[]) {
    groups[name] = (await createGroup(world.api, world.ada, workspace.id, name)).id;
    for (const n of members[name]) expect((await moveToGroup(world.api, world.ada, ids[n]!, groups[name])).status).toBe(200);
  }
  ({ assessment, pkg } = await createAssessedPackage(
    world.api,
    world.ada,
    workspace.id,
    { category: 'Anonymity', assessment: 'Pulse check', package: 'Pulse' },
    [
      { body: 'I feel heard', answer_type: 'one_to_five' },
      { body: 'How likely are you to recommend us?', answer_type: 'one_to_ten' },
    ],
  ));
  const submit = (n: number, cycleId: string, days: number, values: [number, number]) =>
    appendSubmission(
      world.runtime,
      { workspace, pkg, assessment, cycleId },
      ids[n]!,
      [
        { question_id: q(0), answer_type: 'one_to_five', value: values[0], passed: values[0] === 0 },
        { question_id: q(1), answer_type: 'one_to_ten', value: values[1], passed: values[1] === 0 },
      ],
      at(days),
    );
  let last = null as Awaited<ReturnType<typeof submit>> | null;
  for (const n of range(0, 45)) {
    const five = n === 40 ? 1 : n > 40 ? 0 : 1 + ((n * 7) % 5);
    const ten = n === 25 ? 0 : 1 + ((n * 3) % 10);
    last = await submit(n, cycle1, 5, [five, ten]);
  }
  last = await submit(0, cycle2, 2, [1, 1]);
  expect(await world.runtime.deps.waiter.waitFor(last.position, ['analytics_answers'], 10_000)).toBe(true);
});

describe('requests a consultant can combine give nobody away (minimum 5)', () => {
  it('two group filters that differ by one person: the same distribution, so no difference to read', async () => {
    const withOne = await chart('type2', { groups_ids: [groups.G25, groups.G1] });
    const without = await chart('type2', { groups_ids: [groups.G25] });
    expect(withOne.questions).toEqual(without.questions);
    expect(withOne.questions.find((question) => question.question_id === q(0))).toMatchObject({ suppressed: false });
  });

  it('a filter total minus another (G25 + G4 minus G25): the same average from the same people', async () => {
    const withFour = everyone(await chart('type1', { groups_ids: [groups.G25, groups.G4] }));
    const without = everyone(await chart('type1', { groups_ids: [groups.G25] }));
    expect(withFour).toEqual(without);
    // 24: p10 is alone at 61-90 days, so left out too
    expect(without).toMatchObject({ suppressed: false, respondents: 24 });
  });

  it('the same through Show passes, the heatmap column totals and the drivers’ averages times n', async () => {
    const passes = async (groupsIds: string[]) =>
      (
        await world.api.call<PassesItem[]>('POST', `/analytics/workspaces/${workspace.id}/passes`, {
          token: world.ada,
          json: { assessment_id: assessment.id, groups_ids: groupsIds },
        })
      ).body;
    expect(await passes([groups.G25, groups.G1])).toEqual(await passes([groups.G25]));
    const totals = (data: Extract<ChartData, { type: 'type5' }>) => data.cells.filter((cell) => cell.group_id === null);
    expect(totals(await chart('type5', { groups_ids: [groups.G25, groups.G4] }))).toEqual(
      totals(await chart('type5', { groups_ids: [groups.G25] })),
    );
    const drivers = async (groupsIds: string[]) =>
      (
        await world.api.call<DriversResponse>('POST', `/analytics/workspaces/${workspace.id}/drivers`, {
          token: world.ada,
          json: { assessment_id: assessment.id, groups_ids: groupsIds },
        })
      ).body;
    const averages = (answer: DriversResponse) => answer.drivers.map((driver) => [driver.question_id, driver.average, driver.n]);
    expect(averages(await drivers([groups.G25, groups.G4]))).toEqual(averages(await drivers([groups.G25])));
  });

  it('overlapping groups: a department minus the custom group it almost equals is nobody', async () => {
    const department = await chart('type1');
    const row = (id: string) => department.groups.find((group) => group.group_id === id);
    expect(row(groups.D)).toMatchObject({ suppressed: false });
    expect({ ...row(groups.D), group_id: '', group_name: '' }).toEqual({ ...row(groups.X), group_id: '', group_name: '' });
    expect(everyone(await chart('type1', { groups_ids: [groups.D] }))).toEqual(everyone(await chart('type1', { groups_ids: [groups.X] })));
  });

  it('nested hiring ranges: 0-90 days holds exactly 0-30 and 31-60, the one person at 61-90 in neither', async () => {
    const sumOf = async (range: string) => {
      const figure = everyone(await chart('type1', { questions_ids: [q(0)], cycles_ids: [cycle1], period_of_hiring_date: range }));
      return { answers: figure?.answers ?? 0, total: Math.round((figure?.value_avg ?? 0) * (figure?.answers ?? 0)) };
    };
    const [all, first, second, third] = await Promise.all(
      ['from_0_to_90_days', 'from_0_to_30_days', 'from_31_to_60_days', 'from_61_to_90_days'].map(sumOf),
    );
    expect(first).toMatchObject({ answers: 5 });
    expect(second).toMatchObject({ answers: 5 });
    expect(third).toEqual({ answers: 0, total: 0 });
    expect(all).toEqual({ answers: first!.answers + second!.answers, total: first!.total + second!.total });
  });

  it('Combined minus the Cycles: the one-person cycle is in neither', async () => {
    const combined = everyone(await chart('type1'));
    const cycles = await chart('type1', { view: 'cycles' });
    expect(everyone(cycles, cycle2)).toBeUndefined();
    expect(combined?.answers).toBe(everyone(cycles, cycle1)?.answers);
    expect(combined?.value_avg).toBe(everyone(cycles, cycle1)?.value_avg);
  });

  it('people who passed are not respondents of the question: a group of 6 where 5 passed shows no score', async () => {
    const data = await chart('type1', { questions_ids: [q(0)] });
    expect(data.groups.find((group) => group.group_id === groups.P6 && !group.suppressed)).toBeUndefined();
    const distribution = await chart('type2', { groups_ids: [groups.P6] });
    expect(distribution.questions.filter((question) => question.question_id === q(0) && !question.suppressed)).toEqual([]);
  });

  it('the respondents a distribution and a net score state give nobody away either', async () => {
    const distribution = async (body: Record<string, unknown>) =>
      (await chart('type2', body)).questions.map((row) => [row.question_id, row.cycle_id, row.respondents]);
    const netScore = async (body: Record<string, unknown>) =>
      (await chart('type4', body)).points.map((point) => [point.group_name, point.cycle_id, point.respondents]);
    // two group filters that differ by one person (p25, alone in G1): the same people
    expect(await distribution({ groups_ids: [groups.G25, groups.G1] })).toEqual(await distribution({ groups_ids: [groups.G25] }));
    expect(await netScore({ groups_ids: [groups.G25, groups.G1] })).toEqual(await netScore({ groups_ids: [groups.G25] }));
    // a filter total minus another (G25 + G4 minus G25): 24 people either way (p10 alone at 61-90 days is in neither)
    expect(await netScore({ groups_ids: [groups.G25, groups.G4] })).toEqual(await netScore({ groups_ids: [groups.G25] }));
    expect(await distribution({ groups_ids: [groups.G25], questions_ids: [q(0)] })).toEqual([[q(0), null, 24]]);
    // nested hiring ranges: 0-90 days is 0-30 plus 31-60 in people too, the one person at 61-90 in none of them
    const people = async (range: string) =>
      (await chart('type2', { questions_ids: [q(0)], cycles_ids: [cycle1], period_of_hiring_date: range })).questions.map(
        (row) => row.respondents,
      );
    expect(await people('from_0_to_90_days')).toEqual([10]);
    expect([...(await people('from_0_to_30_days')), ...(await people('from_31_to_60_days'))]).toEqual([5, 5]);
    expect(await people('from_61_to_90_days')).toEqual([]);
    // Combined minus the Cycles: p0's cycle 2, alone in its cell, adds nobody to Combined and is no cycle of its own
    const combined = await distribution({ questions_ids: [q(0)] });
    const cycles = await distribution({ questions_ids: [q(0)], view: 'cycles' });
    expect(cycles).toEqual([[q(0), cycle1, combined[0]![2]]]);
    expect((await netScore({ view: 'cycles' })).filter(([, cycle]) => cycle === cycle2)).toEqual([]);
    // a group of 6 where 5 passed: no row, so no count of the people who passed either
    expect((await chart('type2', { groups_ids: [groups.P6], questions_ids: [q(0)] })).questions).toEqual([]);
    const p6 = (await chart('type4', { groups_ids: [groups.P6], questions_ids: [q(0)] })).points;
    expect(p6.filter((point) => !point.suppressed)).toEqual([]);
    expect(p6.every((point) => point.respondents === null)).toBe(true);
  });

  it('the participant details popup shows no individual score, whatever the minimum group size', async () => {
    const answer = await world.api.call<{ data: unknown[] }>('POST', '/collaborations/participant-details', {
      token: world.ada,
      json: { participant_id: ids[40] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual([]);
  });

  it('says how many respondents the figures leave out', async () => {
    // G1's p25, G4's four, D's p39, p10 at 61-90 days (q1 and q2), p0's cycle 2, p40 in P6 (q1): at least 8 people
    expect((await chart('type1')).held_back).toBeGreaterThanOrEqual(8);
    expect((await chart('type1', { groups_ids: [groups.G25] })).held_back).toBe(2);
  });
});
