import { describe, expect, it } from 'vitest';
import { noteDateLine, pasteCutMessage, pasteIsCut } from './noteText';

describe('pasteIsCut', () => {
  it('is true when the paste goes past the limit, counting the text it replaces', () => {
    expect(pasteIsCut('', 0, 0, 'x'.repeat(501))).toBe(true);
    expect(pasteIsCut('', 0, 0, 'x'.repeat(500))).toBe(false);
    expect(pasteIsCut('abc', 3, 3, 'x'.repeat(498))).toBe(true);
    // pasting over the selected 'abc' frees three characters
    expect(pasteIsCut('abc', 0, 3, 'x'.repeat(500))).toBe(false);
  });

  it('names the limit', () => {
    expect(pasteCutMessage(500)).toBe('The pasted text was cut to fit the 500-character limit');
  });
});

describe('noteDateLine', () => {
  it('shows only the day a note was added until it is edited', () => {
    expect(noteDateLine({ created_at: '2026-03-05T12:00:00.000Z', updated_at: '2026-03-05T12:00:00.000Z' })).toBe('Mar 05 2026');
  });

  it('adds the day of the edit', () => {
    expect(noteDateLine({ created_at: '2026-03-05T12:00:00Z', updated_at: '2026-11-16T12:00:00Z' })).toBe(
      'Mar 05 2026 · edited Nov 16 2026',
    );
  });
});
