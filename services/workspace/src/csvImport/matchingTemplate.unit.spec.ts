import { CsvUploadConfiguration } from '@canopy/contracts/participants/api';
import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, expect, it } from 'vitest';
import { matchingTemplateDecider, type MatchingTemplateEvent, type SaveMatchingTemplate } from './matchingTemplate.ts';
import { templateDataOf } from './templateData.ts';

const spec = deciderSpec(matchingTemplateDecider);
const now = '2026-11-21T10:00:00.000Z';
const later = '2026-11-21T11:00:00.000Z';

const configuration = CsvUploadConfiguration.parse({
  first_name_col_idx: 0,
  last_name_col_idx: 1,
  email_col_idx: 3,
  phone_col_idx: 2,
  phone_format: 3,
  phone_code: '+44',
  comment_char: '#',
  groups: [
    { column_idx: 4, multiple: true, single: false, input_value_delimiter_char: ';' },
    { group_id: 'g1', input_value: 'Pilot' },
  ],
});
const withHeader = templateDataOf(configuration, ['First', 'Last', 'Phone', 'Email', 'Teams']);
const byPosition = templateDataOf(configuration, null);

const settings = {
  comment_char: '#',
  delimiter_char: '',
  hiring_date_format: 'mm/dd/yyyy',
  birth_date_format: 'mm/dd/yyyy',
  phone_format: 3,
  phone_code: '+44',
} as const;
const save = (first_row_is_header: boolean, data = first_row_is_header ? withHeader : byPosition, at = now): SaveMatchingTemplate => ({
  type: 'SaveMatchingTemplate',
  data: { workspace_id: 'w1', first_row_is_header, ...settings, data, by: 'ada', now: at },
});
const saved = (first_row_is_header: boolean, data = first_row_is_header ? withHeader : byPosition, at = now): MatchingTemplateEvent => ({
  type: 'MatchingTemplateSaved',
  data: { workspace_id: 'w1', first_row_is_header, ...settings, data, saved_by: 'ada', saved_at: at },
});

describe('templateDataOf', () => {
  it('keeps each mapped column with its header text, and the group columns', () => {
    expect(withHeader.fields).toEqual({
      first_name_col_idx: { column_idx: 0, header: 'First' },
      last_name_col_idx: { column_idx: 1, header: 'Last' },
      email_col_idx: { column_idx: 3, header: 'Email' },
      phone_col_idx: { column_idx: 2, header: 'Phone' },
    });
    expect(withHeader.groups).toEqual([
      {
        input_value: '',
        single: false,
        multiple: true,
        input_value_delimiter_char: ';',
        group_id: '',
        name_from: 2,
        column: { column_idx: 4, header: 'Teams' },
      },
      { input_value: 'Pilot', single: true, multiple: false, input_value_delimiter_char: '', group_id: 'g1', name_from: 2, column: null },
    ]);
    expect(byPosition.fields.email_col_idx).toEqual({ column_idx: 3, header: '' });
  });
});

describe('Matching template', () => {
  it('is saved by the first import', () => {
    spec
      .given([])
      .when(save(true))
      .then([saved(true)]);
  });

  it('records nothing when the mapping is the one saved', () => {
    spec
      .given([saved(true)])
      .when(save(true, withHeader, later))
      .then([]);
    spec
      .given([saved(true), saved(false)])
      .when(save(false, byPosition, later))
      .then([]);
  });

  it('saves a changed mapping, and the other layout beside the one saved', () => {
    const moved = templateDataOf({ ...configuration, email_col_idx: 5 }, ['First', 'Last', 'Phone', 'x', 'Teams', 'Email']);
    spec
      .given([saved(true)])
      .when(save(true, moved, later))
      .then([saved(true, moved, later)]);
    spec
      .given([saved(true)])
      .when(save(false, byPosition, later))
      .then([saved(false, byPosition, later)]);
  });

  it('keeps both layouts in its state', () => {
    const state = [saved(true), saved(false)].reduce(matchingTemplateDecider.evolve, matchingTemplateDecider.initialState());
    expect(state).toMatchObject({ status: 'saved', first_row_is_header: false, with_header: withHeader, without_header: byPosition });
  });
});
