import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('makes every http(s) address a link and keeps the rest as text', () => {
    expect(linkify('Set your password: http://localhost:3000/reset-password?token=abc&invite=1\nThanks')).toEqual([
      { kind: 'text', text: 'Set your password: ' },
      { kind: 'link', href: 'http://localhost:3000/reset-password?token=abc&invite=1' },
      { kind: 'text', text: '\nThanks' },
    ]);
  });

  it('leaves text without addresses, and other schemes, as text', () => {
    expect(linkify('javascript:alert(1) <b>hi</b>')).toEqual([{ kind: 'text', text: 'javascript:alert(1) <b>hi</b>' }]);
    expect(linkify('')).toEqual([]);
  });
});
