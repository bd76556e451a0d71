import { describe, expect, it } from 'vitest';
import { checkRow, checkRows, initialRows, type InviteRow } from './inviteRows';

const row = (first_name: string, last_name: string, email: string, key = `${first_name}-${email}`): InviteRow => ({
  key,
  first_name,
  last_name,
  email,
});

describe('invite rows', () => {
  it('starts with two empty rows', () => {
    const rows = initialRows();
    expect(rows).toHaveLength(2);
    expect(rows.map(checkRow)).toEqual([{ state: 'empty' }, { state: 'empty' }]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
  });

  it('accepts a complete row, trimming and lowercasing the e-mail', () => {
    expect(checkRow(row(' Ada ', 'Lovelace', ' ADA@Example.com '))).toEqual({
      state: 'valid',
      data: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
    });
  });

  it('marks partial rows and bad e-mails invalid', () => {
    expect(checkRow(row('Ada', '', ''))).toMatchObject({
      state: 'invalid',
      errors: { last_name: 'This field is required', email: 'This field is required' },
    });
    expect(checkRow(row('Ada', 'Lovelace', 'ada@'))).toMatchObject({
      state: 'invalid',
      errors: { email: 'The email address is incorrect. Please check and retry' },
    });
  });

  it('splits rows into valid and invalid, ignoring empty ones and repeated addresses', () => {
    const rows = [
      row('Ada', 'Lovelace', 'ada@example.com'),
      row('', '', ''),
      row('Grace', '', 'grace@example.com'),
      row('Ada', 'L', 'ADA@example.com', 'dup'),
    ];
    const { valid, invalid } = checkRows(rows);
    expect(valid.map((v) => v.data.email)).toEqual(['ada@example.com']);
    expect(invalid.map((r) => r.key)).toEqual(['Grace-grace@example.com', 'dup']);
  });
});
