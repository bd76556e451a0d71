import { describe, expect, it } from 'vitest';
import { isLinkLive } from './liveLink.ts';

describe('a story link', () => {
  const expires = '2026-03-10T12:00:00.000Z';

  it('lives until the instant it expires, and not at that instant, as a Date or as ISO text', () => {
    expect(isLinkLive(expires, '2026-03-10T11:59:59.999Z')).toBe(true);
    expect(isLinkLive(new Date(expires), new Date('2026-03-10T12:00:00.000Z'))).toBe(false);
    expect(isLinkLive(expires, new Date('2026-03-11T00:00:00.000Z'))).toBe(false);
  });

  it('does not live when there is none', () => {
    expect(isLinkLive(null, '2026-03-10T11:00:00.000Z')).toBe(false);
    expect(isLinkLive(undefined, new Date('2026-03-10T11:00:00.000Z'))).toBe(false);
  });
});
