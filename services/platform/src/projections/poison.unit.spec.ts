import { describe, expect, it } from 'vitest';
import { isPoisonError } from './poison.ts';

const databaseError = (code: string) => Object.assign(new Error(`failed with ${code}`), { code, severity: 'ERROR' });

describe('isPoisonError', () => {
  it('parks data exceptions, integrity violations and other errors of the statement itself', () => {
    for (const code of ['22P05', '22021', '22012', '23505', '23502', '42703', 'P0001'])
      expect(isPoisonError(databaseError(code)), code).toBe(true);
  });

  it('parks what the projection code throws', () => {
    expect(isPoisonError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(true);
    expect(isPoisonError(new Error('unknown group kind'))).toBe(true);
    expect(isPoisonError('a thrown string')).toBe(true);
  });

  it('retries serialization failures, deadlocks, lost connections and shutdowns', () => {
    for (const code of ['40001', '40P01', '08006', '57P01', '57014', '55P03', '53300', 'XX000'])
      expect(isPoisonError(databaseError(code)), code).toBe(false);
    expect(isPoisonError(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', errno: -104 }))).toBe(false);
    expect(isPoisonError(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toBe(false);
    expect(isPoisonError(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(isPoisonError(new Error('Client has encountered a connection error and is not queryable'))).toBe(false);
    expect(isPoisonError(new Error('Cannot use a pool after calling end on the pool'))).toBe(false);
  });
});
