import { ParticipantInput, ParticipantMessages, type CreateParticipantsRequest, type ParticipantFields } from '@canopy/contracts';
import { CREDENTIAL_FIELDS, CREDENTIAL_KINDS, credentialsOf } from '@canopy/contracts/participants/fields';
import { validateForm, type FieldErrors } from '../../../shared/forms/validation';
import { ALL_FIELDS, emptyValues, toInput, type FieldName, type FieldValues } from '../participantFields';

// The rows of the manual add dialog: one row to start; a row that is partly
// filled but incomplete is invalid and moves to the red list; empty rows are ignored.

export const INITIAL_MANUAL_ROWS = 1;
export const INVALID_ROWS_NOTICE = 'Participants on the red background would not be added.';

export type ManualRow = FieldValues & { key: string };
export type RowErrors = FieldErrors<FieldName>;

export type RowCheck = { state: 'empty' } | { state: 'valid'; data: ParticipantFields } | { state: 'invalid'; errors: RowErrors };

let nextKey = 0;
export const emptyRow = (): ManualRow => {
  nextKey += 1;
  return { key: `participant-row-${nextKey}`, ...emptyValues() };
};
export const initialRows = () => Array.from({ length: INITIAL_MANUAL_ROWS }, emptyRow);

export const isEmptyRow = (row: FieldValues) => ALL_FIELDS.every((field) => row[field].trim() === '');

/**
 * The contract's own rules and messages (the server applies the same). A bad date stops the schema before
 * its whole-row checks, so the row is checked a second time without dates to report every problem at once.
 */
export const checkFields = (values: FieldValues): RowCheck => {
  const input = toInput(values);
  const full = validateForm(ParticipantInput, input);
  if (full.ok) return { state: 'valid', data: full.data };
  const withoutDates = validateForm(ParticipantInput, { ...input, hiring_date: '', birth_date: '' });
  return { state: 'invalid', errors: { ...withoutDates.errors, ...full.errors } as RowErrors };
};

export const checkRow = (row: ManualRow): RowCheck => (isEmptyRow(row) ? { state: 'empty' } : checkFields(row));

/** the credentials that make two rows the same participant */
const identities = (data: ParticipantFields): [FieldName, string][] => {
  const credentials = credentialsOf(data);
  return CREDENTIAL_KINDS.flatMap((kind) => {
    const value = credentials[kind];
    return value === undefined ? [] : [[CREDENTIAL_FIELDS[kind], value] as [FieldName, string]];
  });
};

export type RowsCheck = {
  valid: { row: ManualRow; data: ParticipantFields }[];
  invalid: { row: ManualRow; errors: RowErrors }[];
};

/** sorts rows into valid and invalid, ignoring empty ones; a row repeating an earlier row's credentials is invalid */
export const checkRows = (rows: readonly ManualRow[]): RowsCheck => {
  const result: RowsCheck = { valid: [], invalid: [] };
  const seen = new Set<string>();
  for (const row of rows) {
    const check = checkRow(row);
    if (check.state === 'empty') continue;
    if (check.state === 'invalid') {
      result.invalid.push({ row, errors: check.errors });
      continue;
    }
    const repeated = identities(check.data).find(([field, value]) => seen.has(`${field}:${value.toLowerCase()}`));
    if (repeated) {
      result.invalid.push({ row, errors: { [repeated[0]]: ParticipantMessages.duplicateInRequest } });
      continue;
    }
    for (const [field, value] of identities(check.data)) seen.add(`${field}:${value.toLowerCase()}`);
    result.valid.push({ row, data: check.data });
  }
  return result;
};

export const createRequest = (valid: RowsCheck['valid'], workspaceId: string): CreateParticipantsRequest =>
  valid.map(({ data }) => ({ ...data, workspace_id: workspaceId }));
