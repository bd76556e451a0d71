import { readFileSync } from 'node:fs';
import type {
  CsvUploadConfigurationInput,
  CsvUploadResponse,
  Group,
  Participant,
  ParticipantListPage,
} from '@canopy/contracts/participants/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { form, provisionTestTeam, TINY_PNG } from '../support/identity.ts';
import { createWorkspace } from '../support/workspaces.ts';
import { withRuntime } from '../support/withRuntime.ts';

// The CSV import of participants through the running product: file rules, mapping rules, every fixture
// layout (delimiters, quotes, BOM and CRLF, comments, dates, phones, groups), duplicates in the file and
// against the workspace, formulas kept as text, and an import that fails leaving nothing behind.

let ada: string;

const world = withRuntime();

beforeAll(async () => {
  await provisionTestTeam(world.runtime, 'Team A', [{ email: 'ada@example.com', password: 'ada-secret', firstName: 'Ada' }]);
  ada = await world.api.tokenFor('ada@example.com', 'ada-secret');
});

const fixture = (name: string) => ({ name, bytes: readFileSync(new URL(`../fixtures/csv/${name}`, import.meta.url)), type: 'text/csv' });

const NAMES_EMAIL: CsvUploadConfigurationInput = { first_name_col_idx: 0, last_name_col_idx: 1, email_col_idx: 2 };

const upload = (
  workspaceId: string,
  file: { name: string; bytes: Buffer | string; type?: string } | undefined,
  configuration: CsvUploadConfigurationInput | string = NAMES_EMAIL,
) =>
  world.api.call<CsvUploadResponse & { detail?: string }>('POST', `/participants/workspace/${workspaceId}/by-csv`, {
    token: ada,
    form: form({ configuration: typeof configuration === 'string' ? configuration : JSON.stringify(configuration) }, file),
  });

type CsvFile = { name: string; bytes: Buffer | string; type?: string };
const imported = async (workspaceId: string, file: CsvFile, configuration: CsvUploadConfigurationInput = NAMES_EMAIL) => {
  const answer = await upload(workspaceId, file, configuration);
  if (answer.status !== 200) throw new Error(`import of ${file.name} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

const participantsOf = async (workspaceId: string): Promise<Participant[]> => {
  const answer = await world.api.call<ParticipantListPage>('POST', '/participants/by-workspace', {
    token: ada,
    json: { workspace_id: workspaceId, isAll: true, sortBy: 'ASC', sortType: 'name' },
  });
  expect(answer.status).toBe(200);
  return answer.body.participants;
};
const byEmail = (participants: Participant[]) => Object.fromEntries(participants.map((participant) => [participant.email, participant]));
const groupsOf = async (workspaceId: string) =>
  (await world.api.call<Group[]>('GET', `/groups/by-workspace/${workspaceId}`, { token: ada })).body;

let counter = 0;
const freshWorkspace = async () => (await createWorkspace(world.api, ada, `CSV ${++counter}`)).id;

describe('the file', () => {
  it("refuses a request without a file: 'File is undefined'", async () => {
    const workspace = await freshWorkspace();
    expect(await upload(workspace, undefined)).toMatchObject({ status: 400, body: { detail: 'File is undefined' } });
  });

  it("refuses anything but .csv, and binary content named .csv: 'Incorrect file format'", async () => {
    const workspace = await freshWorkspace();
    expect(await upload(workspace, fixture('not-a-csv.txt'))).toMatchObject({ status: 400, body: { detail: 'Incorrect file format' } });
    expect(await upload(workspace, { name: 'staff.xlsx', bytes: 'First name,Last name,Email\n' })).toMatchObject({
      status: 400,
      body: { detail: 'Incorrect file format' },
    });
    expect(await upload(workspace, { name: 'photo.csv', bytes: TINY_PNG })).toMatchObject({
      status: 400,
      body: { detail: 'Incorrect file format' },
    });
  });

  it("refuses an empty file and a file without any row: 'File is empty' with the try-later text", async () => {
    const workspace = await freshWorkspace();
    for (const name of ['empty.csv', 'header-only.csv']) {
      expect(await upload(workspace, fixture(name)), name).toMatchObject({
        status: 400,
        body: { detail: 'File is empty, try again later or contact with administrator' },
      });
    }
  });

  it("takes a file of 5,000,000 bytes and refuses one byte more: 'File must be less than 5 Mb.'", async () => {
    const workspace = await freshWorkspace();
    const head = 'First name,Last name,Email\nAda,Lovelace,ada@example.com\n#';
    const exactly = Buffer.concat([Buffer.from(head), Buffer.alloc(5_000_000 - head.length - 1, 'x'), Buffer.from('\n')]);
    expect(exactly.length).toBe(5_000_000);
    const accepted = await upload(workspace, { name: 'big.csv', bytes: exactly }, { ...NAMES_EMAIL, comment_char: '#' });
    expect(accepted).toMatchObject({ status: 200, body: { participants: { created: 1 } } });
    for (const extra of [1, 3_000_000]) {
      const tooBig = Buffer.concat([exactly, Buffer.alloc(extra, 'x')]);
      expect(
        await upload(workspace, { name: 'big.csv', bytes: tooBig }, { ...NAMES_EMAIL, comment_char: '#' }),
        String(extra),
      ).toMatchObject({ status: 400, body: { detail: 'File must be less than 5 Mb.' } });
    }
    expect(await participantsOf(workspace)).toHaveLength(1);
  });

  it('refuses a configuration that is not JSON or not a configuration, naming the field', async () => {
    const workspace = await freshWorkspace();
    expect(await upload(workspace, fixture('semicolons.csv'), '{not json')).toMatchObject({
      status: 400,
      body: { detail: 'body/configuration: Invalid JSON' },
    });
    const answer = await upload(workspace, fixture('semicolons.csv'), { ...NAMES_EMAIL, email_col_idx: 78 });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/^body\/configuration\/email_col_idx: /);
    expect(
      (await upload(workspace, fixture('semicolons.csv'), { ...NAMES_EMAIL, hiring_date_format: 'yyyy.mm.dd' as never })).body.detail,
    ).toMatch(/^body\/configuration\/hiring_date_format: /);
  });

  it('refuses a form that is not multipart, and a configuration naming another workspace', async () => {
    const workspace = await freshWorkspace();
    expect((await world.api.call('POST', `/participants/workspace/${workspace}/by-csv`, { token: ada, json: NAMES_EMAIL })).status).toBe(
      415,
    );
    expect(await upload(workspace, fixture('semicolons.csv'), { ...NAMES_EMAIL, workspace_id: 'another' })).toMatchObject({
      status: 400,
      body: { detail: 'Workspaces does not exist' },
    });
  });

  it('refuses a file csv-parse cannot read, with the line', async () => {
    const workspace = await freshWorkspace();
    const answer = await upload(workspace, fixture('unclosed-quote.csv'));
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/^The file could not be read as CSV: line 3: /);
    expect(await participantsOf(workspace)).toEqual([]);
  });
});

describe('the mapping', () => {
  it.each([
    [{ email_col_idx: 2 }, 'First name column is required; Last name column is required; '],
    [{ first_name_col_idx: 0, email_col_idx: 2 }, 'Last name column is required; '],
    [{ ...NAMES_EMAIL, phone_col_idx: 3 }, 'Phone Type column is required; '],
    [{ ...NAMES_EMAIL, phone_col_idx: 3, phone_format: 2 }, 'Country Code column is required; '],
    [{ first_name_col_idx: 0, last_name_col_idx: 1 }, 'One of this fields (Email, Phone Number, ID) are required'],
    [{}, 'First name column is required; Last name column is required; One of this fields (Email, Phone Number, ID) are required'],
  ] satisfies Array<[CsvUploadConfigurationInput, string]>)('%j -> %s, and nothing is imported', async (configuration, detail) => {
    const workspace = await freshWorkspace();
    expect(await upload(workspace, fixture('semicolons.csv'), configuration)).toMatchObject({ status: 400, body: { detail } });
    expect(await participantsOf(workspace)).toEqual([]);
  });
});

describe('file layouts', () => {
  it('detects semicolons and keeps quoted semicolons and doubled quotes', async () => {
    const workspace = await freshWorkspace();
    const answer = await imported(workspace, fixture('semicolons.csv'), { ...NAMES_EMAIL, department_col_idx: 3 });
    expect(answer.participants).toEqual({ created: 3, updated: 0, unchanged: 0 });
    expect(answer.missed_participants).toEqual([]);
    expect(answer.logs[0]).toBe('semicolons.csv: 3 rows read (semicolon-separated, first row is the header)');
    const people = byEmail(await participantsOf(workspace));
    expect(people['ada@example.com']!.department).toBe('Research; Engines');
    expect(people['grace@example.com']!.department).toBe('Navy; "Compilers"');
  });

  it('keeps line breaks and delimiters inside quoted values', async () => {
    const workspace = await freshWorkspace();
    const answer = await imported(workspace, fixture('quoted-line-breaks.csv'), { ...NAMES_EMAIL, job_col_idx: 3 });
    expect(answer.participants.created).toBe(3);
    const people = byEmail(await participantsOf(workspace));
    expect(people['ada@example.com']!.job).toBe('Analyst,\nEngines and notes');
    expect(people['alan@example.com']!.first_name).toBe('Alan\nMathison');
  });

  it('reads a BOM and CRLF line ends, and Windows-1252 text', async () => {
    const workspace = await freshWorkspace();
    expect((await imported(workspace, fixture('bom-crlf.csv'))).participants.created).toBe(2);
    expect((await imported(workspace, fixture('windows-1252.csv'))).participants).toEqual({ created: 0, updated: 0, unchanged: 1 });
    const people = byEmail(await participantsOf(workspace));
    expect(people['zoe@example.com']).toMatchObject({ first_name: 'Zoë', last_name: 'Müller' });
    expect(people['jose@example.com']).toMatchObject({ first_name: 'José', last_name: 'Núñez' });
  });

  it('detects tabs and pipes', async () => {
    for (const name of ['tab-delimited.csv', 'pipe-delimited.csv']) {
      const workspace = await freshWorkspace();
      const answer = await imported(workspace, fixture(name), { ...NAMES_EMAIL, work_location_city_col_idx: 3 });
      expect(answer.participants.created, name).toBe(2);
      expect(byEmail(await participantsOf(workspace))['alan@example.com']!.work_location_city, name).toBe('Wilmslow');
    }
  });

  it('imports a file without a header row, its first line included', async () => {
    const workspace = await freshWorkspace();
    const answer = await imported(workspace, fixture('no-header.csv'), {
      ...NAMES_EMAIL,
      payroll_id_col_idx: 3,
      first_row_is_header: false,
    });
    expect(answer.participants.created).toBe(2);
    expect(answer.logs[0]).toContain('no header row');
    expect(byEmail(await participantsOf(workspace))['ada@example.com']!.payroll_id).toBe('P-001');
  });

  it('skips comment lines and keeps the comment character inside values', async () => {
    const workspace = await freshWorkspace();
    const answer = await imported(workspace, fixture('comment-lines.csv'), {
      ...NAMES_EMAIL,
      comment_char: '#',
      work_location_name_col_idx: 3,
    });
    expect(answer.participants.created).toBe(2);
    expect(byEmail(await participantsOf(workspace))['ada@example.com']!.work_location_name).toBe('Flat #4');
  });

  it('splits a full-name column: the last word is the last name, or Last, First', async () => {
    const workspace = await freshWorkspace();
    const answer = await imported(workspace, fixture('full-name.csv'), { full_name_col_idx: 0, email_col_idx: 1 });
    expect(answer.participants.created).toBe(2);
    expect(answer.missed_participants).toMatchObject([
      { row: 4, first_name: 'Cher', last_name: '', email: 'cher@example.com', reason: 'Last name is required' },
    ]);
    const people = byEmail(await participantsOf(workspace));
    expect(people['mary@example.com']).toMatchObject({ first_name: 'Mary Ann', last_name: 'Smith' });
    expect(people['ada@example.com']).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
  });

  it('reads columns past Z', async () => {
    const workspace = await freshWorkspace();
    const answer = await imported(workspace, fixture('past-column-z.csv'), {
      first_name_col_idx: 26,
      last_name_col_idx: 27,
      email_col_idx: 29,
    });
    expect(answer.participants.created).toBe(2);
    expect(byEmail(await participantsOf(workspace))['alan@example.com']).toMatchObject({ first_name: 'Alan', last_name: 'Turing' });
  });
});

describe('dates', () => {
  it('reads dd.mm.yyyy, and reports dates that do not exist or lie in the future', async () => {
    const workspace = await freshWorkspace();
    const answer = await imported(workspace, fixture('dates-dd.mm.yyyy.csv'), {
      ...NAMES_EMAIL,
      hiring_date_col_idx: 3,
      birth_date_col_idx: 4,
      hiring_date_format: 'dd.mm.yyyy',
      birth_date_format: 'dd.mm.yyyy',
    });
    expect(answer.participants.created).toBe(1);
    expect(answer.missed_participants.map(({ row, reason }) => ({ row, reason }))).toEqual([
      { row: 3, reason: 'Start date: The date is invalid (expected dd.mm.yyyy)' },
      { row: 4, reason: 'Start date: The date cannot be in the future' },
    ]);
    expect(byEmail(await participantsOf(workspace))['ada@example.com']).toMatchObject({
      hiring_date: '2021-03-05T00:00:00.000Z',
      birth_date: '1985-12-10T00:00:00.000Z',
    });
  });

  it('reads dd-Mon-yyyy', async () => {
    const workspace = await freshWorkspace();
    const answer = await imported(workspace, fixture('dates-dd-Mon-yyyy.csv'), {
      ...NAMES_EMAIL,
      hiring_date_col_idx: 3,
      hiring_date_format: 'dd-Mon-yyyy',
    });
    expect(answer.missed_participants.map(({ row, reason }) => ({ row, reason }))).toEqual([
      { row: 4, reason: 'Start date: The date is invalid (expected dd-Mon-yyyy)' },
    ]);
    const people = byEmail(await participantsOf(workspace));
    expect(people['ada@example.com']!.hiring_date).toBe('2021-03-05T00:00:00.000Z');
    expect(people['alan@example.com']!.hiring_date).toBe('2019-06-05T00:00:00.000Z');
  });
});

describe('phones', () => {
  const NAMES_PHONE = { first_name_col_idx: 0, last_name_col_idx: 1 };
  const phones = async (workspaceId: string) =>
    Object.fromEntries(
      (await participantsOf(workspaceId)).map((participant) => [participant.first_name, `${participant.phone_code} ${participant.phone}`]),
    );

  it('format 1: the full number with its country code', async () => {
    const workspace = await freshWorkspace();
    const answer = await imported(workspace, fixture('phones-full-number.csv'), { ...NAMES_PHONE, phone_col_idx: 2, phone_format: 1 });
    expect(answer.missed_participants).toMatchObject([{ row: 5, first_name: 'Linus', phone: '12345', reason: 'Phone number is invalid' }]);
    expect(await phones(workspace)).toEqual({ Ada: '+44 7911123456', Alan: '+44 7911654321', Grace: '+1 2025550143' });
  });

  it('format 2: the country code in its own column (a blank one takes the chosen code)', async () => {
    const workspace = await freshWorkspace();
    await imported(workspace, fixture('phones-country-code-column.csv'), {
      ...NAMES_PHONE,
      phone_code_col_idx: 2,
      phone_col_idx: 3,
      phone_format: 2,
      phone_code: '+1',
    });
    expect(await phones(workspace)).toEqual({ Ada: '+44 7911123456', Alan: '+49 301234567', Grace: '+1 2025550143' });
  });

  it('format 3: no country code, the chosen one applies', async () => {
    const workspace = await freshWorkspace();
    await imported(workspace, fixture('phones-no-country-code.csv'), {
      ...NAMES_PHONE,
      phone_col_idx: 2,
      phone_format: 3,
      phone_code: '+44',
    });
    expect(await phones(workspace)).toEqual({ Ada: '+44 7911123456', Alan: '+44 7911654321' });
  });
});

describe('groups', () => {
  it('creates groups from single and multiple values and from a header, and joins an existing group', async () => {
    const workspace = await freshWorkspace();
    const pilot = await world.api.call<Group>('POST', '/groups', { token: ada, json: { name: 'Pilot', workspace_id: workspace } });
    expect(pilot.status).toBeLessThan(300);
    const research = await world.api.call<Group>('POST', '/groups', { token: ada, json: { name: 'research', workspace_id: workspace } });
    const answer = await imported(workspace, fixture('groups-multi-value.csv'), {
      ...NAMES_EMAIL,
      groups: [
        { column_idx: 3, single: false, multiple: true, input_value_delimiter_char: ';' },
        { column_idx: 4, name_from: 1 },
        { group_id: pilot.body.id, input_value: 'Pilot' },
      ],
    });
    expect(answer.participants.created).toBe(3);
    expect(answer.logs).toContain('3 groups created: Engines, Manager, Codebreaking');
    const created = answer.groups.filter((group) => ['Engines', 'Manager', 'Codebreaking'].includes(group.name));
    expect(created).toHaveLength(3);
    expect(answer.groups.map((group) => group.id)).toEqual(expect.arrayContaining([pilot.body.id, research.body.id]));

    const members = Object.fromEntries(
      (await groupsOf(workspace)).map((group) => [group.name, group.participants.map((participant) => participant.first_name).sort()]),
    );
    expect(members).toMatchObject({
      research: ['Ada', 'Alan'],
      Engines: ['Ada'],
      Codebreaking: ['Alan'],
      Manager: ['Ada', 'Grace'],
      Pilot: ['Ada', 'Alan', 'Grace'],
    });
  });

  it('fails as a whole, importing nothing, when a mapped group was deleted', async () => {
    const workspace = await freshWorkspace();
    const answer = await upload(workspace, fixture('groups-multi-value.csv'), {
      ...NAMES_EMAIL,
      groups: [{ column_idx: 3, multiple: true, single: false, input_value_delimiter_char: ';' }, { group_id: 'deleted-group' }],
    });
    expect(answer).toMatchObject({ status: 404, body: { detail: 'The Group has been deleted from the workspace.' } });
    expect(await participantsOf(workspace)).toEqual([]);
    expect(await groupsOf(workspace)).toEqual(expect.not.arrayContaining([expect.objectContaining({ name: 'Research' })]));
  });
});

describe('rows', () => {
  it('imports the valid rows and reports the others with their line and reason', async () => {
    const workspace = await freshWorkspace();
    const answer = await imported(workspace, fixture('invalid-rows.csv'), {
      ...NAMES_EMAIL,
      phone_col_idx: 3,
      phone_format: 1,
      payroll_id_col_idx: 4,
    });
    expect(answer.participants).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(answer.missed_participants).toEqual([
      {
        row: 3,
        first_name: '',
        last_name: 'Turing',
        email: 'alan@example.com',
        phone: '',
        payroll_id: '',
        reason: 'First name is required',
        participant_id: null,
      },
      {
        row: 4,
        first_name: 'Grace',
        last_name: '',
        email: 'grace@example.com',
        phone: '',
        payroll_id: '',
        reason: 'Last name is required',
        participant_id: null,
      },
      {
        row: 5,
        first_name: 'Linus',
        last_name: 'Torvalds',
        email: 'not-an-email',
        phone: '',
        payroll_id: '',
        reason: 'Email is invalid',
        participant_id: null,
      },
      {
        row: 6,
        first_name: 'Tim',
        last_name: 'Berners-Lee',
        email: '',
        phone: '',
        payroll_id: '',
        reason: 'You need to fill one or all of the user credentials: email, phone, ID.',
        participant_id: null,
      },
    ]);
    expect(answer.logs).toEqual(
      expect.arrayContaining(['1 participant created', '4 rows not imported', 'Column mapping saved as the matching template']),
    );
    expect((await participantsOf(workspace)).map((participant) => participant.email)).toEqual(['ada@example.com']);
  });

  it('names the field and its limit for a cell too long, without echoing the cell', async () => {
    const workspace = await freshWorkspace();
    const pasted = `Chapter ${'all work and no play '.repeat(400)}`;
    const bytes = `First,Last,Email,Job\nAda,Lovelace,ada@example.com,${pasted}\n${'x'.repeat(300)},Turing,alan@example.com,\n`;
    const file = { name: 'long.csv', type: 'text/csv', bytes };
    const answer = await imported(workspace, file, { ...NAMES_EMAIL, job_col_idx: 3 });
    expect(answer.missed_participants.map(({ row, reason }) => ({ row, reason }))).toEqual([
      { row: 2, reason: 'Job: longer than 200 characters' },
      { row: 3, reason: 'First name: longer than 200 characters' },
    ]);
    for (const missed of answer.missed_participants) expect(missed.reason).not.toContain('all work and no play all work');
  });

  it('reports duplicates inside the file, and updates participants already in the workspace instead of adding them again', async () => {
    const workspace = await freshWorkspace();
    const configuration = { ...NAMES_EMAIL, phone_col_idx: 3, phone_format: 1 as const, payroll_id_col_idx: 4 };
    const first = await imported(workspace, fixture('duplicates.csv'), configuration);
    expect(first.participants.created).toBe(3);
    expect(first.missed_participants.map(({ row, reason }) => ({ row, reason }))).toEqual([
      { row: 3, reason: 'Duplicate of row 2 in this file: same Email' },
      { row: 5, reason: 'Duplicate of row 4 in this file: same Phone' },
      { row: 7, reason: 'Duplicate of row 6 in this file: same Payroll ID' },
    ]);

    const second = await imported(workspace, fixture('duplicates-second-import.csv'), { ...configuration, job_col_idx: 5 });
    expect(second.participants).toEqual({ created: 1, updated: 2, unchanged: 0 });
    const people = await participantsOf(workspace);
    expect(people).toHaveLength(4);
    const ada_ = people.find((participant) => participant.email === 'ada@example.com')!;
    // matched by e-mail: what the row brings replaces, what it leaves empty stays
    expect(ada_).toMatchObject({ first_name: 'Ada', last_name: 'King', job: 'Countess', payroll_id: 'P-1' });
    // matched by phone
    expect(people.find((participant) => participant.phone === '7911123456')).toMatchObject({
      first_name: 'Alan',
      job: 'Professor',
      payroll_id: 'P-2',
    });
  });

  it('stores formulas as the text they are: the list answers them verbatim', async () => {
    const workspace = await freshWorkspace();
    await imported(workspace, fixture('formula.csv'));
    const people = byEmail(await participantsOf(workspace));
    expect(people['eve@example.com']).toMatchObject({ first_name: '=HYPERLINK("http://evil.example","click")', last_name: '@SUM(A1)' });
    expect(people['mallory@example.com']).toMatchObject({ first_name: '+cmd', last_name: '-2+3' });
  });

  it('answers every missed row when none can be imported, importing nothing', async () => {
    const workspace = await freshWorkspace();
    const answer = await imported(workspace, fixture('phones-no-country-code.csv'), {
      first_name_col_idx: 0,
      last_name_col_idx: 1,
      phone_col_idx: 2,
      phone_format: 3,
      phone_code: '+999',
    });
    expect(answer.participants).toEqual({ created: 0, updated: 0, unchanged: 0 });
    expect(answer.missed_participants.map((missed) => missed.reason)).toEqual(['Phone number is invalid', 'Phone number is invalid']);
    expect(await participantsOf(workspace)).toEqual([]);
  });
});
