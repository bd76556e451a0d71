import { parse } from 'csv-parse/browser/esm/sync';
import { describe, expect, it } from 'vitest';
import { inertCell } from '@canopy/contracts/platform/formulaGuard';
import { missedRowsCsv, missedRowsFileName } from './missedRowsCsv';

const row = (overrides: Partial<Parameters<typeof missedRowsCsv>[0][number]>) => ({
  row: 3,
  first_name: 'Hana',
  last_name: 'Stone',
  email: 'hana.stone@client.example',
  phone: '',
  payroll_id: '',
  reason: 'Duplicate of an earlier row in this file',
  participant_id: null,
  ...overrides,
});

describe('the missed rows as CSV', () => {
  it('holds a header and each row with its line and reason, readable back field for field', () => {
    const text = missedRowsCsv([
      row({}),
      row({ row: 4, first_name: 'Ivo', last_name: 'Brandt, Jr.', email: '', reason: 'first line\nsecond line' }),
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parse(text.slice(1))).toEqual([
      ['Row', 'First name', 'Last name', 'Email', 'Phone', 'Payroll ID', 'Reason'],
      ['3', 'Hana', 'Stone', 'hana.stone@client.example', '', '', 'Duplicate of an earlier row in this file'],
      ['4', 'Ivo', 'Brandt, Jr.', '', '', '', 'first line\nsecond line'],
    ]);
  });

  it('writes a cell a spreadsheet would evaluate as text, and leaves phone numbers as they were', () => {
    const text = missedRowsCsv([
      row({ first_name: '=HYPERLINK("http://evil.example","x")', phone: '+44 7700 900123', payroll_id: '@SUM(1)' }),
    ]);
    const [, cells] = parse(text.slice(1)) as string[][];
    expect(cells![1]).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(cells![4]).toBe('+44 7700 900123');
    expect(cells![5]).toBe("'@SUM(1)");
    expect(inertCell('-2+3')).toBe('-2+3');
    expect(inertCell('+cmd|"/C calc"!A0')).toBe('\'+cmd|"/C calc"!A0');
    expect(inertCell('-1+SUM(A1)')).toBe("'-1+SUM(A1)");
    expect(inertCell('Ann = Bob')).toBe('Ann = Bob');
  });

  it('is saved under the imported file name', () => {
    expect(missedRowsFileName('Staff list.CSV')).toBe('Staff list-missed-rows.csv');
    expect(missedRowsFileName('.csv')).toBe('import-missed-rows.csv');
  });
});
