import { CSV_FIELD_COLUMNS, type CsvUploadConfiguration, type TemplateData } from '@canopy/contracts/participants/api';

/**
 * The columns an import mapped, as its template saves them: each with its position and, when the file
 * has a header row, its header text (how the next file's columns are found again).
 */
export const templateDataOf = (configuration: CsvUploadConfiguration, header: string[] | null): TemplateData => {
  // a header holding a NUL byte is saved with U+FFFD in its place: the template is stored as an event
  const column = (index: number) => ({ column_idx: index, header: (header?.[index] ?? '').replaceAll('\u0000', '\uFFFD').toWellFormed() });
  const fields: TemplateData['fields'] = {};
  for (const key of CSV_FIELD_COLUMNS) if (configuration[key] >= 0) fields[key] = column(configuration[key]);
  return {
    fields,
    groups: configuration.groups.map(({ column_idx, ...group }) => ({ ...group, column: column_idx >= 0 ? column(column_idx) : null })),
  };
};
