import { ParticipantMessages } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { csvFileProblem, isBlankText } from './csvFile';

describe('CSV file checks', () => {
  it('takes a .csv of at most 5,000,000 bytes that is not empty', () => {
    expect(csvFileProblem({ name: 'staff.CSV', size: 5_000_000 })).toBeNull();
    expect(csvFileProblem(undefined)).toBe(ParticipantMessages.csvMissing);
    expect(csvFileProblem({ name: 'staff.xlsx', size: 10 })).toBe('Incorrect file format');
    expect(csvFileProblem({ name: 'staff.csv', size: 5_000_001 })).toBe('File must be less than 5 Mb.');
    expect(csvFileProblem({ name: 'staff.csv', size: 0 })).toBe(ParticipantMessages.csvEmpty);
    expect(ParticipantMessages.csvEmpty.startsWith('File is empty')).toBe(true);
  });

  it('counts a file of a BOM and blank lines as empty', () => {
    expect(isBlankText('\uFEFF\n  \n')).toBe(true);
    expect(isBlankText('a')).toBe(false);
  });
});
