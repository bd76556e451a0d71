import { GroupNameFrom, ParticipantMessages as M, type MatchingTemplate } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { countryKeyForDialCode } from '../participantFields';
import {
  CHOOSE_GROUP,
  blankMapping,
  columnOptions,
  mappingFromHeader,
  mappingFromTemplate,
  mappingProblems,
  newGroupRule,
  ruleKind,
  setColumn,
  uploadConfiguration,
  withKind,
  type Mapping,
} from './csvMapping';

const named = (mapping: Mapping) => setColumn(setColumn(mapping, 'first_name_col_idx', 0), 'last_name_col_idx', 1);
const strip = (message: string) => message.replace(/;\s*$/, '');

describe('the CSV mapping', () => {
  it('asks for names, a credential and the phone type, in the spec’s words', () => {
    expect(mappingProblems(blankMapping())).toEqual([strip(M.csvFirstName), strip(M.csvLastName), M.csvCredentials]);
    const withPhone = setColumn(named(blankMapping()), 'phone_col_idx', 2);
    expect(mappingProblems(withPhone)).toEqual([strip(M.csvPhoneType)]);
    const typeTwo = { ...withPhone, configuration: { ...withPhone.configuration, phone_format: 2 as const } };
    expect(mappingProblems(typeTwo)).toEqual([strip(M.csvCountryCode)]);
    expect(mappingProblems(setColumn(typeTwo, 'phone_code_col_idx', 3))).toEqual([]);
  });

  it('takes a full-name column instead of first and last name', () => {
    const full = { ...setColumn(setColumn(blankMapping(), 'full_name_col_idx', 0), 'email_col_idx', 1), nameMode: 'full' as const };
    expect(mappingProblems(full)).toEqual([]);
    // the first-name column chosen before switching to a full name is not sent
    const sent = uploadConfiguration(setColumn(full, 'first_name_col_idx', 4), { workspaceId: 'w1', detected: ';' });
    expect(sent).toMatchObject({ full_name_col_idx: 0, first_name_col_idx: -1, email_col_idx: 1, delimiter_char: ';', workspace_id: 'w1' });
    // and the other way round
    expect(
      uploadConfiguration(setColumn(named(blankMapping()), 'full_name_col_idx', 2), { workspaceId: 'w1', detected: ',' }).full_name_col_idx,
    ).toBe(-1);
  });

  it('checks group columns: a column unless an existing group, a separator for several values', () => {
    const base = setColumn(named(blankMapping()), 'email_col_idx', 2);
    const rule = newGroupRule();
    expect(rule.kind).toBe('single');
    expect(mappingProblems({ ...base, groups: [rule] })).toEqual([strip(M.csvGroupColumn)]);
    const multiple = { ...withKind({ ...rule, column_idx: 3 }, 'multiple'), input_value_delimiter_char: '' };
    expect(mappingProblems({ ...base, groups: [multiple] })).toEqual([strip(M.csvGroupDelimiter)]);
    expect(withKind({ ...rule, column_idx: 3 }, 'multiple')).toMatchObject({
      multiple: true,
      single: false,
      input_value_delimiter_char: ';',
    });
    const chosenLater = withKind(rule, 'existing');
    expect(chosenLater.kind).toBe('existing');
    expect(mappingProblems({ ...base, groups: [chosenLater] })).toEqual([CHOOSE_GROUP]);
    expect(mappingProblems({ ...named(blankMapping()), groups: [chosenLater, rule] })).toEqual([
      strip(M.csvGroupColumn),
      CHOOSE_GROUP,
      M.csvCredentials,
    ]);
    const existing = { ...chosenLater, group_id: 'g1', input_value: 'Pilot' };
    expect(ruleKind(existing)).toBe('existing');
    expect(mappingProblems({ ...base, groups: [existing] })).toEqual([]);
    expect(withKind(rule, 'header').name_from).toBe(GroupNameFrom.header);
  });

  it('sends the detected delimiter for auto, the phone code of the chosen country, and no phone format without a phone', () => {
    const mapping = {
      ...setColumn(named(blankMapping()), 'email_col_idx', 2),
      phoneCountry: countryKeyForDialCode('+44'),
      groups: [{ ...newGroupRule(), column_idx: 3 }],
    };
    const sent = uploadConfiguration(
      { ...mapping, configuration: { ...mapping.configuration, phone_format: 3 } },
      { workspaceId: 'w1', detected: '\t' },
    );
    expect(sent).toMatchObject({
      delimiter_char: '\t',
      phone_code: '+44',
      phone_format: null,
      is_save_template: true,
      first_row_is_header: true,
      hiring_date_format: 'mm/dd/yyyy',
    });
    expect(sent.groups).toHaveLength(1);
    expect(Object.keys(sent.groups![0]!)).not.toContain('key');
    expect(Object.keys(sent.groups![0]!)).not.toContain('kind');
    expect(uploadConfiguration({ ...mapping, delimiter: '|' }, { workspaceId: 'w1', detected: ',' }).delimiter_char).toBe('|');
  });

  it('labels columns with their letter and header', () => {
    expect(columnOptions(['Email', '', 'x'.repeat(50)], 3).map((option) => option.label)).toEqual([
      'A · Email',
      'B',
      `C · ${'x'.repeat(40)}…`,
    ]);
  });

  it('pre-fills the mapping from a saved template, keeping the new file’s own delimiter', () => {
    // how the saved import read its file: a semicolon file, UK phones, European dates
    const reading = {
      comment_char: '',
      delimiter_char: ';',
      hiring_date_format: 'dd.mm.yyyy',
      birth_date_format: 'yyyy-mm-dd',
      phone_format: 3,
      phone_code: '+44',
    } as const;
    const template: MatchingTemplate = {
      workspace_id: 'w1',
      first_row_is_header: true,
      ...reading,
      data_with_header: {
        fields: {
          full_name_col_idx: { column_idx: 0, header: 'Name' },
          email_col_idx: { column_idx: 1, header: 'Mail' },
          payroll_id_col_idx: { column_idx: 2, header: 'ID' },
        },
        groups: [
          {
            column: { column_idx: 3, header: 'Teams' },
            input_value: '',
            single: false,
            multiple: true,
            input_value_delimiter_char: '|',
            group_id: '',
            name_from: 2,
          },
        ],
      },
      data_without_header: null,
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const { mapping, fit } = mappingFromTemplate(template, ['Mail', 'Name', 'Teams'], { existingGroupIds: [] });
    expect(mapping.delimiter).toBe('auto');
    expect(mapping.nameMode).toBe('full');
    expect(mapping.phoneCountry).toBe(countryKeyForDialCode('+44'));
    expect(mapping.configuration).toMatchObject({
      full_name_col_idx: 1,
      email_col_idx: 0,
      payroll_id_col_idx: -1,
      hiring_date_format: 'dd.mm.yyyy',
    });
    expect(fit.fields.payroll_id_col_idx).toMatchObject({ state: 'missing', message: M.templateColumnMissing });
    expect(mapping.groups).toEqual([
      expect.objectContaining({ column_idx: 2, multiple: true, input_value_delimiter_char: '|', kind: 'multiple' }),
    ]);
  });
});

describe('a mapping started from the header row', () => {
  it('maps the columns the header names, with the formats the first records show, ready to import', () => {
    const rows = [
      ['Mail', 'Team', 'Surname', 'Given name', 'Started', 'Mobile'],
      ['cara.north@client.example', 'Sales', 'North', 'Cara', '03.02.2021', '+44 7700 900123'],
    ];
    const { mapping, guessed } = mappingFromHeader(rows);
    expect(guessed).toBe(5);
    expect(mapping.nameMode).toBe('split');
    expect(mapping.configuration).toMatchObject({
      first_row_is_header: true,
      email_col_idx: 0,
      last_name_col_idx: 2,
      first_name_col_idx: 3,
      hiring_date_col_idx: 4,
      hiring_date_format: 'dd.mm.yyyy',
      phone_col_idx: 5,
      phone_format: 1,
      birth_date_col_idx: -1,
      birth_date_format: 'mm/dd/yyyy',
    });
    expect(mappingProblems(mapping)).toEqual([]);
  });

  it('switches to the full-name column when that is what the file has, and maps nothing it does not know', () => {
    const full = mappingFromHeader([
      ['Employee name', 'Email'],
      ['Ann Lee', 'ann@client.example'],
    ]);
    expect(full.mapping.nameMode).toBe('full');
    expect(full.mapping.configuration.full_name_col_idx).toBe(0);
    expect(mappingProblems(full.mapping)).toEqual([]);
    const unknown = mappingFromHeader([
      ['Spalte 1', 'Kontakt'],
      ['Ann', 'ann@client.example'],
    ]);
    expect(unknown.guessed).toBe(0);
    expect(unknown.mapping).toEqual({ ...blankMapping(), groups: [] });
  });

  it('leaves the phone type to the consultant when the numbers do not say it', () => {
    const { mapping } = mappingFromHeader([
      ['First name', 'Last name', 'Phone'],
      ['Ann', 'Lee', '07700 900123'],
    ]);
    expect(mapping.configuration.phone_format).toBeNull();
    expect(mappingProblems(mapping)).toEqual([strip(M.csvPhoneType)]);
  });
});
