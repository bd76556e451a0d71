import type { Assessment, Category, Package } from '@canopy/contracts/survey/api';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAdminsOnly, withAdministrator } from '../support/admin.ts';
import { seedChoices } from '../support/collaboration.ts';
import { provisionTestTeam } from '../support/identity.ts';
import { addToPackage, appendSubmission, createCategory, createPackage } from '../support/library.ts';
import { addParticipants, participantRow } from '../support/participants.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The admin area's team-level reports, read back: the Network Map CSV of any team's workspace and the platform
// benchmark (benchmarks.csv), whose rows are worked out by hand below. Answers are appended to the response
// streams as the respondent's submission writes them, to clones of the library's Psychological Safety.
//
// Question 1 (five-point), each workspace's own average as its Culture page shows it:
//   Team A: w1 5 5 5 4 4 = 4.6;   w2 3 3 3 3 3 = 3
//   Team B: w3 4 4 4 4 4 = 4;     w4 2 2 3 3 5 = 3
//   Team C: w5 5 5 5 5 5 1 = 4.33; w6 1 1 1 (3 respondents, below its minimum of 5: left out)
// sorted 3, 3, 4, 4.33, 4.6: median 4, 25th percentile 3, 75th 4.33 (PERCENTILE.INC), 5 workspaces.

const world = withAdministrator();
const LIBRARY_ID = 'canopy-psychological-safety';
const workspaces: Record<string, Workspace> = {};
let carol: string;

const answered = async (token: string, name: string, values: number[]) => {
  const workspace = await createWorkspace(world.api, token, name);
  const category: Category = await createCategory(world.api, token, `Culture ${name}`);
  const clone = await world.api.call<Assessment>('POST', `/assessments/${LIBRARY_ID}/clone`, { token, json: { category_id: category.id } });
  expect(clone.status).toBe(201);
  const pkg: Package = await createPackage(world.api, token, workspace.id, `Pulse ${name}`);
  await addToPackage(world.api, token, clone.body.id, pkg.id);
  const people = (
    await addParticipants(
      world.api,
      token,
      values.map((_, n) => participantRow(workspace.id, n)),
    )
  ).participants;
  let last = null as Awaited<ReturnType<typeof appendSubmission>> | null;
  for (const [index, person] of people.entries()) {
    const answers = [
      { question_id: clone.body.questions[0]!.id, answer_type: 'one_to_five' as const, value: values[index]!, passed: false },
    ];
    last = await appendSubmission(
      world.runtime,
      { workspace, pkg, assessment: clone.body, cycleId: `cycle-${workspace.id}` },
      person.id,
      answers,
      new Date().toISOString(),
    );
  }
  expect(await world.runtime.deps.waiter.waitFor(last!.position, ['analytics_answers'], 10_000)).toBe(true);
  workspaces[name] = workspace;
};

beforeAll(async () => {
  await provisionTestTeam(world.runtime, 'Team C', [{ email: 'carol@example.com', password: 'carol-secret' }]);
  carol = await world.api.tokenFor('carol@example.com', 'carol-secret');
  await answered(world.ada, 'w1', [5, 5, 5, 4, 4]);
  await answered(world.ada, 'w2', [3, 3, 3, 3, 3]);
  await answered(world.bea, 'w3', [4, 4, 4, 4, 4]);
  await answered(world.bea, 'w4', [2, 2, 3, 3, 5]);
  await answered(carol, 'w5', [5, 5, 5, 5, 5, 1]);
  await answered(carol, 'w6', [1, 1, 1]);
});

const benchmarks = async () => {
  const answer = await fetch(`${world.runtime.url}/api/v1/admin/reports/benchmarks`, {
    headers: { authorization: `Bearer ${world.admin}` },
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-disposition')).toContain('filename="benchmarks.csv"');
  return parse(await answer.text(), { columns: true, bom: true }) as Array<Record<string, string>>;
};

describe('admin reports access', () => {
  it('refuses the choices and the reports to consultants without the flag and to callers without a token', async () => {
    await expectAdminsOnly(
      world.api,
      [world.ada, carol],
      [
        { method: 'GET', path: `/admin/teams/${world.teamB.teamId}/workspaces` },
        { method: 'GET', path: `/admin/workspaces/${workspaces.w3!.id}/packages` },
        { method: 'GET', path: `/admin/workspaces/${workspaces.w3!.id}/groups` },
        { method: 'GET', path: '/admin/packages/any/cycles' },
        { method: 'POST', path: '/admin/reports/network-map', json: { workspace_id: workspaces.w3!.id } },
        { method: 'GET', path: '/admin/reports/benchmarks' },
        { method: 'GET', path: '/admin/reports/benchmarks/summary' },
      ],
    );
  });
});

describe('the wizards choices', () => {
  it("lists any team's workspaces, their packages and cycles", async () => {
    const { api, admin, teamB } = world;
    const ofB = await api.call('GET', `/admin/teams/${teamB.teamId}/workspaces`, { token: admin });
    expect(ofB.body.map((workspace: { name: string }) => workspace.name)).toEqual(['w3', 'w4']);
    const packages = await api.call('GET', `/admin/workspaces/${workspaces.w3!.id}/packages`, { token: admin });
    expect(packages.body).toEqual([{ id: expect.any(String), name: 'Pulse w3' }]);
    expect((await api.call('GET', '/admin/teams/nope/workspaces', { token: admin })).status).toBe(404);
    expect(await api.call('GET', '/admin/workspaces/nope/packages', { token: admin })).toMatchObject({
      status: 404,
      body: { detail: 'Workspace not found' },
    });
  });
});

describe('Network Map CSV', () => {
  it("gives any team's workspace map as CSV named after the workspace, edges with their types", async () => {
    const w3 = workspaces.w3!;
    const people = (
      await world.api.call('POST', '/participants/by-workspace', { token: world.bea, json: { workspace_id: w3.id, isAll: true } })
    ).body.participants as Array<{ id: string; first_name: string }>;
    const [p0, p1, p2] = people;
    await seedChoices(world.runtime, { workspaceId: w3.id, teamId: w3.team_id }, [
      [p0!.id, p1!.id, 'manager'],
      [p1!.id, p0!.id],
      [p2!.id, p0!.id, 'friendly'],
    ]);
    const answer = await fetch(`${world.runtime.url}/api/v1/admin/reports/network-map`, {
      method: 'POST',
      headers: { authorization: `Bearer ${world.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ workspace_id: w3.id }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('filename="w3.csv"');
    const rows = parse(await answer.text(), { columns: true, bom: true }) as Array<Record<string, string>>;
    const edges = rows.map((row) => `${row.source_first_name}>${row.target_first_name}:${row.collaboration_type}`).sort();
    expect(edges).toEqual(
      [
        `${p0!.first_name}>${p1!.first_name}:manager`,
        `${p1!.first_name}>${p0!.first_name}:default`,
        `${p2!.first_name}>${p0!.first_name}:friendly`,
      ].sort(),
    );
    const audit = (await world.api.call('GET', '/admin/audit?kind=report_exported', { token: world.admin })).body;
    expect(audit.entries[0]).toMatchObject({
      team: { id: w3.team_id, name: 'Team B' },
      what: 'Downloaded Network Map CSV: w3.csv',
      actor: { id: world.adminId },
    });
  });
});

describe('benchmarks.csv', () => {
  it('writes a question only from five workspaces of three teams, each counted once by its own average', async () => {
    const rows = await benchmarks();
    // only question 1 was answered: every other question has no workspace
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      assessment_code: 'CNP-PSAF',
      assessment: 'Psychological Safety',
      question_number: '1',
      question: 'I can bring up problems and tough issues in my team.',
      workspaces: '5',
      median: '4',
      // the quartiles (3 and 4.33, two workspaces' own averages) are written from ten workspaces only (issue 44)
      percentile_25: '',
      percentile_75: '',
    });
    expect(Object.keys(rows[0]!)).not.toContain('workspace');
  });

  it('leaves out a team that opted out; then four workspaces are too few for a row', async () => {
    const optOut = await world.api.call('PUT', '/teams/my-team/benchmark-participation', { token: world.bea, json: { opted_out: true } });
    expect(optOut).toMatchObject({ status: 200, body: { opted_out: true } });
    expect((await world.api.call('GET', '/teams/my-team/benchmark-participation', { token: world.ada })).body).toEqual({
      opted_out: false,
    });
    expect(await benchmarks()).toEqual([]);
    // the page says why (ADR 0131): w1 and w2 of Team A and w5 of Team C have enough answers (w6 has 3 of its 5), 3
    // workspaces of 2 teams against the 5 of 3 a question needs
    const summary = async () => (await world.api.call('GET', '/admin/reports/benchmarks/summary', { token: world.admin })).body;
    expect(await summary()).toEqual({ questions: 0, workspaces: 3, teams: 2, min_workspaces: 5, min_teams: 3 });
    await world.api.call('PUT', '/teams/my-team/benchmark-participation', { token: world.bea, json: { opted_out: false } });
    expect(await benchmarks()).toHaveLength(1);
    expect(await summary()).toEqual({ questions: 1, workspaces: 5, teams: 3, min_workspaces: 5, min_teams: 3 });
  });

  it('records each download in the audit trail', async () => {
    // counted from what the trail held before this try's own download (earlier tests and tries download too)
    const downloads = async () => {
      const audit = (await world.api.call('GET', '/admin/audit?kind=report_exported&limit=500', { token: world.admin })).body;
      expect(audit.entries).toHaveLength(audit.total);
      return audit.entries.filter((entry: { what: string }) => entry.what === 'Downloaded Benchmark report: benchmarks.csv');
    };
    const before = (await downloads()).length;
    await benchmarks();
    const after = await downloads();
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ actor: { id: world.adminId } });
  });
});
