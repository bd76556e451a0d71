import { DATE_FORMATS } from './api.ts';
import { describe, expect, it } from 'vitest';
import { readCsvDate } from './csvDates.ts';

describe('readCsvDate', () => {
  it('reads 5 March 2021 in each of the nine formats', () => {
    const written = {
      'm/d/yyyy': '3/5/2021',
      'mm/dd/yyyy': '03/05/2021',
      'd/m/yyyy': '5/3/2021',
      'd.m.yyyy': '5.3.2021',
      'dd/mm/yyyy': '05/03/2021',
      'dd.mm.yyyy': '05.03.2021',
      'dd-Mon-yyyy': '05-Mar-2021',
      'yyyy/mm/dd': '2021/03/05',
      'yyyy-mm-dd': '2021-03-05',
    } as const;
    expect(Object.keys(written).sort()).toEqual([...DATE_FORMATS].sort());
    for (const format of DATE_FORMATS) expect(readCsvDate(written[format], format), format).toBe('2021-03-05');
  });

  it('takes day and month with or without their leading zero, and month names in any case', () => {
    expect(readCsvDate('3/5/2021', 'mm/dd/yyyy')).toBe('2021-03-05');
    expect(readCsvDate('05.3.2021', 'd.m.yyyy')).toBe('2021-03-05');
    expect(readCsvDate('5-MAR-2021', 'dd-Mon-yyyy')).toBe('2021-03-05');
    expect(readCsvDate('2021-3-5', 'yyyy-mm-dd')).toBe('2021-03-05');
  });

  it('reads an empty cell as no date', () => {
    expect(readCsvDate('  ', 'dd/mm/yyyy')).toBe('');
  });

  it('refuses dates that do not exist', () => {
    expect(readCsvDate('31/02/2021', 'dd/mm/yyyy')).toBeNull();
    expect(readCsvDate('29.02.2021', 'dd.mm.yyyy')).toBeNull();
    expect(readCsvDate('29.02.2020', 'dd.mm.yyyy')).toBe('2020-02-29');
    expect(readCsvDate('13/01/2021', 'mm/dd/yyyy')).toBeNull();
    expect(readCsvDate('00/01/2021', 'dd/mm/yyyy')).toBeNull();
    expect(readCsvDate('31-Jun-2021', 'dd-Mon-yyyy')).toBeNull();
  });

  it('refuses another format than the one chosen', () => {
    expect(readCsvDate('2021-03-05', 'dd/mm/yyyy')).toBeNull();
    expect(readCsvDate('05/03/2021', 'dd.mm.yyyy')).toBeNull();
    expect(readCsvDate('05-Mrz-2021', 'dd-Mon-yyyy')).toBeNull();
    expect(readCsvDate('5/3/21', 'd/m/yyyy')).toBeNull();
    expect(readCsvDate('2021/03/05 10:00', 'yyyy/mm/dd')).toBeNull();
  });
});
