import {
  CSV_FIELD_COLUMNS,
  ParticipantMessages,
  type CsvFieldColumn,
  type CsvGroupMapping,
  type CsvUploadConfigurationInput,
  type MatchingTemplate,
  type TemplateColumn,
  type TemplateGroup,
} from './api.ts';

// A saved matching template laid over a new file (the mapping is offered again at the next import; a
// column that went away is flagged 'The field from the template is missing in the file.').
// Pure, for the web's mapping step: it reads the new file's first row and proposes the configuration.

/** whether a template's field is in the new file: there, not there, or its column is gone */
export type FieldPresence = 'exist' | 'doesntExist' | 'missing';

export type FieldFit = {
  /** exist: the template maps the field and the file has its column; doesntExist: the template does not map it; missing: the column went away */
  state: FieldPresence;
  /** the column in the new file, -1 unless the state is exist */
  column_idx: number;
  /** the column as the template saved it (null when the template does not map the field) */
  saved: TemplateColumn | null;
  /** set when the state is missing */
  message?: string;
};

export type GroupFit = {
  state: Exclude<FieldPresence, 'doesntExist'>;
  /** the group column ready for the configuration (its column found in the new file, else -1) */
  mapping: CsvGroupMapping;
  saved: TemplateGroup;
  message?: string;
};

export type TemplateFit = {
  first_row_is_header: boolean;
  fields: Record<CsvFieldColumn, FieldFit>;
  groups: GroupFit[];
  /** the configuration to start the mapping step from: the template's settings and every column found */
  configuration: CsvUploadConfigurationInput;
};

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** where a saved column is in the new file: by header text (same position first), or by position; -1 when gone */
const locate = (saved: TemplateColumn, firstRow: readonly string[], byHeader: boolean): number => {
  if (!byHeader) return saved.column_idx >= 0 && saved.column_idx < firstRow.length ? saved.column_idx : -1;
  const wanted = normalised(saved.header);
  if (wanted === '') return -1;
  if (normalised(firstRow[saved.column_idx] ?? '') === wanted) return saved.column_idx;
  return firstRow.findIndex((cell) => normalised(cell) === wanted);
};

/**
 * Lays `template` over a new file whose first row is `firstRow` (its header, or its first record when the
 * file has no header). With a header row the template's columns are found by header text
 * (`data_with_header`), without one by position (`data_without_header`). `existingGroupIds`, when given,
 * flags group columns whose existing group was deleted ('The Group has been deleted from the workspace.').
 */
export const applyTemplate = (
  template: MatchingTemplate,
  firstRow: readonly string[],
  options: { firstRowIsHeader?: boolean; existingGroupIds?: readonly string[] } = {},
): TemplateFit => {
  const byHeader = options.firstRowIsHeader ?? template.first_row_is_header;
  const data = byHeader ? template.data_with_header : template.data_without_header;
  const configuration: CsvUploadConfigurationInput = {
    first_row_is_header: byHeader,
    comment_char: template.comment_char,
    delimiter_char: template.delimiter_char,
    hiring_date_format: template.hiring_date_format,
    birth_date_format: template.birth_date_format,
    phone_format: template.phone_format,
    phone_code: template.phone_code,
    groups: [],
  };

  const fields = {} as Record<CsvFieldColumn, FieldFit>;
  for (const key of CSV_FIELD_COLUMNS) {
    const saved = data?.fields[key];
    if (!saved) {
      fields[key] = { state: 'doesntExist', column_idx: -1, saved: null };
      continue;
    }
    const column_idx = locate(saved, firstRow, byHeader);
    fields[key] =
      column_idx >= 0
        ? { state: 'exist', column_idx, saved }
        : { state: 'missing', column_idx, saved, message: ParticipantMessages.templateColumnMissing };
    if (column_idx >= 0) configuration[key] = column_idx;
  }

  const groups = (data?.groups ?? []).map((saved): GroupFit => {
    const { column, ...rest } = saved;
    const column_idx = column ? locate(column, firstRow, byHeader) : -1;
    const mapping: CsvGroupMapping = { ...rest, column_idx };
    if (saved.group_id !== '' && options.existingGroupIds && !options.existingGroupIds.includes(saved.group_id)) {
      return { state: 'missing', mapping, saved, message: ParticipantMessages.groupNotFound };
    }
    if (column && column_idx < 0) return { state: 'missing', mapping, saved, message: ParticipantMessages.templateColumnMissing };
    configuration.groups!.push(mapping);
    return { state: 'exist', mapping, saved };
  });

  return { first_row_is_header: byHeader, fields, groups, configuration };
};
