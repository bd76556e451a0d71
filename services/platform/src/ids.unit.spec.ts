import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newId } from './ids.ts';

describe('newId', () => {
  it('mints version 7 UUIDs that the contracts accept', () => {
    const id = newId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(z.uuid().safeParse(id).success).toBe(true);
  });

  it('sorts ids in the order they were minted, also many within one millisecond', () => {
    const minted = Array.from({ length: 5_000 }, () => newId());
    expect(new Set(minted).size).toBe(minted.length);
    expect([...minted].sort()).toEqual(minted);
  });

  it('starts with the time it was minted at', () => {
    const before = Date.now();
    const id = newId();
    const after = Date.now();
    const millis = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(millis).toBeGreaterThanOrEqual(before);
    expect(millis).toBeLessThanOrEqual(after);
  });
});
