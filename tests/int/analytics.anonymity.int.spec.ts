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
// group size of 5. Every one of them singled out people on the pairwise rule (ADR 0042). Under the release rule of
// ADR 0128 (a figure counts everyone of its population, or is refused when its population would set fewer than 5
// apart beside the populations released) the requests give nothing away: of the two figures an attacker would
// subtract, one is refused, so there is no difference to read; and the totals count every respondent.
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

/** the answers the spec gave: q1 (five-point) in cycle 1, by person; p41-p45 passed it */
const q1Of = (n: number) => (n === 40 ? 1 : n > 40 ? 0 : 1 + ((n * 7) % 5));
const q1Sum = (people: readonly number[]) => people.reduce((total, n) => total + q1Of(n), 0);

describe('requests a consultant can combine give nobody away (minimum 5)', () => {
  it('two group filters that differ by one person: one of them is refused, so no difference to read', async () => {
    const withOne = await chart('type2', { groups_ids: [groups.G25, groups.G1] });
    const without = await chart('type2', { groups_ids: [groups.G25] });
    expect(withOne.questions.find((question) => question.question_id === q(0))).toMatchObject({
      suppressed: true,
      withheld: 'apart',
      respondents: null,
      value1: 0,
    });
    // G25 counts all of its 25 people (p0's answer in the one-person cycle 2 is in no figure)
    expect(without.questions.find((question) => question.question_id === q(0))).toMatchObject({ suppressed: false, respondents: 25 });
  });

  it('a filter total minus another (G25 + G4 minus G25): the larger filter is refused, the other counts everyone', async () => {
    const withFour = everyone(await chart('type1', { groups_ids: [groups.G25, groups.G4] }));
    const without = everyone(await chart('type1', { groups_ids: [groups.G25] }));
    expect(withFour).toMatchObject({ suppressed: true, withheld: 'apart', value_avg: null, respondents: null });
    expect(without).toMatchObject({ suppressed: false, respondents: 25 });
  });

  it('the same through Show passes, the heatmap column totals and the drivers’ averages times n', async () => {
    const passes = async (groupsIds: string[]) =>
      (
        await world.api.call<PassesItem[]>('POST', `/analytics/workspaces/${workspace.id}/passes`, {
          token: world.ada,
          json: { assessment_id: assessment.id, groups_ids: groupsIds },
        })
      ).body;
    expect((await passes([groups.G25, groups.G1])).every((item) => item.cycles.length === 0)).toBe(true);
    expect((await passes([groups.G25])).some((item) => item.cycles.length > 0)).toBe(true);
    const totals = (data: Extract<ChartData, { type: 'type5' }>) => data.cells.filter((cell) => cell.group_id === null);
    expect(totals(await chart('type5', { groups_ids: [groups.G25, groups.G4] })).every((cell) => cell.suppressed)).toBe(true);
    expect(totals(await chart('type5', { groups_ids: [groups.G25] })).every((cell) => !cell.suppressed)).toBe(true);
    const drivers = async (groupsIds: string[]) =>
      (
        await world.api.call<DriversResponse>('POST', `/analytics/workspaces/${workspace.id}/drivers`, {
          token: world.ada,
          json: { assessment_id: assessment.id, groups_ids: groupsIds },
        })
      ).body;
    const averages = (answer: DriversResponse) => answer.drivers.filter((driver) => driver.average !== null).map((driver) => driver.n);
    expect(averages(await drivers([groups.G25, groups.G4]))).toEqual([]);
  });

  it('overlapping groups: the custom group a department almost equals is refused, the department counts everyone', async () => {
    const department = await chart('type1');
    const row = (id: string) => department.groups.find((group) => group.group_id === id);
    expect(row(groups.D)).toMatchObject({ suppressed: false, respondents: 10 });
    expect(row(groups.X)).toMatchObject({ suppressed: true, withheld: 'apart', value_avg: null });
    expect(everyone(await chart('type1', { groups_ids: [groups.X] }))).toMatchObject({ suppressed: true, withheld: 'apart' });
  });

  it('nested hiring ranges: of 0-90, 0-30 and 31-60 days, one is refused, so the one person at 61-90 is in no difference', async () => {
    const figureOf = async (range: string) =>
      everyone(await chart('type1', { questions_ids: [q(0)], cycles_ids: [cycle1], period_of_hiring_date: range }));
    const [all, first, second, third] = await Promise.all(
      ['from_0_to_90_days', 'from_0_to_30_days', 'from_31_to_60_days', 'from_61_to_90_days'].map(figureOf),
    );
    // the larger ranges are admitted first (0-1 year and 0-90 days hold p0-p10, then 0-30 days p0-p4): 31-60 days
    // would leave p10 alone beside them, so it is the one refused
    expect(all).toMatchObject({ suppressed: false, answers: 11 });
    expect(all?.value_avg).toBeCloseTo(q1Sum(range(0, 10)) / 11, 2);
    expect(first).toMatchObject({ suppressed: false, answers: 5 });
    expect(first?.value_avg).toBeCloseTo(q1Sum(range(0, 4)) / 5, 2);
    expect(second).toMatchObject({ suppressed: true, withheld: 'apart', value_avg: null });
    expect(third).toMatchObject({ suppressed: true, withheld: 'small' });
  });

  it('Combined minus the Cycles: the one-person cycle is in neither, and refused on its own', async () => {
    const combined = everyone(await chart('type1'));
    const cycles = await chart('type1', { view: 'cycles' });
    expect(everyone(cycles, cycle2)?.suppressed ?? true).toBe(true);
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
    // two group filters that differ by one person (p25, alone in G1): the larger states nobody
    expect((await distribution({ groups_ids: [groups.G25, groups.G1] })).every(([, , people]) => people === null)).toBe(true);
    const larger = await netScore({ groups_ids: [groups.G25, groups.G1] });
    // the filter's total and G1 state nobody; G25's own row is G25 as released alone
    expect(larger).toEqual([
      ['All participants', null, null],
      ['G1', null, null],
      ['G25', null, 25],
    ]);
    expect(await distribution({ groups_ids: [groups.G25], questions_ids: [q(0)] })).toEqual([[q(0), null, 25]]);
    // nested hiring ranges: 0-90 and 0-30 state their people, 31-60 and 61-90 nobody
    const people = async (range: string) =>
      (await chart('type2', { questions_ids: [q(0)], cycles_ids: [cycle1], period_of_hiring_date: range })).questions.map(
        (row) => row.respondents,
      );
    expect(await people('from_0_to_90_days')).toEqual([11]);
    expect([...(await people('from_0_to_30_days')), ...(await people('from_31_to_60_days'))]).toEqual([5, null]);
    expect(await people('from_61_to_90_days')).toEqual([null]);
    // a group of 6 where 5 passed: no count of the people who passed either
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
});

describe('totals that count everyone (minimum 5)', () => {
  it('All participants counts every answer of cycle 1, computed by hand, and nobody is held back', async () => {
    const data = await chart('type1', { questions_ids: [q(0)] });
    // p0-p40 answered q1 in cycle 1 (p41-p45 passed); p0's one answer in cycle 2 is a cycle under the minimum
    expect(everyone(data)).toMatchObject({ suppressed: false, answers: 41 });
    expect(everyone(data)?.value_avg).toBeCloseTo(q1Sum(range(0, 40)) / 41, 2);
    expect(everyone(data)?.respondents).toBe(46);
    expect(data.held_back).toBe(0);
    const heatmap = await chart('type5', { questions_ids: [q(0)] });
    expect(heatmap.cells.find((cell) => cell.group_id === null)?.value_avg).toBeCloseTo(q1Sum(range(0, 40)) / 41, 2);
  });

  it('a group counts every one of its respondents: G25 and D whole, and the groups under the minimum hidden as small', async () => {
    const data = await chart('type1', { questions_ids: [q(0)] });
    const row = (id: string) => data.groups.find((group) => group.group_id === id);
    expect(row(groups.G25)).toMatchObject({ suppressed: false, answers: 25 });
    expect(row(groups.G25)?.value_avg).toBeCloseTo(q1Sum(range(0, 24)) / 25, 2);
    expect(row(groups.D)).toMatchObject({ suppressed: false, answers: 10 });
    expect(row(groups.D)?.value_avg).toBeCloseTo(q1Sum(range(30, 39)) / 10, 2);
    expect(row(groups.G4)).toMatchObject({ suppressed: true, withheld: 'small' });
    expect(row(groups.G1)).toMatchObject({ suppressed: true, withheld: 'small' });
  });
});
