import type { AdminCycle } from '@canopy/contracts/admin/api';
import type { DriversResponse } from '@canopy/contracts/analytics/drivers';
import type { PackageLinkResponse } from '@canopy/contracts/survey/links';
import type { Workspace } from '@canopy/contracts/workspace/api';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAdminsOnly, withAdministrator } from '../support/admin.ts';
import { appendSubmission, createAssessedPackage } from '../support/library.ts';
import { addParticipants, createGroup, moveToGroup, participantRow } from '../support/participants.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The Areas Of Focus and Group Report workbooks read back with exceljs, and an unmasked export in the audit trail.
// The Areas Of Focus workbook read back with exceljs, its figures worked out by hand (the driver weights are the
// Culture page's driver analysis for the same cycle). Ten people answer three five-point questions in one cycle;
// group G is the first five (minimum group size 5):
//            q1 (G | H)        q2            q3
//   G:  1 2 1 2 1 = 1.4   4 5 4 5 4 = 4.4   3 3 4 3 3 = 3.2
//   H:  4 5 4 5 4         5 4 5 4 5         3 4 3 4 3
//   all: 2.9 (0.475)      4.5 (0.875)       3.3 (0.575)   workspace mean (0-1) = 1.925 / 3 = 0.64167
// G on 0-1: q1 0.1 (distance -0.542), q2 0.85 (+0.208), q3 0.55 (-0.092)

const world = withAdministrator();
let workspace: Workspace;
let packageId: string;
let link: PackageLinkResponse;
let groupG: string;
let questionIds: string[];
let assessmentId: string;

beforeAll(async () => {
  const { api, ada } = world;
  workspace = await createWorkspace(api, ada, 'Focus Works');
  const { assessment, pkg } = await createAssessedPackage(
    api,
    ada,
    workspace.id,
    { category: 'Focus', assessment: 'Team health', package: 'Focus pulse' },
    [
      { body: 'I get the feedback I need', answer_type: 'one_to_five' },
      { body: 'My team helps me', answer_type: 'one_to_five' },
      { body: 'I have the tools I need', answer_type: 'one_to_five' },
    ],
  );
  packageId = pkg.id;
  questionIds = assessment.questions.map((question) => question.id);
  assessmentId = assessment.id;
  link = (await api.call<PackageLinkResponse>('POST', `/packages/${pkg.id}/link`, { token: ada, json: { days: 30 } })).body;
  const people = (
    await addParticipants(
      api,
      ada,
      Array.from({ length: 10 }, (_, n) => participantRow(workspace.id, n)),
    )
  ).participants;
  groupG = (await createGroup(api, ada, workspace.id, 'G')).id;
  const groupH = (await createGroup(api, ada, workspace.id, 'H')).id;
  for (const [index, person] of people.entries()) await moveToGroup(api, ada, person.id, index < 5 ? groupG : groupH);
  const values = [
    [1, 4, 3],
    [2, 5, 3],
    [1, 4, 4],
    [2, 5, 3],
    [1, 4, 3],
    [4, 5, 3],
    [5, 4, 4],
    [4, 5, 3],
    [5, 4, 4],
    [4, 5, 3],
  ];
  let last = null as Awaited<ReturnType<typeof appendSubmission>> | null;
  for (const [index, person] of people.entries()) {
    const answers = questionIds.map((id, q) => ({
      question_id: id,
      answer_type: 'one_to_five' as const,
      value: values[index]![q]!,
      passed: false,
    }));
    last = await appendSubmission(
      world.runtime,
      { workspace, pkg, assessment, cycleId: link.cycle_id! },
      person.id,
      answers,
      new Date().toISOString(),
    );
  }
  expect(await world.runtime.deps.waiter.waitFor(last!.position, ['analytics_answers', 'analytics_exports'], 10_000)).toBe(true);
});

const download = async (body: unknown) => {
  const answer = await fetch(`${world.runtime.url}/api/v1/admin/reports/areas-of-focus`, {
    method: 'POST',
    headers: { authorization: `Bearer ${world.admin}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answer;
};

describe('Areas Of Focus', () => {
  it('is for administrators only', async () => {
    await expectAdminsOnly(
      world.api,
      [world.ada, world.bea],
      [
        {
          method: 'POST',
          path: '/admin/reports/areas-of-focus',
          json: { workspace_id: workspace.id, package_id: packageId, link: link.package_link },
        },
      ],
    );
  });

  it("offers the package's cycles by their link, each with who submitted in it", async () => {
    const cycles = await world.api.call('GET', `/admin/packages/${packageId}/cycles`, { token: world.admin });
    // with the workspace's zone, the one the admin page names the cycle's day in, and the ten people who submitted,
    // which the wizard opens on (ADR 0131)
    expect(cycles.body).toEqual([
      { from: expect.any(String), to: null, link: link.package_link, time_zone: 'America/New_York', respondents: 10 },
    ]);
  });

  it("ranks the group's questions by driver weight, need and distance to the workspace mean", async () => {
    const answer = await download({ workspace_id: workspace.id, package_id: packageId, link: link.package_link, group_id: groupG });
    expect(answer.status).toBe(200);
    // the cycle's day in the workspace's zone (New York by default), as the admin page names it (ADR 0118)
    const cycleDate = new Date(link.link_created_at!).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    expect(decodeURIComponent(answer.headers.get('content-disposition')!.split("UTF-8''")[1]!)).toBe(
      `Areas Of Focus Calculation Focus Works Focus pulse ${cycleDate} G.xlsx`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await answer.arrayBuffer());
    const sheet = book.getWorksheet('Areas Of Focus')!;
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const byQuestion = new Map(rows.map((row) => [row[3] as number, row]));

    const drivers = await world.api.call<DriversResponse>('POST', `/analytics/workspaces/${workspace.id}/drivers`, {
      token: world.ada,
      json: {
        assessment_id: assessmentId,
        cycles_ids: [link.cycle_id],
      },
    });
    const weight = (index: number) => drivers.body.drivers.find((driver) => driver.question_id === questionIds[index])!.correlation!;
    const mean = 1.925 / 3;
    const expected = [
      { number: 1, score: 1.4, normalised: 0.1 },
      { number: 2, score: 4.4, normalised: 0.85 },
      { number: 3, score: 3.2, normalised: 0.55 },
    ].map(({ number, score, normalised }) => {
      const distance = normalised - mean;
      const w = weight(number - 1);
      return { number, score, normalised, distance, weight: w, priority: Math.max(w, 0) * (1 - normalised + Math.max(-distance, 0)) };
    });
    // the workspace-wide driver analysis shows every weight (10 respondents, minimum 5)
    for (const row of expected) expect(typeof row.weight).toBe('number');
    for (const row of expected) {
      const cells = byQuestion.get(row.number)!;
      // Priority, Assessment, number, Question, Scale, Respondents, Score, Score (0-1), mean, distance, weight, index
      expect(cells.slice(3, 13)).toEqual([
        row.number,
        expect.any(String),
        '1-5',
        5,
        row.score,
        row.normalised,
        Math.round(mean * 1000) / 1000,
        Math.round(row.distance * 1000) / 1000,
        row.weight,
        Math.round(row.priority * 1000) / 1000,
      ]);
    }
    const ranked = [...expected].sort((a, b) => b.priority - a.priority).map((row) => row.number);
    expect(rows.map((row) => row[3])).toEqual(ranked);
    expect(rows.map((row) => row[1])).toEqual([1, 2, 3]);
    expect(book.getWorksheet('About')!.getRow(5).values).toEqual([undefined, 'Group', 'G']);
  });

  it("names 'All Participants' without a group, and refuses what does not belong together", async () => {
    const all = await download({ workspace_id: workspace.id, package_id: packageId, link: link.package_link });
    expect(all.status).toBe(200);
    expect(decodeURIComponent(all.headers.get('content-disposition')!)).toContain('All Participants.xlsx');
    const other = await createWorkspace(world.api, world.bea, 'Elsewhere');
    for (const [body, detail] of [
      [{ workspace_id: other.id, package_id: packageId, link: link.package_link }, 'Package not found'],
      [{ workspace_id: workspace.id, package_id: packageId, link: 'no-such-link' }, 'Cycle not found'],
      [{ workspace_id: workspace.id, package_id: packageId, link: link.package_link, group_id: 'nope' }, 'Group not found'],
      [{ workspace_id: 'nope', package_id: packageId, link: link.package_link }, 'Workspace not found'],
    ] as const) {
      const answer = await download(body);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ detail: detail });
    }
  });
});

describe('Group Report', () => {
  it("gives the consultant's group report of any team's workspace under the admin file name", async () => {
    const answer = await fetch(`${world.runtime.url}/api/v1/admin/reports/group-report`, {
      method: 'POST',
      headers: { authorization: `Bearer ${world.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ workspace_id: workspace.id, package_id: packageId, link: link.package_link }),
    });
    expect(answer.status).toBe(200);
    const name = decodeURIComponent(answer.headers.get('content-disposition')!.split("UTF-8''")[1]!);
    // the cycle's first day in the workspace's time zone (ADR 0118), worked out here with Intl, not the server's module
    const firstDay = new Intl.DateTimeFormat('en-CA', {
      timeZone: workspace.time_zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(link.link_created_at!));
    expect(name).toBe(`Group_report_Focus pulse_${firstDay}-current .xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await answer.arrayBuffer());
    const text = book.worksheets.flatMap((sheet) => (sheet.getSheetValues() as unknown[][]).flat()).map(String);
    // group G (5 people) on question 1: 1.4; the group report and the charts agree
    expect(text).toContain('G');
    expect(text).toContain('1.4');
    const refused = await world.api.call('POST', '/admin/reports/group-report', {
      token: world.ada,
      json: { workspace_id: workspace.id, package_id: packageId, link: link.package_link },
    });
    expect(refused.status).toBe(403);
  });
});

describe("the audit trail lists every team's unmasked exports", () => {
  it('names the consultant, the team and the package of an unmasked raw data export', async () => {
    // the trail keeps every try's export: this try's is the newest and the one more than the trail held before
    const before = (await world.api.call('GET', '/admin/audit?kind=unmasked_export', { token: world.admin })).body.total as number;
    const raw = await world.api.call('POST', `/exports/raw-data/${workspace.id}/${assessmentId}/${packageId}`, {
      token: world.ada,
      json: { links: [link.package_link], is_private_data_hidden: false, is_all_origin_sources: true },
    });
    expect(raw.status).toBe(200);
    const audit = await world.api.call('GET', '/admin/audit?kind=unmasked_export', { token: world.admin });
    expect(audit.body.total).toBe(before + 1);
    expect(audit.body.entries).toHaveLength(before + 1);
    expect(audit.body.entries[0]).toMatchObject({
      kind: 'unmasked_export',
      team: { id: world.teamA.teamId, name: 'Team A' },
      what: 'Exported unmasked data: Focus pulse · Team health',
    });
    expect(audit.body.entries[0].actor).toMatchObject({ id: world.teamA.consultantIds[0], is_platform_admin: false });
  });
});

// last in the file: it opens a new cycle of the package, which the tests above do not expect
describe('the cycles an Areas Of Focus wizard offers', () => {
  it('counts a cycle nobody submitted in as 0, newest first, so the wizard passes over it', async () => {
    // removing the link ends its cycle; the next link opens a new one that nobody has answered
    expect((await world.api.call('PUT', `/packages/${packageId}/link`, { token: world.ada })).status).toBeLessThan(300);
    const renewed = (
      await world.api.call<PackageLinkResponse>('POST', `/packages/${packageId}/link`, { token: world.ada, json: { days: 30 } })
    ).body;
    expect(renewed.package_link).not.toBe(link.package_link);
    const cycles = await world.api.call<AdminCycle[]>('GET', `/admin/packages/${packageId}/cycles`, { token: world.admin });
    expect(cycles.body.map((cycle) => [cycle.link, cycle.respondents])).toEqual([
      [renewed.package_link, 0],
      [link.package_link, 10],
    ]);
  });
});
