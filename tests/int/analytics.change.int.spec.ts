import { randomUUID } from 'node:crypto';
import type { ChartData } from '@canopy/contracts/analytics/api';
import type { Assessment, Package } from '@canopy/contracts/survey/api';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned } from '../support/access.ts';
import { appendSubmission, createAssessedPackage } from '../support/library.ts';
import { addParticipants, createGroup, moveToGroup, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// Intervals and change since the cycle before, through the API, on answers appended as submissions. One five-point
// question; minimum group size 2, so every cell is released.
//   Group A (8):  cycle 1  2 2 3 3 2 3 2 3 (2.5)       cycle 2  4 5 4 5 4 5 4 5 (4.5)     moved +2
//   Group B (8):  cycle 1  3 4 3 4 3 4 3 4 (3.5)       cycle 2  4 3 4 3 4 3 4 4 (3.625)   noise
//   Group C (6):  cycle 1  5 5 4 5 5 4 (4.67)          cycle 2  2 1 2 2 1 2 (1.67)        moved -3
// The expected figures were computed by R 4.2.2 from these answers: t.test(cycle2, cycle1) for each difference,
// interval and p, t.test(x)$conf.int for each figure, p.adjust(p, 'BH') over the four comparisons, and
// (qnorm(0.975) + qnorm(0.8)) x pooled sd x sqrt(1/n1 + 1/n2) for the minimum detectable difference.

const world = withTwoTeams();
let workspace: Workspace;
let assessment: Assessment;
let pkg: Package;
const [cycle1, cycle2] = [`cycle-1-${randomUUID()}`, `cycle-2-${randomUUID()}`];
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const ANSWERS = {
  A: [
    [2, 2, 3, 3, 2, 3, 2, 3],
    [4, 5, 4, 5, 4, 5, 4, 5],
  ],
  B: [
    [3, 4, 3, 4, 3, 4, 3, 4],
    [4, 3, 4, 3, 4, 3, 4, 4],
  ],
  C: [
    [5, 5, 4, 5, 5, 4],
    [2, 1, 2, 2, 1, 2],
  ],
} as const;

const chart = (body: Record<string, unknown>, token = world.ada) =>
  world.api.call<ChartData>('POST', `/analytics/workspaces/${workspace.id}/charts/data`, {
    token,
    json: { assessment_id: assessment.id, type: 'type1', ...body },
  });
const type1 = async (body: Record<string, unknown>) => {
  const answer = await chart(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  if (answer.body.type !== 'type1') throw new Error('expected type1');
  return answer.body;
};

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Change Co');
  const added = (
    await addParticipants(
      world.api,
      world.ada,
      Array.from({ length: 22 }, (_, n) => participantRow(workspace.id, n)),
    )
  ).participants;
  ({ assessment, pkg } = await createAssessedPackage(
    world.api,
    world.ada,
    workspace.id,
    { category: 'Culture', assessment: 'Pulse check', package: 'Pulse' },
    [{ body: 'I enjoy my work', answer_type: 'one_to_five' }],
  ));
  let next = 0;
  let last = null as Awaited<ReturnType<typeof appendSubmission>> | null;
  for (const name of ['A', 'B', 'C'] as const) {
    const group = (await createGroup(world.api, world.ada, workspace.id, `Group ${name}`)).id;
    const [before, after] = ANSWERS[name];
    for (const [index, value] of before.entries()) {
      const person = added[next++]!;
      expect((await moveToGroup(world.api, world.ada, person.id, group)).status).toBe(200);
      const answer = (v: number) => [
        { question_id: assessment.questions[0]!.id, answer_type: 'one_to_five' as const, value: v, passed: false },
      ];
      await appendSubmission(world.runtime, { workspace, pkg, assessment, cycleId: cycle1 }, person.id, answer(value), daysAgo(100));
      last = await appendSubmission(
        world.runtime,
        { workspace, pkg, assessment, cycleId: cycle2 },
        person.id,
        answer(after[index]!),
        daysAgo(10),
      );
    }
  }
  expect(await world.runtime.deps.waiter.waitFor(last!.position, ['analytics_answers'], 10_000)).toBe(true);
  const settings = await world.api.call('PUT', `/analytics/workspaces/${workspace.id}/settings`, {
    token: world.ada,
    json: { minimum_group_size: 2 },
  });
  expect(settings.status).toBe(200);
});

describe('intervals on the chart answer', () => {
  it("carries each group's t interval and n per cycle, clipped to the scale", async () => {
    const { groups } = await type1({ view: 'cycles' });
    const figure = (name: string, cycleId: string) => {
      const row = groups.find((group) => group.group_name === name && group.cycle_id === cycleId);
      return [row?.value_avg, row?.ci_low, row?.ci_high, row?.n];
    };
    expect(figure('Group A', cycle1)).toEqual([2.5, 2.05, 2.95, 8]);
    expect(figure('Group A', cycle2)).toEqual([4.5, 4.05, 4.95, 8]);
    // R: 4.12474-5.208593, the top clipped to the scale's 5
    expect(figure('Group C', cycle1)).toEqual([4.67, 4.12, 5, 6]);
    expect(figure('Group C', cycle2)).toEqual([1.67, 1.12, 2.21, 6]);
    expect(figure('All participants', cycle1)).toEqual([3.45, 3.01, 3.9, 22]);
  });

  it('refuses a bad request with a detail, hides the chart from another team, refuses an unassigned colleague', async () => {
    const bad = await chart({ type: 'type99' });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('detail');
    const probes = [
      {
        method: 'POST',
        path: `/analytics/workspaces/${workspace.id}/charts/data`,
        json: { type: 'type1', view: 'cycles', assessment_id: assessment.id },
        hidden: 'Could not find workspace',
      },
    ];
    await expectHidden(world.api, world.bea, probes);
    await expectNotAssigned(world.api, world.alan, probes);
  });
});

describe('change since the cycle before', () => {
  it('marks the two groups that moved and not the one that moved by noise, after Benjamini-Hochberg', async () => {
    const { changes } = await type1({ view: 'cycles' });
    const of = (name: string) => changes?.find((change) => change.group_name === name);
    expect(changes?.map((change) => [change.group_name, change.mark])).toEqual([
      ['All participants', 'no_change'],
      ['Group A', 'improved'],
      ['Group B', 'no_change'],
      ['Group C', 'declined'],
    ]);
    expect(of('Group A')).toMatchObject({
      from_cycle_id: cycle1,
      to_cycle_id: cycle2,
      from: 2.5,
      to: 4.5,
      difference: 2,
      ci_low: 1.43,
      ci_high: 2.57,
    });
    expect(of('Group A')?.p).toBeCloseTo(2.952728e-6, 10);
    expect(of('Group A')?.p_adjusted).toBeCloseTo(5.905455e-6, 10);
    expect(of('Group A')?.minimum_detectable).toBeNull();
    expect(of('Group C')).toMatchObject({ difference: -3, ci_low: -3.66, ci_high: -2.34, n_before: 6, n_after: 6 });
    // the noise: +0.125 (R 0.6419868, adjusted 0.8559824); no change larger than 0.74 could be seen with 8 and 8
    expect(of('Group B')).toMatchObject({ difference: 0.13, ci_low: -0.44, ci_high: 0.69, minimum_detectable: 0.74 });
    expect(of('Group B')?.p).toBeCloseTo(0.6419868, 6);
    expect(of('Group B')?.p_adjusted).toBeCloseTo(0.8559824, 6);
    expect(of('All participants')).toMatchObject({ difference: -0.05, ci_low: -0.74, ci_high: 0.65, minimum_detectable: 0.96 });
    expect(of('All participants')?.p_adjusted).toBeCloseTo(0.895634, 6);
  });

  it('is absent in the Combined view', async () => {
    expect((await type1({ view: 'combined' })).changes).toBeUndefined();
  });
});

describe("the heatmap's change since the last cycle", () => {
  const heatmap = async (body: Record<string, unknown>) => {
    const answer = await chart({ type: 'type5', ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (answer.body.type !== 'type5') throw new Error('expected type5');
    return answer.body;
  };

  it('gives every cell the same difference, interval and mark as R, BH over the cells of the heatmap', async () => {
    const answer = await heatmap({ view: 'cycles' });
    expect(answer.view).toBe('cycles');
    expect(answer.compared).toMatchObject({ from_cycle_id: cycle1, to_cycle_id: cycle2 });
    const name = new Map(answer.groups.map((group) => [group.group_id, group.group_name]));
    const of = (group: string) => answer.changes?.find((change) => name.get(change.group_id) === group);
    // one question: the cells are the bar chart's four comparisons, so R's figures above hold cell by cell
    expect(answer.changes?.map((change) => [name.get(change.group_id), change.mark])).toEqual([
      ['All participants', 'no_change'],
      ['Group A', 'improved'],
      ['Group B', 'no_change'],
      ['Group C', 'declined'],
    ]);
    expect(of('Group A')).toMatchObject({ difference: 2, ci_low: 1.43, ci_high: 2.57, minimum_detectable: null });
    expect(of('Group A')?.p_adjusted).toBeCloseTo(5.905455e-6, 10);
    expect(of('Group B')).toMatchObject({ difference: 0.13, ci_low: -0.44, ci_high: 0.69, minimum_detectable: 0.74 });
    expect(of('Group B')?.p_adjusted).toBeCloseTo(0.8559824, 6);
    expect(of('Group C')).toMatchObject({ difference: -3, ci_low: -3.66, ci_high: -2.34, n_before: 6, n_after: 6 });
    // the cells are the latest cycle's figures (R: t.test(c(2,1,2,2,1,2))$conf.int 1.12-2.21)
    const cellC = answer.cells.find((cell) => name.get(cell.group_id) === 'Group C');
    expect([cellC?.value_avg, cellC?.ci_low, cellC?.ci_high, cellC?.n]).toEqual([1.67, 1.12, 2.21, 6]);
  });

  it('has no change in the Combined view, none with a single cycle, and refuses a view it does not know', async () => {
    expect((await heatmap({ view: 'combined' })).changes).toBeUndefined();
    const single = await heatmap({ view: 'cycles', cycles_ids: [cycle2] });
    expect([single.compared, single.changes]).toEqual([null, []]);
    const bad = await chart({ type: 'type5', view: 'sideways' });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('detail');
  });

  it('hides the heatmap from another team and refuses an unassigned colleague', async () => {
    const probes = [
      {
        method: 'POST',
        path: `/analytics/workspaces/${workspace.id}/charts/data`,
        json: { type: 'type5', view: 'cycles', assessment_id: assessment.id },
        hidden: 'Could not find workspace',
      },
    ];
    await expectHidden(world.api, world.bea, probes);
    await expectNotAssigned(world.api, world.alan, probes);
  });
});
