import { describe, expect, it } from 'vitest';
import { plainStatus } from './plainStatus';
import type { PlatformHealth } from './schemas';

const health = (changes: Partial<PlatformHealth>): PlatformHealth => ({
  status: 'ready',
  database: true,
  projections: [{ name: 'survey_library', state: 'live', lag: 0, position: null, parked: 0 }],
  ...changes,
});

describe('the status line a consultant reads on App version', () => {
  it('says everything works only when the platform is ready and its database answers', () => {
    expect(plainStatus(health({}), false)).toBe('Everything is working.');
    expect(plainStatus(health({ database: false }), false)).not.toBe('Everything is working.');
    expect(plainStatus(health({ status: 'not_ready' }), false)).toMatch(/catching up/);
  });

  it('says when Canopy cannot be reached, even with an older answer at hand', () => {
    expect(plainStatus(health({}), true)).toBe('Canopy cannot be reached right now.');
    expect(plainStatus(undefined, false)).toBe('Checking…');
  });

  it('never names a read model or its lag', () => {
    const line = plainStatus(
      health({ status: 'not_ready', projections: [{ name: 'survey_library', state: 'failed', lag: 12, position: null, parked: 0 }] }),
      false,
    );
    expect(line).not.toMatch(/survey_library|12|projection|lag/i);
  });
});
