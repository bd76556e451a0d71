import { cyclesBelowMinimumMessage, ExportsMessages, ExportsPaths } from '@canopy/contracts/analytics/exports';
import type { IdentifyResponse } from '@canopy/contracts/survey/respondent';
import type { Assessment, Package } from '@canopy/contracts/survey/api';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { download, sheetsOf } from '../support/exports.ts';
import { form } from '../support/identity.ts';
import { createAssessedPackage } from '../support/library.ts';
import { addParticipants, listParticipants, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The row-level exports under the release rule (ADR 0126) and the files a consultant can explain (ADR 0127), each
// attack replayed through the HTTP API and the files read back with exceljs. A workspace grouped by department
// (its classification): 12 people, Care (people 0-5) or Admin (6-11), every one a Nurse hired two years ago, in Leeds
// but person 11 in York; minimum group size 5, open-answer minimum 10 (the defaults). The package is confidential.
// Cycle 1: everyone answers Morale (n % 5) + 1, the named text 'change n' and the anonymous 'note n'. Cycle 2 (the
// link made again): people 0-4, their named text naming a colleague with e-mail and phone. Cycle 3: person 5 alone.

const world = withTwoTeams();
let workspace: Workspace;
let assessment: Assessment;
let pkg: Package;
const people: { id: string; email: string }[] = [];
const links: string[] = [];
const DAY = 86_400_000;
const HIRED = new Date(Date.now() - 2 * 365 * DAY).toISOString().slice(0, 10);
const NAMING = 'ask Carer7 Surname7 at carer7@care.example or +44 7700 900123';

const url = (path: string) => `${world.runtime.url}/api/v1${path}`;
const rawData = (json: Record<string, unknown>) =>
  download(url(ExportsPaths.rawData(workspace.id, assessment.id, pkg.id)), world.ada, json);
const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  let value = await read();
  for (let attempt = 0; attempt < 150 && !done(value); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  if (!done(value)) throw new Error(`never reached: ${JSON.stringify(value)}`);
  return value;
};
const cycles = () =>
  world.api.call<{ link: string; respondents: number; is_masked_exportable: boolean }[]>(
    'GET',
    ExportsPaths.answeredCycles(workspace.id, pkg.id, assessment.id, 'true'),
    { token: world.ada },
  );
const made = new Map<string, string>();
/** a cycle made and answered once, whatever a retried test does: its link */
const cycleOnce = async (name: string, fill: (link: string) => Promise<void>) => {
  if (!made.has(name)) {
    const link = await nextCycle();
    await fill(link);
    made.set(name, link);
  }
  return made.get(name)!;
};
/** a new link: the one before is removed, which ends its cycle */
const nextCycle = async () => {
  if (links.length > 0) expect((await world.api.call('PUT', `/packages/${pkg.id}/link`, { token: world.ada })).status).toBe(200);
  const made = await world.api.call<{ package_link: string }>('POST', `/packages/${pkg.id}/link`, {
    token: world.ada,
    json: { is_forever: true },
  });
  expect(made.status).toBe(200);
  links.push(made.body.package_link);
  return made.body.package_link;
};
const answer = async (link: string, n: number, named: string, anonymous: string) => {
  const person = people[n]!;
  const identified = await world.api.call<IdentifyResponse>('POST', '/participants/identify', {
    json: { link, participant_id: person.id, email: person.email },
  });
  expect(identified.status, JSON.stringify(identified.body)).toBe(200);
  const q = (index: number) => assessment.questions[index]!.id;
  const sent = await world.api.call('POST', '/answers', {
    json: {
      token: identified.body.token,
      link,
      participant_id: person.id,
      package_id: pkg.id,
      assessment_id: assessment.id,
      answers: [
        { question_id: q(0), answer_type: 'one_to_five', answer_value: (n % 5) + 1 },
        { question_id: q(1), answer_type: 'text', answer_body: named },
        { question_id: q(2), answer_type: 'text_anonymous', answer_body: anonymous },
      ],
      collaboration: [],
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
};
/** the file's sheets by name */
const sheetsByName = async (json: Record<string, unknown>) => {
  const file = await rawData(json);
  expect(file.status, file.detail ?? '').toBe(200);
  return new Map((await sheetsOf(file.bytes)).map((sheet) => [sheet.name, sheet.rows]));
};
const aboutOf = (sheets: Map<string, unknown[][]>) => new Map(sheets.get('About')!.map((row) => [row[0], row[1]]));
/** a masked file's rows by their named text (unique per person and cycle), each as header -> value */
const rowsByText = async (json: Record<string, unknown>) => {
  const [header, ...rows] = (await sheetsByName({ ...json, include_named_texts: true })).get('Answers')!;
  const text = header!.indexOf('What would you change?');
  return new Map(rows.map((row) => [String(row[text]), Object.fromEntries(header!.map((name, index) => [String(name), row[index]]))]));
};

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Care Co');
  const classified = await world.api.call('PUT', `/workspaces/${workspace.id}`, {
    token: world.ada,
    form: form({ group_classification: 'department' }),
  });
  expect(classified.status, JSON.stringify(classified.body)).toBe(200);
  const rows = Array.from({ length: 12 }, (_, n) =>
    participantRow(workspace.id, n, {
      first_name: `Carer${n}`,
      last_name: `Surname${n}`,
      email: `carer${n}@care.example`,
      hiring_date: HIRED,
      department: n < 6 ? 'Care' : 'Admin',
      job: 'Nurse',
      work_location_city: n === 11 ? 'York' : 'Leeds',
    }),
  );
  for (const person of (await addParticipants(world.api, world.ada, rows)).participants)
    people.push({ id: person.id, email: person.email });
  ({ assessment, pkg } = await createAssessedPackage(
    world.api,
    world.ada,
    workspace.id,
    { category: 'Care', assessment: 'Ward pulse', package: 'Ward survey' },
    [
      { body: 'Morale', answer_type: 'one_to_five' },
      { body: 'What would you change?', answer_type: 'text' },
      { body: 'Anything else, anonymously?', answer_type: 'text_anonymous' },
    ],
  ));
  const first = await nextCycle();
  for (let n = 0; n < 12; n++) await answer(first, n, `change ${n}`, `note ${n}`);
  await eventually(cycles, (found) => found.body[0]?.respondents === 12);
  // analytics_answers has stamped every submission with its groups and tenure once each reads 1-3 years
  await eventually(
    async () => {
      const [header, ...rows] = (await sheetsOf((await rawData({ links: [first] })).bytes))[1]?.rows ?? [[]];
      const range = header!.indexOf('Hiring range');
      return rows.filter((row) => range >= 0 && row[range] === '1-3 years').length;
    },
    (stamped) => stamped === 12,
  );
}, 180_000);

describe('a masked file a consultant can explain', () => {
  it('keeps the department (the classification), the job and the hiring range, and says on About what it generalised', async () => {
    const sheets = await sheetsByName({ links: [links[0]], is_all_origin_sources: true });
    expect([...sheets.keys()]).toEqual(['About', 'Answers', 'Anonymous answers']);
    const [header, ...rows] = sheets.get('Answers')!;
    expect(header).toEqual(['Respondent', 'Cycle', 'Department', 'Job', 'Hiring range', 'Work location city', 'Morale']);
    const count = (column: number) =>
      Object.fromEntries(['Care', 'Admin', 'Nurse', '1-3 years'].map((v) => [v, rows.filter((row) => row[column] === v).length]));
    expect(count(2)).toMatchObject({ Care: 6, Admin: 6 });
    expect(count(3)).toMatchObject({ Nurse: 12 });
    expect(count(4)).toMatchObject({ '1-3 years': 12 });
    const about = aboutOf(sheets);
    expect(about.get('Department')).toMatch(/^Kept as given/);
    // in Admin, York (1) would be an Other of one, and Leeds (5) joins it: Admin's city reads Other; Care's Leeds (6) shows
    const city = Object.fromEntries(
      ['Care', 'Admin'].map((department) => [department, [...new Set(rows.filter((row) => row[2] === department).map((row) => row[5]))]]),
    );
    expect(city).toEqual({ Care: ['Leeds'], Admin: ['Other'] });
    expect(about.get('Work location city')).toMatch(/^Kept, generalised: 2 values held by fewer than 5 respondents/);
    expect(about.get('Minimum group size')).toBe('5');
    expect(JSON.stringify([...sheets.values()])).not.toMatch(/York|Carer|Surname|care\.example/);
  });

  it('lists who answered a confidential package, unmasked, with no answer, and says so on the first sheet', async () => {
    const packages = await world.api.call('GET', ExportsPaths.answeredPackages(workspace.id, 'true'), { token: world.ada });
    expect(packages.body).toEqual([{ id: pkg.id, name: 'Ward survey', is_attributed: false }]);
    const sheets = await sheetsByName({ links: [links[0]], is_private_data_hidden: false, is_all_origin_sources: true });
    expect([...sheets.keys()]).toEqual(['About', 'Respondents', 'Anonymous answers']);
    expect(aboutOf(sheets).get('Answers')).toContain(ExportsMessages.notAttributed);
    const [header, ...rows] = sheets.get('Respondents')!;
    // one column per field: the department's groups stand for the department field; no answer column
    expect(header).toEqual([
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Payroll ID',
      'Hiring date',
      'Submitted at',
      'Cycle',
      'Department',
      'Job',
      'Work location city',
    ]);
    expect(rows.map((row) => row[0]).sort()).toEqual(people.map((_, n) => `Carer${n}`).sort());
    expect(JSON.stringify(rows)).not.toMatch(/change \d/);
  });
});

describe('row-level exports under the release rule', () => {
  it('writes the groups, job and range each respondent had at the answer: a roster change moves no row', async () => {
    const before = await rowsByText({ links: [links[0]], is_all_origin_sources: true });
    const unmaskedBefore = await sheetsByName({ links: [links[0]], is_private_data_hidden: false, is_all_origin_sources: true });
    // person 0 leaves Care for Admin and becomes a Manager after answering
    const moved = await world.api.call('PUT', `/participants/${people[0]!.id}`, {
      token: world.ada,
      json: {
        ...participantRow(workspace.id, 0, { first_name: 'Carer0', last_name: 'Surname0', email: people[0]!.email }),
        hiring_date: HIRED,
        department: 'Admin',
        job: 'Manager',
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await eventually(
      async () =>
        (await listParticipants(world.api, world.ada, { workspace_id: workspace.id, isAll: true })).participants.find(
          (one) => one.id === people[0]!.id,
        ),
      (person) => person?.department === 'Admin' && person.groups.some((group) => group.name === 'Admin'),
    );
    const after = await rowsByText({ links: [links[0]], is_all_origin_sources: true });
    expect(after.size).toBe(12);
    // no row's people columns changed (the pseudonym is drawn again for each file)
    const withoutPseudonym = (rows: Map<string, Record<string, unknown>>) =>
      Object.fromEntries([...rows].map(([text, row]) => [text, { ...row, Respondent: null }]));
    expect(withoutPseudonym(after)).toEqual(withoutPseudonym(before));
    expect(after.get('change 0')).toMatchObject({ Department: 'Care', Job: 'Nurse' });
    const unmaskedAfter = await sheetsByName({ links: [links[0]], is_private_data_hidden: false, is_all_origin_sources: true });
    const carer0 = (sheets: Map<string, unknown[][]>) =>
      sheets
        .get('Respondents')!
        .find((row) => row[0] === 'Carer0')!
        .slice(8);
    expect(carer0(unmaskedAfter)).toEqual(['Care', 'Nurse', 'Leeds']);
    expect(carer0(unmaskedAfter)).toEqual(carer0(unmaskedBefore));
  });

  it('gives every submission a pseudonym of its own: none links two cycles or two files; named texts scrubbed', async () => {
    const second = await cycleOnce('second', async (link) => {
      for (let n = 0; n < 5; n++) await answer(link, n, `${'ABCDE'[n]}: ${NAMING}`, `second note ${n}`);
    });
    await eventually(cycles, (found) => found.body.find((cycle) => cycle.link === second)?.respondents === 5);
    const one = await rowsByText({ links: [links[0], second] });
    expect(one.size).toBe(17);
    // 17 rows, 17 pseudonyms: people 0-4 answered both cycles and no pseudonym says so
    expect(new Set([...one.values()].map((row) => row.Respondent)).size).toBe(17);
    const two = await rowsByText({ links: [links[0], second] });
    const same = [...one].filter(([text, row]) => two.get(text)?.Respondent === row.Respondent);
    expect(same.length).toBeLessThan(17);
    // the colleague's name, e-mail and phone replaced as in the AI's input
    const texts = [...one.keys()].filter((text) => text.includes('ask'));
    expect(texts.sort()).toEqual([...'ABCDE'].map((letter) => `${letter}: ask [name] [name] at [email] or [phone]`));
  });

  it('shows anonymous texts only for cycles each holding the open-answer minimum: no difference of two files is a text', async () => {
    const anonymous = async (chosen: string[]) =>
      (await sheetsByName({ links: chosen }))
        .get('Anonymous answers')!
        .slice(1)
        .map((row) => String(row[1]));
    expect((await anonymous(links.slice(0, 1))).sort()).toEqual(people.map((_, n) => `note ${n}`).sort());
    // cycle 2 has 5 texts, fewer than 10: {1, 2} shows none, so {1, 2} minus {1} is nothing
    const second = made.get('second')!;
    expect(await anonymous([links[0]!, second])).toEqual(['Fewer than 10 answers in a chosen cycle: not shown']);
    expect(await anonymous([second])).toEqual(['Fewer than 10 answers in a chosen cycle: not shown']);
  });

  it('refuses masked a cycle answered by fewer than the minimum, says so on the lookup, and names who answered it unmasked', async () => {
    const third = await cycleOnce('third', (link) => answer(link, 5, 'alone', 'only note'));
    const found = await eventually(cycles, (answered) => answered.body.some((cycle) => cycle.link === third));
    expect(found.body.find((cycle) => cycle.link === third)).toMatchObject({ respondents: 1, is_masked_exportable: false });
    expect(found.body.find((cycle) => cycle.link === links[0])).toMatchObject({ respondents: 12, is_masked_exportable: true });
    for (const chosen of [[third], [links[0], third]]) {
      const refused = await rawData({ links: chosen });
      expect(refused.status).toBe(422);
      expect(refused.detail).toMatch(/^A masked file holds only cycles answered by at least 5 respondents/);
    }
    const refused = await rawData({ links: [third] });
    const label = (await sheetsByName({ links: [third], is_private_data_hidden: false })).get('Respondents')![1]![7];
    expect(refused.detail).toBe(cyclesBelowMinimumMessage([String(label)], 5));
    // unmasked, the file names who answered (as the participation does), with no answer and no anonymous text
    const unmasked = await sheetsByName({ links: [links[0]!, third], is_private_data_hidden: false });
    expect(unmasked.get('Respondents')!.length).toBe(1 + 13);
    expect(unmasked.get('Anonymous answers')!.slice(1)).toEqual([
      ['Anything else, anonymously?', 'Fewer than 10 answers in a chosen cycle: not shown'],
    ]);
  });

  it('scrubs the anonymous texts of a masked file as the AI input is scrubbed', async () => {
    const set = await world.api.call('PUT', `/analytics/workspaces/${workspace.id}/settings`, {
      token: world.ada,
      json: { minimum_group_size: 5, minimum_group_size_open_answers: 5 },
    });
    expect(set.status).toBe(200);
    // a cycle of five texts now shows them; a text naming a colleague is written without the name
    const fourth = await cycleOnce('fourth', async (link) => {
      for (let n = 0; n < 5; n++) await answer(link, n + 6, `fourth ${n}`, `thanks to Carer${n} Surname${n}, carer${n}@care.example`);
    });
    await eventually(cycles, (answered) => answered.body.find((cycle) => cycle.link === fourth)?.respondents === 5);
    const texts = (await sheetsByName({ links: [fourth] }))
      .get('Anonymous answers')!
      .slice(1)
      .map((row) => row[1]);
    expect(texts).toHaveLength(5);
    expect(new Set(texts)).toEqual(new Set(['thanks to [name] [name], [email]']));
  });
});
