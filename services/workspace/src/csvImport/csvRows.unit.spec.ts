import { CsvUploadConfiguration, UNSET_DATE, type CsvUploadConfigurationInput } from '@canopy/contracts/participants/api';
import { describe, expect, it } from 'vitest';
import { toImportRows } from './csvRows.ts';
import { readCsv } from '@canopy/contracts/participants/readCsv';

const importOf = (text: string, configuration: CsvUploadConfigurationInput) => {
  const config = CsvUploadConfiguration.parse(configuration);
  return toImportRows(
    readCsv(text, { delimiter: config.delimiter_char, comment: config.comment_char, firstRowIsHeader: config.first_row_is_header }),
    config,
  );
};

const NAMES = { first_name_col_idx: 0, last_name_col_idx: 1, email_col_idx: 2 };

describe('toImportRows', () => {
  it('misses a row with a NUL byte in any cell, naming its column, and imports the others', async () => {
    const text = [
      'First,Last,Email,Team,Notes',
      'Ada,Lovelace,ada@example.com,Research,fine',
      'Al\u0000an,Turing,alan@example.com,Research,fine',
      'Grace,Hopper,grace@example.com,Nav\u0000y,fine',
      'Bea,Stone,bea@example.com,Research,bad\u0000note',
      'Kat,Johnson,kat@example.com,Research,fine',
    ].join('\n');
    const { rows, missed } = await importOf(text, { ...NAMES, first_row_is_header: true, groups: [{ column_idx: 3 }] });
    expect(rows.map((row) => row.fields.first_name)).toEqual(['Ada', 'Kat']);
    expect(missed.map((row) => [row.row, row.first_name, row.reason])).toEqual([
      [3, 'Al\uFFFDan', 'first_name: Text contains a character that cannot be stored (a NUL byte or a broken character)'],
      [4, 'Grace', 'group Team: Text contains a character that cannot be stored (a NUL byte or a broken character)'],
      [5, 'Bea', 'Notes: Text contains a character that cannot be stored (a NUL byte or a broken character)'],
    ]);
  });

  it('misses a row whose group would be named after a header holding a NUL byte', async () => {
    const text = ['First,Last,Email,Te\u0000am', 'Ada,Lovelace,ada@example.com,x'].join('\n');
    const { rows, missed } = await importOf(text, { ...NAMES, first_row_is_header: true, groups: [{ column_idx: 3, name_from: 1 }] });
    expect(rows).toEqual([]);
    expect(missed.map((row) => row.reason)).toEqual([
      'group: Text contains a character that cannot be stored (a NUL byte or a broken character)',
    ]);
  });

  it('maps every column the configuration names, trimmed, the e-mail lowercased', async () => {
    const text = [
      'First,Last,Email,Payroll,Start,Birth,Ethnicity,Gender,Site,City,State,Country,Pay group,Job,Dept,Segment,Division',
      ' Ada ,Lovelace,ADA@Example.com,P-1,05/03/2021,10/12/1985,e,F,HQ,London,LDN,UK,Monthly,Analyst,Research,Engines,Science',
    ].join('\n');
    const { rows, missed } = await importOf(text, {
      ...NAMES,
      payroll_id_col_idx: 3,
      hiring_date_col_idx: 4,
      birth_date_col_idx: 5,
      hiring_date_format: 'dd/mm/yyyy',
      birth_date_format: 'dd/mm/yyyy',
      ethnicity_col_idx: 6,
      gender_col_idx: 7,
      work_location_name_col_idx: 8,
      work_location_city_col_idx: 9,
      work_location_state_col_idx: 10,
      work_location_country_col_idx: 11,
      pay_group_col_idx: 12,
      job_col_idx: 13,
      department_col_idx: 14,
      segment_col_idx: 15,
      home_base_col_idx: 16,
    });
    expect(missed).toEqual([]);
    expect(rows).toEqual([
      {
        row: 2,
        groups: [],
        fields: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.com',
          phone_code: '',
          phone: '',
          payroll_id: 'P-1',
          hiring_date: '2021-03-05T00:00:00.000Z',
          birth_date: '1985-12-10T00:00:00.000Z',
          ethnicity: 'e',
          gender: 'F',
          work_location_name: 'HQ',
          work_location_city: 'London',
          work_location_state: 'LDN',
          work_location_country: 'UK',
          pay_group: 'Monthly',
          job: 'Analyst',
          department: 'Research',
          segment: 'Engines',
          home_base: 'Science',
        },
      },
    ]);
  });

  it('splits a full-name column, while mapped first and last name columns win', async () => {
    const { rows } = await importOf('Name,Email,Preferred\nMary Ann Smith,mary@example.com,\n"Lovelace, Ada",ada@example.com,Augusta\n', {
      full_name_col_idx: 0,
      email_col_idx: 1,
      first_name_col_idx: 2,
    });
    expect(rows.map((row) => [row.fields.first_name, row.fields.last_name])).toEqual([
      ['Mary Ann', 'Smith'],
      ['Augusta', 'Lovelace'],
    ]);
  });

  it('stores a formula as the text it is', async () => {
    const { rows } = await importOf('First,Last,Email\n"=HYPERLINK(""http://evil.example"",""x"")",@SUM(A1),eve@example.com\n', NAMES);
    expect(rows[0]!.fields).toMatchObject({ first_name: '=HYPERLINK("http://evil.example","x")', last_name: '@SUM(A1)' });
  });

  it('reports a row that breaks a participant rule with its line and every reason, and imports the others', async () => {
    const text = [
      'First,Last,Email,Phone,Start',
      'Ada,Lovelace,ada@example.com,,01/02/2020',
      ',Turing,alan@example.com,,',
      'Grace,Hopper,not-an-email,,',
      'Linus,Torvalds,,,',
      'Tim,Berners-Lee,tim@example.com,12,',
      'Barbara,Liskov,barbara@example.com,,02/30/2020',
      'Future,Person,future@example.com,,01/01/2999',
    ].join('\n');
    const { rows, missed } = await importOf(text, {
      ...NAMES,
      phone_col_idx: 3,
      phone_format: 3,
      phone_code: '+44',
      hiring_date_col_idx: 4,
    });
    expect(rows.map((row) => row.row)).toEqual([2]);
    expect(missed.map(({ row, reason }) => ({ row, reason }))).toEqual([
      { row: 3, reason: 'First name is required' },
      { row: 4, reason: 'Email is invalid' },
      { row: 5, reason: 'You need to fill one or all of the user credentials: email, phone, ID.' },
      { row: 6, reason: 'Phone number is invalid' },
      { row: 7, reason: 'Start date: The date is invalid (expected mm/dd/yyyy)' },
      { row: 8, reason: 'Start date: The date cannot be in the future' },
    ]);
    expect(missed[3]).toEqual({
      row: 6,
      first_name: 'Tim',
      last_name: 'Berners-Lee',
      email: 'tim@example.com',
      phone: '12',
      payroll_id: '',
      reason: 'Phone number is invalid',
      participant_id: null,
    });
  });

  it('reports a row sharing an e-mail, a phone or a payroll id with an earlier row', async () => {
    const text = [
      'First,Last,Email,Phone,Payroll',
      'Ada,Lovelace,ada@example.com,07911 123456,P1',
      'Ada,Again,ADA@example.com,,',
      'Alan,Turing,,+44 7911 123456,',
      'Grace,Hopper,,,P1',
      'Grace,Other,grace@example.com,,P1',
      'Linus,Torvalds,,,P2',
      'Linus,Other,linus@example.com,+44 20 7946 0000,',
      'Linus,Third,LINUS@example.com,,P1',
    ].join('\n');
    const { rows, missed } = await importOf(text, {
      ...NAMES,
      phone_col_idx: 3,
      phone_format: 3,
      phone_code: '+44',
      payroll_id_col_idx: 4,
    });
    expect(missed.map(({ row, reason }) => ({ row, reason }))).toEqual([
      { row: 3, reason: 'Duplicate of row 2 in this file: same Email' },
      { row: 4, reason: 'Duplicate of row 2 in this file: same Phone' },
      { row: 5, reason: 'Duplicate of row 2 in this file: same Payroll ID' },
      { row: 6, reason: 'Duplicate of row 2 in this file: same Payroll ID' },
      // the e-mail of row 8 and the payroll id of row 2: the earliest row is named
      { row: 9, reason: 'Duplicate of row 2 in this file: same Payroll ID' },
    ]);
    expect(rows.map((row) => row.row)).toEqual([2, 7, 8]);
  });

  it('joins groups by value, several per cell, by header, or an existing group', async () => {
    const text = [
      'First,Last,Email,Team,Sites,Manager,Pilot',
      'Ada,Lovelace,ada@example.com,Research,London; Leeds ;London,yes,x',
      'Alan,Turing,alan@example.com,,York,,',
    ].join('\n');
    const { rows } = await importOf(text, {
      ...NAMES,
      groups: [
        { column_idx: 3 },
        { column_idx: 4, single: false, multiple: true, input_value_delimiter_char: ';' },
        { column_idx: 5, name_from: 1 },
        { column_idx: 6, group_id: 'g-pilot', input_value: 'Pilot' },
        { group_id: 'g-all' },
      ],
    });
    expect(rows.map((row) => row.groups)).toEqual([
      [{ name: 'Research' }, { name: 'London' }, { name: 'Leeds' }, { name: 'Manager' }, { group_id: 'g-pilot' }, { group_id: 'g-all' }],
      [{ name: 'York' }, { group_id: 'g-all' }],
    ]);
  });

  it('names a header-named group by input_value when one is given', async () => {
    const { rows } = await importOf('Ada,Lovelace,ada@example.com,x\n', {
      ...NAMES,
      first_row_is_header: false,
      groups: [{ column_idx: 3, name_from: 1, input_value: 'Volunteers' }],
    });
    expect(rows[0]!.groups).toEqual([{ name: 'Volunteers' }]);
  });

  it('reads columns past Z and unset dates', async () => {
    const cells = Array.from({ length: 30 }, (_, index) => `c${index}`);
    cells[26] = 'Ada';
    cells[27] = 'Lovelace';
    cells[29] = 'ada@example.com';
    const { rows } = await importOf(`${cells.join(',')}\n`, {
      first_row_is_header: false,
      first_name_col_idx: 26,
      last_name_col_idx: 27,
      email_col_idx: 29,
    });
    expect(rows[0]!.fields).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      hiring_date: UNSET_DATE,
      birth_date: UNSET_DATE,
    });
  });
});

describe('toImportRows progress', () => {
  it('reports the records checked after each slice of 2,000, in order, up to every record', async () => {
    const lines = Array.from({ length: 4_500 }, (_, index) => `Ann${index},Lee,p${index}@example.com`);
    const config = CsvUploadConfiguration.parse({ ...NAMES, first_row_is_header: false });
    const reports: Array<[number, number]> = [];
    const { rows } = await toImportRows(
      readCsv(`${lines.join('\n')}\n`, { delimiter: ',', comment: '', firstRowIsHeader: false }),
      config,
      (done, total) => {
        reports.push([done, total]);
      },
    );
    expect(rows).toHaveLength(4_500);
    expect(reports).toEqual([
      [0, 4_500],
      [2_000, 4_500],
      [4_000, 4_500],
      [4_500, 4_500],
    ]);
  });
});
