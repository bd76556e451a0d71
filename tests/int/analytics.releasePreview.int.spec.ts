import { randomUUID } from 'node:crypto';
import { HIRING_RANGES, type ChartData } from '@canopy/contracts/analytics/api';
import type { PreviewStatus, ReleasePreview } from '@canopy/contracts/analytics/preview';
import type { Assessment, Package } from '@canopy/contracts/survey/api';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned } from '../support/access.ts';
import { appendSubmission, createAssessedPackage } from '../support/library.ts';
import { addParticipants, createGroup, moveToGroup, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The release preview (ADR 0140) against what the charts show once the cycle is answered at the assumed rate.
// Minimum group size 5 (the default). 40 people in cells of four (groups now, hiring date):
//   A only, hired 2 years ago: 12      A only, hired 20 days ago: 4      A and D, 2 years: 4
//   B only, 2 years: 4                 B and D, 2 years: 4               B only, hired 8 years ago: 8
//   C only, 2 years: 4
// Cycle 1 (5 days ago): the first three of every four of each cell answer (30 of 40: the rate is 75%), values
// 2 and 4 in turn (15 of each: sd = 1.017095, R's sd(rep(c(2, 4), 15))). The preview, asked before cycle 2, expects
// three of every four of each cell; cycle 2 is then answered by the last three of every four of each cell.
// Worked by hand through the admission of ADR 0128 (ranges before the other groups, the larger first), per cycle:
// everyone and the two cycles are admitted; '1 to 3 years' (21) is, its complement being the 3 recent hires of A
// and the 6 long-serving of B (9); '6 years and more' would split that 9 into 6 and 3: refused, and so is every
// range holding only the 3 recent hires (small). D (6) cuts '1 to 3 years' into 6 and 15: admitted; C (3) is small.
// A and B would split atoms, so the exact test of ADR 0141 tries them beside the atoms ({A, D's 6}, {the other 15 of
// 1 to 3 years}, {A's 3 recent hires, B's 6 long-serving}): with A, every cut of the table's atoms x {A, the rest}
// holds 3 + 6 + 3 = 12: A is shown; B beside A would leave C's 3 (everyone but A and B) apart: refused.
// Minimum detectable differences, R: (qnorm(0.975) + qnorm(0.8)) * sd(rep(c(2, 4), 15)) * sqrt(2 / n): n 30
// 0.7357323, n 15 1.0404826, n 6 1.645147.

const world = withTwoTeams();
let workspace: Workspace;
let assessment: Assessment;
let pkg: Package;
const groups: Record<'A' | 'B' | 'C' | 'D', string> = { A: '', B: '', C: '', D: '' };
const [cycle1, cycle2] = [`cycle-1-${randomUUID()}`, `cycle-2-${randomUUID()}`];
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const CELLS: { groups: (keyof typeof groups)[]; hiredDaysAgo: number; size: number }[] = [
  { groups: ['A'], hiredDaysAgo: 730, size: 12 },
  { groups: ['A'], hiredDaysAgo: 20, size: 4 },
  { groups: ['A', 'D'], hiredDaysAgo: 730, size: 4 },
  { groups: ['B'], hiredDaysAgo: 730, size: 4 },
  { groups: ['B', 'D'], hiredDaysAgo: 730, size: 4 },
  { groups: ['B'], hiredDaysAgo: 8 * 365 + 30, size: 8 },
  { groups: ['C'], hiredDaysAgo: 730, size: 4 },
];
/** the people of each cell, in order */
const cellPeople: string[][] = [];

const previewPath = (workspaceId: string, packageId: string) =>
  `/analytics/workspaces/${workspaceId}/packages/${packageId}/release-preview`;
const preview = async (json: Record<string, unknown>, of = () => [workspace.id, pkg.id] as const) => {
  const [workspaceId, packageId] = of();
  const answer = await world.api.call<ReleasePreview>('POST', previewPath(workspaceId, packageId), { token: world.ada, json });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const type1 = async (body: Record<string, unknown>) => {
  const answer = await world.api.call<ChartData>('POST', `/analytics/workspaces/${workspace.id}/charts/data`, {
    token: world.ada,
    json: { assessment_id: assessment.id, type: 'type1', view: 'combined', ...body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  if (answer.body.type !== 'type1') throw new Error('expected type1');
  return answer.body;
};
const answer = (value: number) => [{ question_id: assessment.questions[0]!.id, answer_type: 'one_to_five' as const, value, passed: false }];
const chosen = () => Object.values(groups);

let before: ReleasePreview;

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Preview Co');
  ({ assessment, pkg } = await createAssessedPackage(
    world.api,
    world.ada,
    workspace.id,
    { category: 'Culture', assessment: 'Pulse check', package: 'Pulse' },
    [{ body: 'I enjoy my work', answer_type: 'one_to_five' }],
  ));
  for (const name of Object.keys(groups) as (keyof typeof groups)[])
    groups[name] = (await createGroup(world.api, world.ada, workspace.id, name)).id;
  let n = 0;
  for (const cell of CELLS) {
    const rows = Array.from({ length: cell.size }, () => participantRow(workspace.id, n++, { hiring_date: daysAgo(cell.hiredDaysAgo) }));
    const people = (await addParticipants(world.api, world.ada, rows)).participants.map((person) => person.id);
    for (const id of people) {
      for (const name of cell.groups) expect((await moveToGroup(world.api, world.ada, id, groups[name])).status).toBe(200);
    }
    cellPeople.push(people);
  }
  // cycle 1: the first three of every four of each cell, 2 and 4 in turn
  let turn = 0;
  let last = null as Awaited<ReturnType<typeof appendSubmission>> | null;
  for (const people of cellPeople) {
    for (const [index, id] of people.entries()) {
      if (index % 4 === 3) continue;
      last = await appendSubmission(
        world.runtime,
        { workspace, pkg, assessment, cycleId: cycle1 },
        id,
        answer(turn++ % 2 ? 4 : 2),
        daysAgo(5),
      );
    }
  }
  expect(await world.runtime.deps.waiter.waitFor(last!.position, ['analytics_answers'], 10_000)).toBe(true);
  before = await preview({ groups_ids: chosen() });
  // cycle 2, after the preview: the last three of every four of each cell, at the same rate
  for (const people of cellPeople) {
    for (const [index, id] of people.entries()) {
      if (index % 4 === 0) continue;
      last = await appendSubmission(
        world.runtime,
        { workspace, pkg, assessment, cycleId: cycle2 },
        id,
        answer(3),
        new Date().toISOString(),
      );
    }
  }
  expect(await world.runtime.deps.waiter.waitFor(last!.position, ['analytics_answers'], 10_000)).toBe(true);
  // about 60 roster calls and 60 answers: on a loaded machine more than the default two minutes
}, 300_000);

type Row = Extract<ChartData, { type: 'type1' }>['groups'][number];
/** a chart row as the preview names it: absent (nobody in it), shown, refused ('apart') or hidden ('small') */
const statusOf = (row: Row | undefined): PreviewStatus =>
  !row ? 'empty' : !row.suppressed ? 'shown' : row.withheld === 'apart' ? 'refused' : 'hidden';

describe('the release preview before a cycle', () => {
  it("takes the last cycle's rate among the chosen groups' people and expects three of every four", () => {
    expect([before.response_rate, before.rate_source, before.people, before.expected, before.minimum_group_size]).toEqual([
      0.75,
      'last_cycle',
      40,
      30,
      5,
    ]);
    expect(before.rate_cycle_date).not.toBeNull();
  });

  it('says which groups will be shown, refused and hidden, worked out by hand', () => {
    const [estimate] = before.assessments;
    expect(estimate?.rows.map((row) => [row.group_name, row.people, row.expected, row.status])).toEqual([
      ['All participants', 40, 30, 'shown'],
      ['A', 20, 15, 'shown'],
      ['B', 16, 12, 'refused'],
      ['C', 4, 3, 'hidden'],
      ['D', 8, 6, 'shown'],
    ]);
    expect(estimate?.groups).toEqual({ shown: 2, refused: 1, hidden: 1, empty: 0 });
    // All participants under the nine hiring ranges: 1 to 3 years shown, 6 years and more refused, the three ranges
    // holding only the recent hires hidden, four empty
    expect(estimate?.rows[0]?.tenure).toEqual({ shown: 1, refused: 1, hidden: 3, empty: 4 });
  });

  it("gives each shown row's minimum detectable difference at its expected n, from the answers' spread (R)", () => {
    const [estimate] = before.assessments;
    expect([estimate?.sd, estimate?.sd_source, estimate?.scale]).toEqual([1.017, 'answers', 'five']);
    expect(estimate?.rows.map((row) => row.minimum_detectable)).toEqual([0.74, 1.04, null, null, 1.65]);
    expect(estimate?.smallest_minimum_detectable).toBe(1.04);
  });

  it('equals what the charts show once the cycle is answered at that rate: every row, alone and under every hiring range', async () => {
    const [estimate] = before.assessments;
    const charts = new Map<string | null, Awaited<ReturnType<typeof type1>>>();
    for (const range of [null, ...HIRING_RANGES]) {
      charts.set(range, await type1({ groups_ids: chosen(), cycles_ids: [cycle2], period_of_hiring_date: range }));
    }
    const rowOf = (range: string | null, groupId: string | null) =>
      charts.get(range)!.groups.find((group) => group.group_id === groupId && group.cycle_id === null);
    // each row alone: its status, and the respondents it counts where shown
    expect(
      estimate!.rows.map((row) => {
        const figure = rowOf(null, row.group_id);
        return [row.group_name, statusOf(figure), figure && !figure.suppressed ? figure.respondents : null];
      }),
    ).toEqual(estimate!.rows.map((row) => [row.group_name, row.status, row.status === 'shown' ? row.expected : null]));
    // each row under the nine hiring ranges, tallied as the preview tallies them
    for (const row of estimate!.rows) {
      const tally = { shown: 0, refused: 0, hidden: 0, empty: 0 };
      for (const range of HIRING_RANGES) tally[statusOf(rowOf(range, row.group_id))] += 1;
      expect(tally, row.group_name).toEqual(row.tenure);
    }
    expect(estimate!.tenure).toEqual(
      estimate!.rows.reduce(
        (all, row) => ({
          shown: all.shown + row.tenure.shown,
          refused: all.refused + row.tenure.refused,
          hidden: all.hidden + row.tenure.hidden,
          empty: all.empty + row.tenure.empty,
        }),
        { shown: 0, refused: 0, hidden: 0, empty: 0 },
      ),
    );
  });
});

describe('forty people in nine groups', () => {
  it('shows before sending that no group of them would be shown at the default rate', async () => {
    const other = await createWorkspace(world.api, world.ada, 'Nine Teams Co');
    const { pkg: fresh } = await createAssessedPackage(
      world.api,
      world.ada,
      other.id,
      { category: 'Pulse', assessment: 'Team pulse', package: 'Team pulse' },
      [{ body: 'My team helps me', answer_type: 'one_to_five' }],
    );
    const people = (
      await addParticipants(
        world.api,
        world.ada,
        Array.from({ length: 40 }, (_, n) => participantRow(other.id, 100 + n)),
      )
    ).participants;
    const teams: string[] = [];
    // four teams of 5 and five of 4
    const sizes = [5, 5, 5, 5, 4, 4, 4, 4, 4];
    let next = 0;
    for (const [index, size] of sizes.entries()) {
      const team = (await createGroup(world.api, world.ada, other.id, `Team ${index + 1}`)).id;
      teams.push(team);
      for (let k = 0; k < size; k++) expect((await moveToGroup(world.api, world.ada, people[next++]!.id, team)).status).toBe(200);
    }
    // the roster the preview reads is analytics' copy: wait until it holds every move
    const head = (await world.runtime.platform.store.headPosition())!;
    expect(await world.runtime.deps.waiter.waitFor(head, ['analytics_answers'], 30_000)).toBe(true);
    const answer = await world.api.call<ReleasePreview>('POST', previewPath(other.id, fresh.id), {
      token: world.ada,
      json: { groups_ids: teams },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [estimate] = answer.body.assessments;
    // 65% of 40 is 26; of 5, 3.25; of 4, 2.6: every team under 5
    expect([answer.body.response_rate, answer.body.rate_source, answer.body.expected]).toEqual([0.65, 'default', 26]);
    expect(estimate?.groups).toEqual({ shown: 0, refused: 0, hidden: 9, empty: 0 });
    expect(estimate?.rows[0]?.status).toBe('shown');
    expect(estimate?.rows.slice(1).every((row) => row.expected <= 4 && row.minimum_detectable === null)).toBe(true);
    expect(estimate?.smallest_minimum_detectable).toBeNull();
    // a rate the consultant sets: at 100% the teams of 5 reach the minimum
    const full = await world.api.call<ReleasePreview>('POST', previewPath(other.id, fresh.id), {
      token: world.ada,
      json: { groups_ids: teams, response_rate: 1 },
    });
    expect(full.body.assessments[0]?.groups.shown).toBeGreaterThan(0);
  });
});

describe('the access rule and bad input', () => {
  it('hides the preview from another team, refuses an unassigned colleague, answers bad input with a detail', async () => {
    const probes = [
      { method: 'POST', path: previewPath(workspace.id, pkg.id), json: { groups_ids: [] }, hidden: 'Could not find workspace' },
    ];
    await expectHidden(world.api, world.bea, probes);
    await expectNotAssigned(world.api, world.alan, probes);
    for (const json of [{ groups_ids: ['no-such-group'] }, { response_rate: 2 }, { groups_ids: 'A' }]) {
      const bad = await world.api.call('POST', previewPath(workspace.id, pkg.id), { token: world.ada, json });
      expect(bad.status, JSON.stringify(json)).toBe(400);
      expect(bad.body).toHaveProperty('detail');
    }
    const unknown = await world.api.call('POST', previewPath(workspace.id, 'no-such-package'), { token: world.ada, json: {} });
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'Could not find package' } });
  });
});
