import { describe, expect, it } from 'vitest';
import { findUnstorableText } from '@canopy/contracts';
import { assertStorableText, UnstorableTextError } from './storableText.ts';

describe('findUnstorableText', () => {
  it('names the first string holding a NUL byte or a lone surrogate', () => {
    expect(findUnstorableText({ name: 'Ada', members: [{ name: 'ok' }, { name: 'B\u0000b' }] })).toBe('members/1/name');
    expect(findUnstorableText({ a: { b: 'x\uD800y' } })).toBe('a/b');
    expect(findUnstorableText('\uDC00')).toBe('(value)');
  });

  it('names the parent of a bad key', () => {
    expect(findUnstorableText({ answers: { 'q\u0000': 1 } })).toBe('answers');
  });

  it('passes well-formed text, paired surrogates and other values', () => {
    expect(findUnstorableText({ name: 'Zoë 🌳', n: 1, at: new Date(), none: null, list: [true, 'ü'] })).toBeNull();
  });

  it('throws a 400 naming the field', () => {
    expect(() => assertStorableText({ name: 'a\u0000' }, 'metadata')).toThrow(UnstorableTextError);
    expect(() => assertStorableText({ name: 'a\u0000' }, 'metadata')).toThrow(/^metadata\/name: Text contains/);
    expect(() => assertStorableText({ name: 'fine' })).not.toThrow();
  });
});
