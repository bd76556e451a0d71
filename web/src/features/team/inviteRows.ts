import { InviteConsultantRequest } from '@canopy/contracts';
import { validateForm, type FieldErrors } from '../../shared/forms/validation';

/** Spec: the invite dialog starts with 2 rows. */
export const INITIAL_INVITE_ROWS = 2;
export const INVALID_ROWS_NOTICE = 'Consultants on the red background would not be added.';
export const NO_VALID_ROWS = 'At least one member should be added';

export type InviteField = 'first_name' | 'last_name' | 'email';
export type InviteRow = { key: string } & Record<InviteField, string>;

export type RowCheck =
  | { state: 'empty' }
  | { state: 'valid'; data: InviteConsultantRequest }
  /** partly filled, or filled with an invalid e-mail: shown on red and not sent */
  | { state: 'invalid'; errors: FieldErrors<InviteField> };

const FIELDS: readonly InviteField[] = ['first_name', 'last_name', 'email'];

let nextKey = 0;
export function emptyRow(): InviteRow {
  nextKey += 1;
  return { key: `row-${nextKey}`, first_name: '', last_name: '', email: '' };
}

export function initialRows(): InviteRow[] {
  return Array.from({ length: INITIAL_INVITE_ROWS }, emptyRow);
}

/** An untouched row is ignored; otherwise first name, last name and a valid e-mail are all required. */
export function checkRow(row: InviteRow): RowCheck {
  if (FIELDS.every((field) => row[field].trim() === '')) return { state: 'empty' };
  const result = validateForm(InviteConsultantRequest, { first_name: row.first_name, last_name: row.last_name, email: row.email }, FIELDS);
  return result.ok ? { state: 'valid', data: result.data } : { state: 'invalid', errors: result.errors };
}

export type InviteCheck = { valid: { row: InviteRow; data: InviteConsultantRequest }[]; invalid: InviteRow[] };

export function checkRows(rows: readonly InviteRow[]): InviteCheck {
  const valid: InviteCheck['valid'] = [];
  const invalid: InviteRow[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const check = checkRow(row);
    if (check.state === 'valid') {
      // The same address twice would be one consultant: the second row is a mistake.
      if (seen.has(check.data.email)) invalid.push(row);
      else {
        seen.add(check.data.email);
        valid.push({ row, data: check.data });
      }
    } else if (check.state === 'invalid') invalid.push(row);
  }
  return { valid, invalid };
}
