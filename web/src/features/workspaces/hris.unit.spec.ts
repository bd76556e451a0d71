import { ZERO_DATE } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { formatSyncTime, statusLabel, SYNC_NOTICE } from './hris';

describe('HRIS sync times and statuses', () => {
  it('shows the zero date as Never and other times as Mon DD YYYY with the time', () => {
    expect(formatSyncTime(ZERO_DATE)).toBe('Never');
    expect(formatSyncTime('')).toBe('Never');
    expect(formatSyncTime('2026-03-04T14:05:00Z')).toBe('Mar 04 2026, 09:05 New York');
  });

  it('reads statuses as words', () => {
    expect(statusLabel('in_progress')).toBe('In progress');
    expect(statusLabel('SUCCESS')).toBe('Success');
    expect(statusLabel('')).toBe('Not started');
  });

  it('names the product and the 8 hours in the notice', () => {
    expect(SYNC_NOTICE).toBe(
      'Canopy is currently synchronizing data. This can take up to 8 hours, depending on the number of participants.',
    );
  });
});
