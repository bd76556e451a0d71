import { ZERO_DATE, type HrisIntegration } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { formatSyncTime, isSyncing, statusLabel, SYNC_NOTICE } from './hris';

const now = new Date('2026-03-04T12:00:00Z');
const integration = (overrides: Partial<HrisIntegration> = {}): HrisIntegration => ({
  id: 'i1',
  provider: 'bamboohr',
  logo_url: null,
  local_sync_status: 'success',
  local_sync_completed_at: '2026-03-04T09:00:00Z',
  sync_status: 'success',
  sync_completed_at: '2026-03-04T08:30:00Z',
  sync_scheduled_at: '2026-03-05T08:30:00Z',
  failure_reason: null,
  ...overrides,
});

describe('HRIS sync state', () => {
  it('is finished when both syncs completed and the next one is still ahead', () => {
    expect(isSyncing(integration(), now)).toBe(false);
  });

  it('is unfinished while either status is in_progress', () => {
    expect(isSyncing(integration({ local_sync_status: 'in_progress' }), now)).toBe(true);
    expect(isSyncing(integration({ sync_status: 'in_progress' }), now)).toBe(true);
  });

  it('is unfinished while a sync has never completed', () => {
    expect(isSyncing(integration({ local_sync_completed_at: ZERO_DATE }), now)).toBe(true);
    expect(isSyncing(integration({ sync_completed_at: '0001-01-01T00:00:00.000Z' }), now)).toBe(true);
  });

  it('is unfinished once the scheduled time has passed, but not without a schedule', () => {
    expect(isSyncing(integration({ sync_scheduled_at: '2026-03-04T11:59:00Z' }), now)).toBe(true);
    expect(isSyncing(integration({ sync_scheduled_at: ZERO_DATE }), now)).toBe(false);
  });

  it('shows the zero date as Never and other times as Mon DD YYYY with the time', () => {
    expect(formatSyncTime(ZERO_DATE)).toBe('Never');
    expect(formatSyncTime('')).toBe('Never');
    expect(formatSyncTime('2026-03-04T09:05:00')).toBe('Mar 04 2026, 09:05');
  });

  it('reads statuses as words', () => {
    expect(statusLabel('in_progress')).toBe('In progress');
    expect(statusLabel('SUCCESS')).toBe('Success');
    expect(statusLabel('')).toBe('Not started');
  });

  it('names the product and the 8 hours in the notice', () => {
    expect(SYNC_NOTICE).toBe('Canopy is currently synchronizing data. This can take up to 8 hours, depending on the number of participants.');
  });
});
