import { describe, expect, it } from 'vitest';
import { newImportId } from './importId';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('CSV import id', () => {
  it('is a fresh UUID from crypto.randomUUID', () => {
    const first = newImportId();
    expect(first).toMatch(UUID_V4);
    expect(newImportId()).not.toBe(first);
  });

  it('builds a version 4 UUID from random bytes where randomUUID is missing (plain http)', () => {
    const allOnes = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        new Uint8Array(array!.buffer).fill(0xff);
        return array;
      },
    };
    expect(newImportId(allOnes)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newImportId({ getRandomValues: (array) => crypto.getRandomValues(array) })).toMatch(UUID_V4);
  });
});
