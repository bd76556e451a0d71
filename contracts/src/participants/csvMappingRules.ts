import { GroupNameFrom, ParticipantMessages as M, type CsvUploadConfiguration } from './api.ts';

// The mapping rules of the CSV import (which field needs a column, which columns may repeat), checked before any row is read: by the import
// screen before it sends the file, and by the server, which answers with them joined.

const mapped = (index: number) => index >= 0;

/**
 * The messages of every rule the configuration breaks, in the spec's words and order (each as
 * ParticipantMessages writes it, ending in '; ' but the last rule's), or [] when it can be imported:
 * first and last name columns unless a full-name column is mapped; the phone type for a phone column,
 * and the country-code column for type 2; each group column complete (a column unless it joins an
 * existing group; a delimiter for several group names in a cell), said once however many break it; one
 * of e-mail, phone or ID.
 */
export const csvMappingProblems = (configuration: CsvUploadConfiguration): string[] => {
  const c = configuration;
  const problems: string[] = [];
  if (!mapped(c.full_name_col_idx)) {
    if (!mapped(c.first_name_col_idx)) problems.push(M.csvFirstName);
    if (!mapped(c.last_name_col_idx)) problems.push(M.csvLastName);
  }
  if (mapped(c.phone_col_idx) && c.phone_format === null) problems.push(M.csvPhoneType);
  if (mapped(c.phone_col_idx) && c.phone_format === 2 && !mapped(c.phone_code_col_idx)) problems.push(M.csvCountryCode);
  const groupProblems = new Set<string>();
  for (const group of c.groups) {
    if (group.group_id === '' && !mapped(group.column_idx)) groupProblems.add(M.csvGroupColumn);
    else if (group.group_id === '' && group.name_from === GroupNameFrom.value && group.multiple && group.input_value_delimiter_char === '')
      groupProblems.add(M.csvGroupDelimiter);
  }
  problems.push(...groupProblems);
  if (!mapped(c.email_col_idx) && !mapped(c.phone_col_idx) && !mapped(c.payroll_id_col_idx)) problems.push(M.csvCredentials);
  return problems;
};
