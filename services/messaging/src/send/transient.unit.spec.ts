import { describe, expect, it } from 'vitest';
import { isTransient, retryDelay } from './transient.ts';

const smtp = (responseCode?: number, code?: string) => Object.assign(new Error('refused'), { responseCode, code });

describe('a failed mail', () => {
  it.each([
    [smtp(451, 'EENVELOPE'), true],
    [smtp(421), true],
    [smtp(450, 'EMESSAGE'), true],
    [smtp(undefined, 'ECONNECTION'), true],
    [smtp(undefined, 'ETIMEDOUT'), true],
    [smtp(undefined, 'ECONNRESET'), true],
    [smtp(550, 'EENVELOPE'), false],
    [smtp(554, 'EMESSAGE'), false],
    [new Error('mail is not configured'), false],
    ['a string', false],
  ])('%o is transient: %s', (failure, transient) => {
    expect(isTransient(failure)).toBe(transient);
  });

  it('waits twice as long before each attempt, with at most a quarter more of jitter', () => {
    expect([1, 2, 3].map((attempt) => retryDelay(attempt, 100, () => 0))).toEqual([100, 200, 400]);
    expect(retryDelay(3, 100, () => 1)).toBe(500);
  });
});
