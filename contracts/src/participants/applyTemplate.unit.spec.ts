import { describe, expect, it } from 'vitest';
import type { MatchingTemplate } from './api.ts';
import { applyTemplate } from './applyTemplate.ts';

const template = (overrides: Partial<MatchingTemplate> = {}): MatchingTemplate => ({
  workspace_id: 'w1',
  first_row_is_header: true,
  comment_char: '#',
  delimiter_char: ';',
  hiring_date_format: 'dd.mm.yyyy',
  birth_date_format: 'yyyy-mm-dd',
  phone_format: 3,
  phone_code: '+44',
  data_with_header: {
    fields: {
      first_name_col_idx: { column_idx: 0, header: 'First name' },
      last_name_col_idx: { column_idx: 1, header: 'Last name' },
      email_col_idx: { column_idx: 2, header: 'E-mail' },
      phone_col_idx: { column_idx: 3, header: 'Mobile' },
    },
    groups: [
      {
        column: { column_idx: 4, header: 'Team' },
        input_value: '',
        single: true,
        multiple: false,
        input_value_delimiter_char: '',
        group_id: '',
        name_from: 2,
      },
      {
        column: null,
        input_value: 'Pilot',
        single: true,
        multiple: false,
        input_value_delimiter_char: '',
        group_id: 'g-pilot',
        name_from: 2,
      },
    ],
  },
  data_without_header: {
    fields: { full_name_col_idx: { column_idx: 0, header: '' }, payroll_id_col_idx: { column_idx: 3, header: '' } },
    groups: [],
  },
  updated_at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

describe('applyTemplate', () => {
  it('finds the columns again by header text, wherever they moved, and proposes the configuration', () => {
    const fit = applyTemplate(template(), ['Team', ' e-mail ', 'Last name', 'First name', 'Mobile']);
    expect(fit.fields.email_col_idx).toMatchObject({ state: 'exist', column_idx: 1 });
    expect(fit.fields.first_name_col_idx).toMatchObject({ state: 'exist', column_idx: 3 });
    expect(fit.fields.payroll_id_col_idx).toEqual({ state: 'doesntExist', column_idx: -1, saved: null });
    expect(fit.groups.map((group) => [group.state, group.mapping.column_idx])).toEqual([
      ['exist', 0],
      ['exist', -1],
    ]);
    expect(fit.configuration).toMatchObject({
      first_row_is_header: true,
      comment_char: '#',
      delimiter_char: ';',
      hiring_date_format: 'dd.mm.yyyy',
      phone_format: 3,
      phone_code: '+44',
      first_name_col_idx: 3,
      last_name_col_idx: 2,
      email_col_idx: 1,
      phone_col_idx: 4,
    });
    expect(fit.configuration.groups).toHaveLength(2);
  });

  it('flags a column that went away with the spec message, and leaves it out of the configuration', () => {
    const fit = applyTemplate(template(), ['First name', 'Last name', 'Email address', 'Mobile']);
    expect(fit.fields.email_col_idx).toEqual({
      state: 'missing',
      column_idx: -1,
      saved: { column_idx: 2, header: 'E-mail' },
      message: 'The field from the template is missing in the file.',
    });
    expect(fit.configuration.email_col_idx).toBeUndefined();
    expect(fit.groups[0]).toMatchObject({ state: 'missing', message: 'The field from the template is missing in the file.' });
    expect(fit.configuration.groups).toHaveLength(1);
  });

  it('flags a group that was deleted from the workspace', () => {
    const fit = applyTemplate(template(), ['First name', 'Last name', 'E-mail', 'Mobile', 'Team'], { existingGroupIds: ['g-other'] });
    expect(fit.groups[1]).toMatchObject({ state: 'missing', message: 'The Group has been deleted from the workspace.' });
  });

  it('without a header row, finds columns by position while the file has them', () => {
    const fit = applyTemplate(template({ first_row_is_header: false }), ['Ada Lovelace', 'ada@example.com', '', 'P1']);
    expect(fit.first_row_is_header).toBe(false);
    expect(fit.fields.full_name_col_idx).toMatchObject({ state: 'exist', column_idx: 0 });
    expect(fit.fields.payroll_id_col_idx).toMatchObject({ state: 'exist', column_idx: 3 });
    expect(fit.fields.email_col_idx.state).toBe('doesntExist');
    expect(
      applyTemplate(template({ first_row_is_header: false }), ['Ada Lovelace', 'ada@example.com']).fields.payroll_id_col_idx.state,
    ).toBe('missing');
  });

  it('offers nothing for a layout the template never saved', () => {
    const fit = applyTemplate(template({ data_without_header: null }), ['a', 'b'], { firstRowIsHeader: false });
    expect(Object.values(fit.fields).every((field) => field.state === 'doesntExist')).toBe(true);
    expect(fit.groups).toEqual([]);
  });
});
