import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../platform/text.ts';
import {
  CSV_FIELD_COLUMNS,
  GroupNameFrom,
  ParticipantInput,
  ParticipantMessages,
  type CsvGroupMapping,
  type CsvUploadConfiguration,
  type MissedParticipant,
  type ParticipantFields,
} from './api.ts';
import { CREDENTIAL_KINDS, credentialsOf, DETAIL_FIELDS, FIELD_LABELS, type CredentialKind } from './fields.ts';
import { createCredentialIndex } from './credentialIndex.ts';
import { readCsvDate } from './csvDates.ts';
import { csvPhone } from './csvPhone.ts';
import { splitFullName } from './fullName.ts';
import type { CsvContent } from './readCsv.ts';

// From CSV records to the rows the roster imports: each record mapped by the configuration's columns,
// checked with the rules of a manual row (ParticipantInput), and compared with the rows before it. Pure, so the
// import (services/workspace) and the CSV reader page (in the browser) check a file with the same code.

/** a group a row joins: an existing one by id, or one by name (created as a custom group when missing) */
export type GroupRef = { group_id: string } | { name: string };

export type ImportRow = {
  /** 1-based line in the source (a CSV line, a manual row) for the missed list */
  row: number;
  fields: ParticipantFields;
  groups: GroupRef[];
};

/** fields copied from their column as they are (ParticipantInput trims them and lowercases the e-mail) */
const TEXT_FIELDS = ['email', 'payroll_id', ...DETAIL_FIELDS] as const;

const DATE_FIELDS = new Set(['hiring_date', 'birth_date']);
const OWN_MESSAGES = new Set<string>(Object.values(ParticipantMessages));

export type CsvRows = { rows: ImportRow[]; missed: MissedParticipant[] };

type Cells = (index: number) => string;

const uniqueNames = (names: string[]) => [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))];

/** the groups one record joins through the configuration's group columns */
export const groupRefsOf = (cell: Cells, header: string[] | null, mappings: CsvGroupMapping[]): GroupRef[] => {
  const refs: GroupRef[] = [];
  const seen = new Set<string>();
  const add = (ref: GroupRef) => {
    const key = 'group_id' in ref ? `id:${ref.group_id}` : `name:${ref.name.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    refs.push(ref);
  };
  for (const mapping of mappings) {
    const value = mapping.column_idx >= 0 ? cell(mapping.column_idx) : '';
    if (mapping.group_id !== '') {
      if (mapping.column_idx < 0 || value !== '') add({ group_id: mapping.group_id });
      continue;
    }
    if (value === '') continue;
    if (mapping.name_from === GroupNameFrom.header) {
      const name = mapping.input_value || header?.[mapping.column_idx] || '';
      if (name !== '') add({ name });
      continue;
    }
    const names = mapping.multiple && mapping.input_value_delimiter_char !== '' ? value.split(mapping.input_value_delimiter_char) : [value];
    for (const name of uniqueNames(names)) add({ name });
  }
  return refs;
};

const labelOf = (field: string) => FIELD_LABELS[field as keyof typeof FIELD_LABELS] ?? field;

type Issue = { message: string; path: ReadonlyArray<PropertyKey>; code?: string; maximum?: unknown; origin?: unknown };

/**
 * A missed row's reason: each problem once, joined with '; '. A cell longer than its field allows names the
 * field and the limit, never the cell (which may be a whole pasted document).
 */
const reasonOf = (issues: ReadonlyArray<Issue>) =>
  [
    ...new Set(
      issues.map((issue) => {
        const field = String(issue.path[0] ?? '');
        if (issue.code === 'too_big' && issue.origin === 'string' && field !== '')
          return `${labelOf(field)}: longer than ${String(issue.maximum)} characters`;
        if (DATE_FIELDS.has(field)) return `${labelOf(field)}: ${issue.message}`;
        return OWN_MESSAGES.has(issue.message) || field === '' ? issue.message : `${field}: ${issue.message}`;
      }),
    ),
  ].join('; ');

/**
 * What a reason calls the column at `index`: the field mapped to it (as a manual row's reasons name it),
 * else the group it fills, else its header, else its place.
 */
export const columnLabel = (index: number, configuration: CsvUploadConfiguration, header: string[] | null): string => {
  const field = CSV_FIELD_COLUMNS.find((key) => configuration[key] === index);
  if (field) return field.replace(/_col_idx$/, '');
  const heading = header?.[index]?.trim();
  const named = heading && isStorableText(heading) ? heading : `column ${index + 1}`;
  return configuration.groups.some((group) => group.column_idx === index) ? `group ${named}` : named;
};

/** a missed row shows what the file held, with what cannot be stored replaced by U+FFFD (the progress and report are stored too) */
const storable = (text: string) => text.replaceAll('\u0000', '\uFFFD').toWellFormed();

const CREDENTIAL_FIELDS: Record<CredentialKind, keyof typeof FIELD_LABELS> = { email: 'email', phone: 'phone', payroll: 'payroll_id' };

/** 'Duplicate of row 3 in this file: same Email and Phone', naming the earliest row a credential collided with */
const duplicateReason = (owners: Partial<Record<CredentialKind, string>>) => {
  const rows = Object.values(owners).map(Number);
  const row = Math.min(...rows);
  const kinds = CREDENTIAL_KINDS.filter((kind) => Number(owners[kind]) === row).map((kind) => labelOf(CREDENTIAL_FIELDS[kind]));
  return `Duplicate of row ${row} in this file: same ${kinds.join(' and ')}`;
};

/** checks records one at a time, in file order: each is compared with the records before it */
export const createRowChecker = (content: CsvContent, configuration: CsvUploadConfiguration) => {
  const c = configuration;
  const rows: ImportRow[] = [];
  const missed: MissedParticipant[] = [];
  const earlier = createCredentialIndex([]);

  const check = (record: CsvContent['records'][number]) => {
    const cell: Cells = (index) => (index >= 0 ? (record.cells[index] ?? '').trim() : '');
    const named = c.full_name_col_idx >= 0 ? splitFullName(cell(c.full_name_col_idx)) : { first_name: '', last_name: '' };
    const phoneCell = cell(c.phone_col_idx);
    const phone = csvPhone(c.phone_format ?? 3, { phone: phoneCell, countryCode: cell(c.phone_code_col_idx) }, c.phone_code);
    const dateIssues: Array<{ message: string; path: string[] }> = [];
    const date = (field: 'hiring_date' | 'birth_date', index: number, format: CsvUploadConfiguration['hiring_date_format']) => {
      const read = readCsvDate(cell(index), format);
      if (read !== null) return read;
      dateIssues.push({ message: `${ParticipantMessages.dateInvalid} (expected ${format})`, path: [field] });
      return '';
    };
    const input: Record<string, string> = {
      first_name: cell(c.first_name_col_idx) || named.first_name,
      last_name: cell(c.last_name_col_idx) || named.last_name,
      phone_code: phone.phone_code,
      phone: phone.phone,
      hiring_date: date('hiring_date', c.hiring_date_col_idx, c.hiring_date_format),
      birth_date: date('birth_date', c.birth_date_col_idx, c.birth_date_format),
    };
    for (const field of TEXT_FIELDS) input[field] = cell(c[`${field}_col_idx`]);

    const miss = (reason: string, fields: { email: string; phone: string; payroll_id: string }) =>
      missed.push({
        row: record.line,
        first_name: storable(input.first_name!),
        last_name: storable(input.last_name!),
        email: storable(fields.email),
        phone: storable(fields.phone),
        payroll_id: storable(fields.payroll_id),
        reason,
        participant_id: null,
      });

    // Every cell, mapped or not, anywhere in the file: a NUL byte stored with a participant would stop the
    // read models, so the row is missed with the column named and the other rows go on.
    const unstorable = record.cells.findIndex((value) => !isStorableText(value));
    if (unstorable >= 0) {
      const reason = `${columnLabel(unstorable, c, content.header)}: ${UNSTORABLE_TEXT_MESSAGE}`;
      miss(reason, { email: input.email!, phone: phoneCell, payroll_id: input.payroll_id! });
      return;
    }

    const parsed = ParticipantInput.safeParse(input);
    if (!parsed.success || dateIssues.length > 0) {
      miss(reasonOf([...dateIssues, ...(parsed.success ? [] : parsed.error.issues)]), {
        email: input.email!,
        phone: phoneCell,
        payroll_id: input.payroll_id!,
      });
      return;
    }
    const fields = parsed.data;
    const credentials = credentialsOf(fields);
    const owners = earlier.owners(credentials);
    if (Object.keys(owners).length > 0) {
      miss(duplicateReason(owners), { email: fields.email, phone: phoneCell, payroll_id: fields.payroll_id });
      return;
    }
    const groups = groupRefsOf(cell, content.header, c.groups);
    // a group named after its column's header takes the header's text, which the cells' check did not see
    if (groups.some((ref) => 'name' in ref && !isStorableText(ref.name))) {
      miss(`group: ${UNSTORABLE_TEXT_MESSAGE}`, { email: fields.email, phone: phoneCell, payroll_id: fields.payroll_id });
      return;
    }
    earlier.add(String(record.line), credentials);
    rows.push({ row: record.line, fields, groups });
  };

  return { check, result: (): CsvRows => ({ rows, missed }) };
};
