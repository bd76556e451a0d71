import { describe, expect, it } from 'vitest';
import { canSaveRange } from './dateRange';

describe('custom date range', () => {
  const today = '2026-11-25';
  it('can be saved once both dates are set, up to today', () => {
    expect(canSaveRange(['2026-01-01', '2026-06-30'], today)).toBe(true);
    expect(canSaveRange(['2026-11-25', '2026-11-25'], today)).toBe(true);
  });
  it('cannot be saved with a date missing', () => {
    expect(canSaveRange(['2026-01-01', ''], today)).toBe(false);
    expect(canSaveRange(['', '2026-06-30'], today)).toBe(false);
  });
  it('cannot be saved past today or with the dates the wrong way round', () => {
    expect(canSaveRange(['2026-01-01', '2026-11-26'], today)).toBe(false);
    expect(canSaveRange(['2026-06-30', '2026-01-01'], today)).toBe(false);
  });
});
