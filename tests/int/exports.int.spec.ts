import type { Unmasking } from '@canopy/contracts/analytics/exports';
import { ALL_ASSESSMENTS_ID, ExportsMessages, ExportsPaths } from '@canopy/contracts/analytics/exports';
import type { IdentifyResponse } from '@canopy/contracts/survey/respondent';
import type { Assessment, Package } from '@canopy/contracts/survey/api';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { WorkspaceMessages } from '@canopy/contracts/workspace/api';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned, type Probe } from '../support/access.ts';
import { download, sheetsOf, sheetXmlOf } from '../support/exports.ts';
import { createAssessedPackage } from '../support/library.ts';
import { addParticipants, createGroup, moveToGroup, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The exports read back with exceljs, fed by respondents answering through the public link as the respondent page
// does. 12 people, all hired two years ago: group A 6 (people 0-5), B 4 (6-9), C 2 (10-11); department Sales (even
// n) or Legal (odd n); minimum group size 5 (the default).
// Person n answers: q1 (five-point) n % 5 + 1, except person 11 who passes; q2 (reversed) chose 1 (scored 5) for
// n < 6, else 4 (scored 2); q3 (ten-point) n < 6 ? 10 : 3; q4 (named text) 'text n', person 0 a formula;
// q5 (anonymous text) 'anonymous n'. The package is attributed (its respondents told their answers are seen with names).

const world = withTwoTeams();
let workspace: Workspace;
let assessment: Assessment;
let pkg: Package;
let other: Package;
let link = '';
let otherLink = '';
const people: { id: string; first_name: string; last_name: string; email: string }[] = [];
const FORMULA = '=HYPERLINK("http://evil.example","click")';
const DAY = 86_400_000;
const HIRED = new Date(Date.now() - 2 * 365 * DAY).toISOString().slice(0, 10);

const url = (path: string) => `${world.runtime.url}/api/v1${path}`;
const rawData = (json: Record<string, unknown>, token = world.ada, assessmentId = assessment.id, packageId = pkg.id) =>
  download(url(ExportsPaths.rawData(workspace.id, assessmentId, packageId)), token, json);
const groupReport = (json: Record<string, unknown>, token = world.ada, packageId = pkg.id) =>
  download(url(ExportsPaths.groupReport(workspace.id, packageId)), token, json);
const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  let value = await read();
  for (let attempt = 0; attempt < 100 && !done(value); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
};

const generateLink = async (packageId: string) =>
  (await world.api.call<{ package_link: string }>('POST', `/packages/${packageId}/link`, { token: world.ada, json: { is_forever: true } }))
    .body.package_link;

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Exports Co');
  const rows = Array.from({ length: 12 }, (_, n) =>
    participantRow(workspace.id, n, {
      first_name: n === 3 ? '+SUM(1,2)' : `Given${n}`,
      last_name: `Family${n}`,
      payroll_id: `pay-${n}`,
      hiring_date: HIRED,
      department: n % 2 === 0 ? 'Sales' : 'Legal',
    }),
  );
  const added = (await addParticipants(world.api, world.ada, rows)).participants;
  for (const [n, person] of added.entries()) {
    people.push({ id: person.id, first_name: rows[n]!.first_name!, last_name: rows[n]!.last_name!, email: rows[n]!.email! });
  }
  for (const [name, from, to] of [
    ['A', 0, 6],
    ['B', 6, 10],
    ['C', 10, 12],
  ] as const) {
    const group = await createGroup(world.api, world.ada, workspace.id, `Group ${name}`);
    for (const person of added.slice(from, to)) expect((await moveToGroup(world.api, world.ada, person.id, group.id)).status).toBe(200);
  }
  ({ assessment, pkg } = await createAssessedPackage(
    world.api,
    world.ada,
    workspace.id,
    { category: 'Exports', assessment: 'Team health', package: 'Pulse' },
    [
      { body: 'I enjoy my work', answer_type: 'one_to_five' },
      { body: 'I often feel overloaded', answer_type: 'one_to_five_reversed' },
      { body: 'I would recommend working here', answer_type: 'one_to_ten' },
      { body: 'What would you change?', answer_type: 'text' },
      { body: 'Anything else, anonymously?', answer_type: 'text_anonymous' },
    ],
  ));
  ({ pkg: other } = await createAssessedPackage(
    world.api,
    world.ada,
    workspace.id,
    { category: 'Other', assessment: 'Other', package: 'Other' },
    [{ body: 'Other question', answer_type: 'one_to_five' }],
  ));
  // attributed before its link: an unmasked file names people's answers only in such a package (ADR 0085)
  const attributed = await world.api.call('PUT', `/packages/${pkg.id}`, { token: world.ada, json: { name: 'Pulse', is_attributed: true } });
  expect(attributed.status, JSON.stringify(attributed.body)).toBe(200);
  link = await generateLink(pkg.id);
  otherLink = await generateLink(other.id);
  const q = (index: number) => assessment.questions[index]!.id;
  for (const [n, person] of people.entries()) {
    const identified = await world.api.call<IdentifyResponse>('POST', '/participants/identify', {
      json: { link, participant_id: person.id, email: person.email },
    });
    expect(identified.status, JSON.stringify(identified.body)).toBe(200);
    const answer = await world.api.call('POST', '/answers', {
      json: {
        token: identified.body.token,
        link,
        participant_id: person.id,
        package_id: pkg.id,
        assessment_id: assessment.id,
        answers: [
          { question_id: q(0), answer_type: 'one_to_five', answer_value: n === 11 ? 0 : (n % 5) + 1 },
          { question_id: q(1), answer_type: 'one_to_five_reversed', answer_value: n < 6 ? 1 : 4 },
          { question_id: q(2), answer_type: 'one_to_ten', answer_value: n < 6 ? 10 : 3 },
          { question_id: q(3), answer_type: 'text', answer_body: n === 0 ? FORMULA : `text ${n}` },
          { question_id: q(4), answer_type: 'text_anonymous', answer_body: `anonymous ${n}` },
        ],
        collaboration: [],
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  // the read models have every submission once the raw data holds 12 rows
  await eventually(
    () => rawData({ links: [link] }),
    (file) => file.status === 200 && file.bytes.length > 0,
  );
  await eventually(
    async () => (await sheetsOf((await rawData({ links: [link] })).bytes))[1]?.rows.length ?? 0,
    (rows) => rows === 13,
  );
}, 120_000);

describe('the export lookups', () => {
  it('list the answered packages, assessments, cycles (to current while open) and group types', async () => {
    const packages = await world.api.call('GET', ExportsPaths.answeredPackages(workspace.id, 'true'), { token: world.ada });
    expect(packages).toMatchObject({ status: 200, body: [{ id: pkg.id, name: 'Pulse', is_attributed: true }] });
    const assessments = await world.api.call('GET', ExportsPaths.answeredAssessments(workspace.id, pkg.id), { token: world.ada });
    expect(assessments.body).toEqual([{ id: assessment.id, name: 'Team health', version: assessment.version, is_archived: false }]);
    for (const assessmentId of [assessment.id, ALL_ASSESSMENTS_ID]) {
      const cycles = await world.api.call('GET', ExportsPaths.answeredCycles(workspace.id, pkg.id, assessmentId, 'false'), {
        token: world.ada,
      });
      expect(cycles.status).toBe(200);
      expect(cycles.body).toEqual([
        { from: expect.any(String), to: null, link, is_forever_package: true, respondents: 12, is_masked_exportable: true },
      ]);
    }
    expect((await world.api.call('GET', ExportsPaths.originSources(workspace.id), { token: world.ada })).body).toEqual({
      origin_sources: [''],
    });
    const answered = await world.api.call('POST', ExportsPaths.answeredOriginSources(workspace.id), {
      token: world.ada,
      json: { package_id: pkg.id, link, is_all: false },
    });
    expect(answered).toMatchObject({ status: 200, body: { origin_sources: [''] } });
    // the other package has a link and no answers: not listed, and its cycles are none
    const otherCycles = await world.api.call('GET', ExportsPaths.answeredCycles(workspace.id, other.id, ALL_ASSESSMENTS_ID, 'false'), {
      token: world.ada,
    });
    expect(otherCycles.body).toEqual([]);
  });
});

describe('the raw data export', () => {
  it('is masked by default: About first, a pseudonym per submission, no identity anywhere, hiring ranges, groups generalised', async () => {
    const file = await rawData({ links: [link], is_all_origin_sources: true });
    expect(file.status).toBe(200);
    expect(file.fileName).toBe('Raw_data_Team health_masked.xlsx');
    const sheets = await sheetsOf(file.bytes);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['About', 'Answers', 'Anonymous answers']);
    const [header, ...rows] = sheets[1]!.rows;
    // the workspace has no classification: the hiring range (everyone 1-3 years) first, then the groups (A 6, B and
    // C 'Other' 6); the department (6 and 6) would make combinations of 3 with them: it goes, and About says why
    expect(header).toEqual([
      'Respondent',
      'Cycle',
      'Hiring range',
      'Custom groups',
      'I enjoy my work',
      'I often feel overloaded',
      'I often feel overloaded (scored)',
      'I would recommend working here',
    ]);
    expect(rows).toHaveLength(12);
    // no name, e-mail, payroll id, participant id, department or hiring date in any cell of any sheet
    const everything = JSON.stringify(sheets.map((sheet) => sheet.rows));
    for (const [n, person] of people.entries()) {
      for (const identity of [person.id, person.email, person.last_name, `pay-${n}`, 'Group B', 'Group C', 'Sales', 'Legal', HIRED])
        expect(everything).not.toContain(identity);
    }
    expect(new Set(rows.map((row) => row[0])).size).toBe(12);
    expect(rows.every((row) => /^Respondent \d\d$/.test(String(row[0])))).toBe(true);
    expect(rows.every((row) => String(row[1]).endsWith(' to current'))).toBe(true);
    const countsOf = (column: number, of = rows) => {
      const counts = new Map<unknown, number>();
      for (const row of of) counts.set(row[column], (counts.get(row[column]) ?? 0) + 1);
      return Object.fromEntries(counts);
    };
    expect(countsOf(3)).toEqual({ 'Group A': 6, Other: 6 });
    expect(countsOf(2)).toEqual({ '1-3 years': 12 });
    const about = new Map(sheets[0]!.rows.map((row) => [row[0], row[1]]));
    expect(about.get('Minimum group size')).toBe('5');
    expect(about.get('Custom groups')).toBe(
      "Kept, generalised: 2 values held by fewer than 5 respondents in a cycle (with the columns before it) are shown as 'Other' there.",
    );
    expect(about.get('Department')).toMatch(/^Left out: /);
    // the same columns whatever group types are asked for: a file without group columns does not bring the department back
    const noGroups = await sheetsOf((await rawData({ links: [link], origin_sources: [] })).bytes);
    expect(noGroups[1]!.rows[0]!.slice(0, 4)).toEqual(['Respondent', 'Cycle', 'Hiring range', 'I enjoy my work']);
    // values as given: q1 1-5 or Pass; reversed as chosen with the scored value beside it; ten-point
    const values = rows.map((row) => row.slice(4));
    expect(values.filter((row) => row[0] === 'Pass')).toHaveLength(1);
    expect(values.filter((row) => row[1] === 1 && row[2] === 5)).toHaveLength(6);
    expect(values.filter((row) => row[1] === 4 && row[2] === 2)).toHaveLength(6);
    expect(values.map((row) => row[3]).sort()).toEqual([...Array(6).fill(10), ...Array(6).fill(3)].sort());
    // the named open answers are not in a masked file unless asked for
    expect(everything).not.toContain('text 5');
  });

  it('gives nothing away when two masked files are joined row by row on their answers', async () => {
    // a reader with two files (every group type, then none) matches rows by their answers and puts together what
    // each file keeps about people: no combination of those columns may hold fewer than 5 people
    // (with the named texts, which make every row's answers unique here: the join is exact)
    const columnsOf = async (json: Record<string, unknown>) => {
      const [, answers] = await sheetsOf((await rawData({ links: [link], include_named_texts: true, ...json })).bytes);
      const [header, ...rows] = answers!.rows;
      const first = header!.indexOf('I enjoy my work');
      return rows.map((row) => ({ answers: JSON.stringify(row.slice(first)), people: row.slice(2, first).map(String) }));
    };
    const files = [await columnsOf({ is_all_origin_sources: true }), await columnsOf({ origin_sources: [] }), await columnsOf({})];
    const byAnswers = new Map<string, string[][]>();
    for (const file of files) {
      for (const row of file) byAnswers.set(row.answers, [...(byAnswers.get(row.answers) ?? []), row.people]);
    }
    expect(byAnswers.size).toBe(12);
    const joined = new Map<string, number>();
    for (const parts of byAnswers.values()) {
      const key = JSON.stringify(parts.flat());
      joined.set(key, (joined.get(key) ?? 0) + 1);
    }
    expect(Math.min(...joined.values())).toBeGreaterThanOrEqual(5);
  });

  it('keeps the anonymous answers on their own sheet with no participant, in a shuffled order', async () => {
    const orders = new Set<string>();
    for (let run = 0; run < 3; run++) {
      for (const masked of [true, false]) {
        const sheets = await sheetsOf((await rawData({ links: [link], is_private_data_hidden: masked })).bytes);
        const anonymous = sheets.find((sheet) => sheet.name === 'Anonymous answers')!;
        expect(anonymous.rows[0]).toEqual(['Question', 'Answer']);
        const answers = anonymous.rows.slice(1);
        expect(answers.map((row) => row[1]).sort()).toEqual(people.map((_, n) => `anonymous ${n}`).sort());
        expect(answers.every((row) => row[0] === 'Anything else, anonymously?')).toBe(true);
        orders.add(answers.map((row) => row[1]).join());
        // and they are on no other sheet
        expect(JSON.stringify(sheets[1]!.rows)).not.toContain('anonymous ');
      }
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('adds the named open answers to a masked file only when asked, formula-looking text written as inert text', async () => {
    const file = await rawData({ links: [link], include_named_texts: true });
    const [, answers] = await sheetsOf(file.bytes);
    const column = answers!.rows[0]!.indexOf('What would you change?');
    expect(column).toBeGreaterThan(0);
    const texts = answers!.rows.slice(1).map((row) => row[column]);
    expect(texts).toContain(FORMULA);
    const cellRow = answers!.rows.findIndex((row) => row[column] === FORMULA);
    const cell = answers!.sheet.getCell(cellRow + 1, column + 1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    for (const xml of await sheetXmlOf(file.bytes)) expect(xml).not.toMatch(/<f[ >]/);
  });

  it('names people only after the unmasking, and records who unmasked what for the team', async () => {
    const before = await world.api.call<{ unmaskings: Unmasking[] }>('GET', ExportsPaths.unmaskings(workspace.id), { token: world.ada });
    const file = await rawData({ links: [link], is_private_data_hidden: false, is_all_origin_sources: true });
    expect(file.status).toBe(200);
    expect(file.fileName).toBe('Raw_data_Team health.xlsx');
    const [, answers] = await sheetsOf(file.bytes);
    expect(answers!.rows[0]!.slice(0, 9)).toEqual([
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Payroll ID',
      'Hiring date',
      'Submitted at',
      'Cycle',
      'Custom groups',
    ]);
    const byEmail = new Map(answers!.rows.slice(1).map((row) => [row[2], row]));
    expect(byEmail.get(people[3]!.email)?.slice(0, 2)).toEqual(['+SUM(1,2)', 'Family3']);
    expect(byEmail.get(people[10]!.email)?.[8]).toBe('Group C');
    const formulaCell = answers!.sheet.getCell(answers!.rows.indexOf(byEmail.get(people[3]!.email)!) + 1, 1);
    expect(formulaCell.type).toBe(ExcelJS.ValueType.String);
    const text = answers!.rows[0]!.indexOf('What would you change?');
    expect(byEmail.get(people[5]!.email)?.[text]).toBe('text 5');

    // a masked export is not recorded; Alan (same team, assigned later) sees Ada's unmasking
    await rawData({ links: [link] });
    const after = await world.api.call<{ unmaskings: Unmasking[] }>('GET', ExportsPaths.unmaskings(workspace.id), { token: world.ada });
    expect(after.body.unmaskings).toHaveLength(before.body.unmaskings.length + 1);
    // newest first
    expect(after.body.unmaskings[0]).toEqual({
      id: expect.any(String),
      consultant_id: world.teamA.consultantIds[0],
      consultant_name: expect.stringMatching(/\S/),
      exported_at: expect.any(String),
      package_id: pkg.id,
      package_name: 'Pulse',
      assessment_id: assessment.id,
      assessment_name: 'Team health',
      cycles: [{ link, from: expect.any(String), to: null }],
    });
    expect(Date.now() - Date.parse(after.body.unmaskings[0]!.exported_at)).toBeLessThan(60_000);

    // a burst of unmasked exports: each file recorded once
    const burst = await Promise.all(Array.from({ length: 4 }, () => rawData({ links: [link], is_private_data_hidden: false })));
    expect(burst.map((one) => one.status)).toEqual([200, 200, 200, 200]);
    const afterBurst = await world.api.call<{ unmaskings: Unmasking[] }>('GET', ExportsPaths.unmaskings(workspace.id), {
      token: world.ada,
    });
    expect(afterBurst.body.unmaskings).toHaveLength(after.body.unmaskings.length + 4);
    expect(new Set(afterBurst.body.unmaskings.map((one) => one.id)).size).toBe(afterBurst.body.unmaskings.length);
  });

  it('refuses bad input with its message and writes no file', async () => {
    expect(await rawData({ links: [otherLink] })).toMatchObject({ status: 404, detail: ExportsMessages.cycleNotInPackage });
    expect(await rawData({ links: [] })).toMatchObject({ status: 400, detail: ExportsMessages.noCycles });
    const otherAssessment =
      (await world.api.call('GET', `/packages/${other.id}`, { token: world.ada })).body?.assessments?.[0]?.id ?? 'none';
    expect(await rawData({ links: [link] }, world.ada, otherAssessment)).toMatchObject({
      status: 404,
      detail: ExportsMessages.assessmentNotInPackage,
    });
    expect(await rawData({ links: 'all' })).toMatchObject({ status: 400 });
    expect(await rawData({ links: [`x\u0000`] })).toMatchObject({ status: 400 });
    expect(await rawData({ links: ['\uD800'] })).toMatchObject({ status: 400 });
    expect(await rawData({ links: [link], origin_sources: ['x'.repeat(100_000)] })).toMatchObject({ status: 400 });
    expect(await rawData({ links: [link], is_private_data_hidden: 'no' })).toMatchObject({ status: 400 });
    expect(await groupReport({ link: otherLink, is_all_groups: true })).toMatchObject({
      status: 404,
      detail: ExportsMessages.cycleNotInPackage,
    });
    expect(await groupReport({ link, is_all_groups: false, origin_sources: [] })).toMatchObject({
      status: 400,
      detail: ExportsMessages.noOriginSource,
    });
    const flag = await world.api.call('GET', ExportsPaths.answeredPackages(workspace.id, 'maybe'), { token: world.ada });
    expect(flag.status).toBe(400);
    const unknownPackage = await world.api.call('GET', ExportsPaths.answeredAssessments(workspace.id, 'no-such-package'), {
      token: world.ada,
    });
    expect(unknownPackage).toMatchObject({ status: 404, body: { detail: ExportsMessages.packageNotFound } });
  });
});

describe('the group report', () => {
  it('gives per question and group the respondents, average, distribution, passes and net score, everyone in the total, small groups hidden', async () => {
    const file = await groupReport({ link, is_all_groups: true });
    expect(file.status).toBe(200);
    expect(file.fileName).toMatch(/^Group_report_Exports Co_Pulse_\d{4}-\d\d-\d\d-current\.xlsx$/);
    const sheets = await sheetsOf(file.bytes);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['About', 'Team health']);
    const about = new Map(sheets[0]!.rows.map((row) => [row[0], row[1]]));
    expect(about.get('File')).toBe('Group report of Pulse (Exports Co)');
    expect(about.get('Cycle')).toMatch(/^\d{4}-\d\d-\d\d to current$/);
    expect(about.get('Group types chosen')).toBe('All group types');
    expect(about.get('Minimum group size')).toBe('5');
    const [header, ...rows] = sheets[1]!.rows;
    expect(header).toEqual([
      'Question',
      'Answer type',
      'Group',
      'Group type',
      'Respondents',
      'Average',
      ...Array.from({ length: 10 }, (_, index) => String(index + 1)),
      'Passes',
      'Net score',
    ]);
    const row = (question: string, group: string) => rows.find((one) => one[0] === question && one[2] === group);
    // All respondents counts all 12 (ADR 0128); B (4) and C (2) are under the minimum, so their rows are hidden as
    // the Culture page hides them. q1: people 0-10 answered n % 5 + 1 (31 / 11 = 2.82), person 11 passed
    const q1 = ['I enjoy my work', '1-5'];
    expect(row('I enjoy my work', 'All respondents')).toEqual([
      ...q1,
      'All respondents',
      null,
      12,
      2.82,
      3,
      2,
      2,
      2,
      2,
      null,
      null,
      null,
      null,
      null,
      1,
      null,
    ]);
    // A answered 1,2,3,4,5,1: average 16/6 = 2.67
    expect(row('I enjoy my work', 'Group A')).toEqual([
      ...q1,
      'Group A',
      'Custom groups',
      6,
      2.67,
      2,
      1,
      1,
      1,
      1,
      null,
      null,
      null,
      null,
      null,
      0,
      null,
    ]);
    for (const group of ['Group B', 'Group C']) {
      expect(row('I enjoy my work', group)?.slice(4, 7)).toEqual(['Fewer than 5 respondents', null, null]);
    }
    // reversed: people 0-5 chose position 1 (scores 5), 6-11 position 4 (scores 2)
    expect(row('I often feel overloaded', 'All respondents')?.slice(1, 11)).toEqual([
      '1-5 reversed (scored)',
      'All respondents',
      null,
      12,
      3.5,
      0,
      6,
      0,
      0,
      6,
    ]);
    // ten-point: people 0-5 chose 10, 6-11 chose 3: average 78 / 12 = 6.5, net score (6 - 6) / 12 = 0; A all 10: 100
    const ten = row('I would recommend working here', 'All respondents')!;
    expect(ten.slice(4, 6)).toEqual([12, 6.5]);
    expect(ten[6 + 9]).toBe(6);
    expect(ten[17]).toBe(0);
    expect(row('I would recommend working here', 'Group A')?.[17]).toBe(100);
    // no text question in the report
    expect(rows.some((one) => one[0] === 'What would you change?')).toBe(false);
  });

  it('lists only the groups of the chosen types', async () => {
    const file = await groupReport({ link, is_all_groups: false, origin_sources: ['hris'] });
    const [about, sheet] = await sheetsOf(file.bytes);
    expect(about!.rows.find((row) => row[0] === 'Group types chosen')?.[1]).toBe('hris');
    expect(new Set(sheet!.rows.slice(1).map((row) => row[2]))).toEqual(new Set(['All respondents']));
  });
});

describe('access to the exports', () => {
  const probes = (): Probe[] => {
    const hidden = WorkspaceMessages.notFound;
    return [
      { method: 'GET', path: ExportsPaths.answeredPackages(workspace.id, 'true'), hidden },
      { method: 'GET', path: ExportsPaths.answeredAssessments(workspace.id, pkg.id), hidden },
      { method: 'GET', path: ExportsPaths.answeredCycles(workspace.id, pkg.id, assessment.id, 'true'), hidden },
      { method: 'GET', path: ExportsPaths.originSources(workspace.id), hidden },
      { method: 'POST', path: ExportsPaths.answeredOriginSources(workspace.id), json: { package_id: pkg.id, link }, hidden },
      { method: 'POST', path: ExportsPaths.rawData(workspace.id, assessment.id, pkg.id), json: { links: [link] }, hidden },
      {
        method: 'POST',
        path: ExportsPaths.rawData(workspace.id, assessment.id, pkg.id),
        json: { links: [link], is_private_data_hidden: false },
        hidden,
      },
      { method: 'POST', path: ExportsPaths.groupReport(workspace.id, pkg.id), json: { link, is_all_groups: true }, hidden },
      { method: 'GET', path: ExportsPaths.unmaskings(workspace.id), hidden },
    ];
  };

  it('hides every route from another team and refuses a colleague not assigned, recording nothing', async () => {
    const before = (await world.api.call('GET', ExportsPaths.unmaskings(workspace.id), { token: world.ada })).body.unmaskings.length;
    await expectHidden(world.api, world.bea, probes());
    await expectNotAssigned(world.api, world.alan, probes());
    // Bea's own workspace does not reach Ada's package either
    const beas = await createWorkspace(world.api, world.bea, 'Bea Co');
    const cross = await world.api.call('GET', ExportsPaths.answeredAssessments(beas.id, pkg.id), { token: world.bea });
    expect(cross).toMatchObject({ status: 404, body: { detail: ExportsMessages.packageNotFound } });
    const crossFile = await download(url(ExportsPaths.rawData(beas.id, assessment.id, pkg.id)), world.bea, {
      links: [link],
      is_private_data_hidden: false,
    });
    expect(crossFile).toMatchObject({ status: 404, detail: ExportsMessages.packageNotFound });
    const after = (await world.api.call('GET', ExportsPaths.unmaskings(workspace.id), { token: world.ada })).body.unmaskings.length;
    expect(after).toBe(before);
    const anonymous = await world.api.call('GET', ExportsPaths.answeredPackages(workspace.id, 'true'));
    expect(anonymous.status).toBe(401);
  });
});
