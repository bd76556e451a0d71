import { ParticipantMessages } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { countryKeyForDialCode } from '../participantFields';
import { checkRow, checkRows, createRequest, emptyRow, initialRows, type ManualRow } from './manualRows';

const row = (values: Partial<ManualRow>): ManualRow => ({ ...emptyRow(), ...values });

describe('manual participant rows', () => {
  it('starts with one empty row, which is ignored', () => {
    const rows = initialRows();
    expect(rows).toHaveLength(1);
    expect(checkRow(rows[0]!)).toEqual({ state: 'empty' });
    expect(checkRows(rows)).toEqual({ valid: [], invalid: [] });
  });

  it('accepts names with one credential, lowercasing the e-mail and adding the dial code to the phone', () => {
    const check = checkRow(row({ first_name: ' Ada ', last_name: 'Lovelace', email: ' ADA@Example.com ' }));
    expect(check).toMatchObject({ state: 'valid', data: { first_name: 'Ada', email: 'ada@example.com', phone_code: '', phone: '' } });
    const phoned = checkRow(row({ first_name: 'Alan', last_name: 'Turing', phone: '07700 900123', country: countryKeyForDialCode('+44') }));
    expect(phoned).toMatchObject({ state: 'valid', data: { phone_code: '+44', phone: '7700900123' } });
  });

  it('reports every problem of a partly filled row in the contract’s words', () => {
    expect(checkRow(row({ first_name: 'Ada' }))).toEqual({
      state: 'invalid',
      errors: { last_name: ParticipantMessages.lastNameRequired, email: ParticipantMessages.credentialsRequired },
    });
    expect(checkRow(row({ first_name: 'Ada', last_name: 'L', email: 'ada@', phone: '12' }))).toMatchObject({
      state: 'invalid',
      errors: { email: ParticipantMessages.emailInvalid, phone: ParticipantMessages.phoneInvalid },
    });
  });

  it('refuses dates in the future together with the other problems', () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    expect(checkRow(row({ first_name: 'Ada', hiring_date: nextYear }))).toEqual({
      state: 'invalid',
      errors: {
        hiring_date: ParticipantMessages.dateInFuture,
        last_name: ParticipantMessages.lastNameRequired,
        email: ParticipantMessages.credentialsRequired,
      },
    });
    expect(checkRow(row({ first_name: 'Ada', last_name: 'L', payroll_id: 'P1', birth_date: '1990-04-02' }))).toMatchObject({
      state: 'valid',
      data: { birth_date: '1990-04-02T00:00:00.000Z' },
    });
  });

  it('splits rows into valid and invalid; a repeated credential is invalid', () => {
    const ada = row({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' });
    const half = row({ first_name: 'Half' });
    const again = row({ first_name: 'Ada', last_name: 'L', email: 'ADA@example.com' });
    const { valid, invalid } = checkRows([ada, row({}), half, again]);
    expect(valid.map((entry) => entry.row.key)).toEqual([ada.key]);
    expect(invalid.map((entry) => entry.row.key)).toEqual([half.key, again.key]);
    expect(invalid[1]!.errors).toEqual({ email: ParticipantMessages.duplicateInRequest });
    expect(createRequest(valid, 'w1')).toEqual([expect.objectContaining({ email: 'ada@example.com', workspace_id: 'w1' })]);
  });
});
