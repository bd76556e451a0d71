import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './unstorableText.ts';

describe('findUnstorableText', () => {
  it('points at the first NUL byte or lone surrogate, in a value or a key', () => {
    expect(findUnstorableText({ id: 'a\u0000b' }, 'params')).toBe('params/id');
    expect(findUnstorableText({ ids: ['ok', 'x\uD800'] }, 'body')).toBe('body/ids/1');
    expect(findUnstorableText([{ workspace_id: 'w', info: { 'k\u0000': 1 } }], 'body')).toBe('body/0/info');
    expect(findUnstorableText('\u0000', 'body')).toBe('body');
  });

  it('passes what PostgreSQL stores, including whole surrogate pairs', () => {
    expect(findUnstorableText({ name: 'Zoë 🌳', list: [1, null, true, { deep: 'fine' }] }, 'body')).toBeNull();
    expect(findUnstorableText(undefined, 'body')).toBeNull();
  });
});
