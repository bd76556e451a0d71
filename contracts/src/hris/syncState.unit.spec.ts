import { describe, expect, it } from 'vitest';
import { ZERO_DATE, type HrisIntegration } from '../workspace/api.ts';
import { isSyncInProgress } from './api.ts';

const now = new Date('2026-03-04T12:00:00Z');
const integration = (overrides: Partial<HrisIntegration> = {}): HrisIntegration => ({
  id: 'i1',
  provider: 'sandbox',
  logo_url: null,
  local_sync_status: 'completed',
  local_sync_completed_at: '2026-03-04T09:00:00Z',
  sync_status: 'completed',
  sync_completed_at: '2026-03-04T08:30:00Z',
  sync_scheduled_at: '2026-03-05T08:30:00Z',
  failure_reason: null,
  ...overrides,
});

// The one rule the HRIS tab's blurred card and notice, the 'Force sync' button and the polling share.
describe('HRIS sync in progress', () => {
  it('is not when both syncs completed and the next one is still ahead', () => {
    expect(isSyncInProgress(integration(), now)).toBe(false);
  });

  it('is while either status is in progress, or the provider read is being retried', () => {
    expect(isSyncInProgress(integration({ local_sync_status: 'in_progress' }), now)).toBe(true);
    expect(isSyncInProgress(integration({ sync_status: 'in_progress' }), now)).toBe(true);
    expect(isSyncInProgress(integration({ sync_status: 'retrying' }), now)).toBe(true);
  });

  it('is while either sync has never completed, in any precision of the zero date', () => {
    expect(isSyncInProgress(integration({ local_sync_completed_at: ZERO_DATE }), now)).toBe(true);
    expect(isSyncInProgress(integration({ sync_completed_at: '0001-01-01T00:00:00.000Z' }), now)).toBe(true);
  });

  it('is once the scheduled time has passed, but not without a schedule', () => {
    expect(isSyncInProgress(integration({ sync_scheduled_at: '2026-03-04T11:59:00Z' }), now)).toBe(true);
    expect(isSyncInProgress(integration({ sync_scheduled_at: ZERO_DATE }), now)).toBe(false);
  });

  it('is not while a preview waits for a consultant, even before the first sync completed', () => {
    for (const local_sync_status of ['awaiting_review', 'paused'] as const) {
      expect(isSyncInProgress(integration({ local_sync_status, local_sync_completed_at: ZERO_DATE }), now)).toBe(false);
    }
  });

  it('is not once a sync stopped: failed, or the provider wants a new authorisation, whatever the dates say', () => {
    expect(isSyncInProgress(integration({ sync_status: 'failed', sync_completed_at: ZERO_DATE }), now)).toBe(false);
    expect(isSyncInProgress(integration({ sync_status: 'reauth_required', sync_scheduled_at: '2026-03-04T11:00:00Z' }), now)).toBe(false);
    expect(isSyncInProgress(integration({ local_sync_status: 'failed', local_sync_completed_at: ZERO_DATE }), now)).toBe(false);
  });
});
