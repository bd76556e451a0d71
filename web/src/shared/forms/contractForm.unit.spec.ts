import { AuthenticateRequest } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { contractRules } from './contractForm';
import { REQUIRED_MESSAGE } from './validation';

describe('contractRules', () => {
  const rules = contractRules<{ email: string; password: string }>(AuthenticateRequest, ['email', 'password']);

  it('says "required" for blank required fields, before the schema', () => {
    expect(rules({ email: ' ', password: '' })).toEqual({ email: REQUIRED_MESSAGE, password: REQUIRED_MESSAGE });
  });

  it("gives the schema's message in the spec's words otherwise", () => {
    expect(rules({ email: 'someone@', password: 'x' })).toEqual({ email: 'The email address is incorrect. Please check and retry' });
  });

  it('gives a field its own required message where the spec has one', () => {
    const named = contractRules<{ email: string; password: string }>(AuthenticateRequest, { email: 'Email is required' });
    expect(named({ email: '', password: 'secret' })).toMatchObject({ email: 'Email is required' });
  });

  it('passes valid values', () => {
    expect(rules({ email: ' Ada@Example.COM ', password: 'secret' })).toEqual({});
  });
});
