import { describe, expect, it } from 'vitest';
import { periodLabel } from './periodLabel';

describe('an AI period as the pages name it', () => {
  it("writes its days as 'Mon DD YYYY' in the workspace's time zone, an open one to current", () => {
    expect(periodLabel('2026-10-01T14:00:00.000Z', '2026-10-31T14:00:00.000Z', false)).toBe('Oct 01 2026 to Oct 31 2026');
    expect(periodLabel('2026-10-01T14:00:00.000Z', null, true)).toBe('Oct 01 2026 to current (forever link)');
  });
  it('names the New York day of a moment just after midnight UTC', () => {
    expect(periodLabel('2026-10-01T02:00:00.000Z', null, false)).toBe('Sep 30 2026 to current');
  });
});
