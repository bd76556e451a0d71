import { afterEach, describe, expect, it } from 'vitest';
import { setWorkspaceTimeZone } from '../../shared/format/dates';
import { periodLabel } from './periodLabel';

const manual = (period_start: string, period_end: string | null, is_forever = false) => ({ period_start, period_end, is_forever });

describe('an AI period as the pages name it', () => {
  afterEach(() => setWorkspaceTimeZone(null));

  it("writes its days as 'Mon DD YYYY' in the workspace's time zone, an open one to current", () => {
    expect(periodLabel(manual('2026-10-01T14:00:00.000Z', '2026-10-31T14:00:00.000Z'))).toBe('Oct 01 2026 to Oct 31 2026');
    expect(periodLabel(manual('2026-10-01T14:00:00.000Z', null, true))).toBe('Oct 01 2026 to current (forever link)');
  });

  it('names the New York day of a moment just after midnight UTC', () => {
    expect(periodLabel(manual('2026-10-01T02:00:00.000Z', null))).toBe('Sep 30 2026 to current');
  });

  it('names a monthly run by its calendar month in every zone, not the day before in New York nor the day after in London', () => {
    const october = {
      period_start: '2026-10-01T00:00:00.000Z',
      period_end: '2026-11-01T00:00:00.000Z',
      is_forever: true,
      trigger: 'monthly' as const,
    };
    expect(periodLabel(october)).toBe('Oct 01 2026 to Oct 31 2026 (forever link)');
    setWorkspaceTimeZone('Europe/London');
    expect(periodLabel(october)).toBe('Oct 01 2026 to Oct 31 2026 (forever link)');
    setWorkspaceTimeZone('Asia/Tokyo');
    const third = {
      ...october,
      trigger: 'quarterly' as const,
      period_start: '2026-07-01T00:00:00.000Z',
      period_end: '2026-10-01T00:00:00.000Z',
    };
    expect(periodLabel(third)).toBe('Jul 01 2026 to Sep 30 2026 (forever link)');
  });
});
