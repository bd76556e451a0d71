import { describe, expect, it } from 'vitest';
import { sizeError } from './minimumGroupSize';

describe('minimum group size input', () => {
  it('accepts whole numbers from 2 to 100', () => {
    expect([2, 5, 100].map(sizeError)).toEqual([null, null, null]);
  });
  it('refuses sizes outside the bounds, fractions and an empty field', () => {
    expect(sizeError(1)).toBe('Choose a size from 2 to 100');
    expect(sizeError(101)).toBe('Choose a size from 2 to 100');
    expect(sizeError(4.5)).toBe('Enter a whole number');
    expect(sizeError('')).toBe('Enter a whole number');
  });
});
