import { describe, expect, it } from 'vitest';
import { CsvUploadConfiguration, ParticipantMessages as M, type CsvUploadConfigurationInput } from './api.ts';
import { csvMappingProblems } from './csvMappingRules.ts';

const problemsOf = (input: CsvUploadConfigurationInput) => csvMappingProblems(CsvUploadConfiguration.parse(input));

describe('csvMappingProblems', () => {
  it('accepts names and one credential', () => {
    expect(problemsOf({ first_name_col_idx: 0, last_name_col_idx: 1, email_col_idx: 2 })).toEqual([]);
    expect(problemsOf({ full_name_col_idx: 0, payroll_id_col_idx: 1 })).toEqual([]);
    expect(problemsOf({ full_name_col_idx: 0, phone_col_idx: 1, phone_format: 3 })).toEqual([]);
  });

  it('needs first and last name columns unless a full name column is mapped, in the spec words', () => {
    expect(problemsOf({ email_col_idx: 2 })).toEqual(['First name column is required; ', 'Last name column is required; ']);
    expect(problemsOf({ first_name_col_idx: 0, email_col_idx: 2 })).toEqual([M.csvLastName]);
  });

  it('needs a phone type for a phone column, and a country code column for type 2', () => {
    expect(problemsOf({ full_name_col_idx: 0, phone_col_idx: 1 })).toEqual(['Phone Type column is required; ']);
    expect(problemsOf({ full_name_col_idx: 0, phone_col_idx: 1, phone_format: 2 })).toEqual(['Country Code column is required; ']);
    expect(problemsOf({ full_name_col_idx: 0, phone_col_idx: 1, phone_format: 2, phone_code_col_idx: 2 })).toEqual([]);
  });

  it('needs one of e-mail, phone or ID, after the other rules', () => {
    expect(problemsOf({ first_name_col_idx: 0, last_name_col_idx: 1 })).toEqual([
      'One of this fields (Email, Phone Number, ID) are required',
    ]);
    expect(problemsOf({})).toEqual([M.csvFirstName, M.csvLastName, M.csvCredentials]);
  });

  it('needs a column for a group by name, and a delimiter for several values in a cell, each said once', () => {
    const base = { full_name_col_idx: 0, email_col_idx: 1 };
    expect(problemsOf({ ...base, groups: [{ input_value: 'Team' }, { name_from: 1 }] })).toEqual(['Group column is required; ']);
    expect(problemsOf({ ...base, groups: [{ column_idx: 2, multiple: true, single: false }] })).toEqual([
      'Delimiter of the multiple group values is required; ',
    ]);
    expect(problemsOf({ ...base, groups: [{ column_idx: 2, multiple: true, single: false }, {}] })).toEqual([
      M.csvGroupDelimiter,
      M.csvGroupColumn,
    ]);
    // an existing group needs no column; several names from the header need no delimiter
    expect(
      problemsOf({
        ...base,
        groups: [{ column_idx: 2, multiple: true, single: false, input_value_delimiter_char: ';' }, { group_id: 'g1' }],
      }),
    ).toEqual([]);
    expect(problemsOf({ ...base, groups: [{ column_idx: 2, multiple: true, single: false, name_from: 1 }] })).toEqual([]);
  });
});
