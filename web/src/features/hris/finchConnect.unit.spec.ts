import { describe, expect, it } from 'vitest';
import { outcomeOf } from './finchConnect';

const redirect = 'https://canopy.example/hris/finch-callback';

describe('the Finch Connect popup outcome', () => {
  it('is nothing until the popup is back on the redirect URI', () => {
    expect(outcomeOf('https://connect.tryfinch.com/authorize?session=s1', redirect)).toBeNull();
    expect(outcomeOf('https://canopy.example/participants?code=abc', redirect)).toBeNull();
    expect(outcomeOf('about:blank', redirect)).toBeNull();
  });

  it('is the code the redirect carries', () => {
    expect(outcomeOf(`${redirect}?code=abc-123&state=x`, redirect)).toEqual({ kind: 'code', code: 'abc-123' });
  });

  it('is the error Finch reports instead of a code', () => {
    expect(outcomeOf(`${redirect}?error=access_denied&error_description=The+user+cancelled`, redirect)).toEqual({
      kind: 'error',
      error: 'The user cancelled',
    });
    expect(outcomeOf(redirect, redirect)).toEqual({ kind: 'error', error: 'Finch Connect returned without a code' });
  });
});
