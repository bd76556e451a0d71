import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './api';
import { cycleLabel, groupTypeLabel, sizeLabel } from './labels';

describe('the export pages labels', () => {
  it("labels an open cycle 'to current' and a forever link as such, days in the app's date format", () => {
    expect(cycleLabel({ from: '2026-01-05T10:00:00.000Z', to: null, link: 'l', is_forever_package: false })).toBe('Jan 05 2026 to current');
    expect(cycleLabel({ from: '2026-01-05T10:00:00.000Z', to: '2026-02-04T09:00:00.000Z', link: 'l', is_forever_package: true })).toBe(
      'Jan 05 2026 to Feb 04 2026 (forever link)',
    );
  });

  it("names a cycle's days in the workspace's time zone (New York), not in UTC", () => {
    expect(cycleLabel({ from: '2026-01-05T03:00:00.000Z', to: null, link: 'l', is_forever_package: false })).toBe('Jan 04 2026 to current');
  });

  it('names group types and sizes', () => {
    expect(groupTypeLabel('')).toBe('Custom groups');
    expect(groupTypeLabel('department')).toBe('department');
    expect(sizeLabel(900)).toBe('900 B');
    expect(sizeLabel(5 * 1024 * 1024)).toBe('5.0 MB');
  });

  it('saves under the name the server gives, in UTF-8 first', () => {
    expect(fileNameFrom(`attachment; filename="Raw_data_Caf_.xlsx"; filename*=UTF-8''Raw_data_Caf%C3%A9.xlsx`, 'x.xlsx')).toBe(
      'Raw_data_Café.xlsx',
    );
    expect(fileNameFrom('attachment; filename="plain.xlsx"', 'x.xlsx')).toBe('plain.xlsx');
    expect(fileNameFrom(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
