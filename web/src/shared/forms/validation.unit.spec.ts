import { AuthenticateRequest } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE, validateForm } from './validation';

describe('validateForm', () => {
  it('says "required" for blank required fields and the schema message otherwise', () => {
    const result = validateForm(AuthenticateRequest, { email: ' ', password: '' }, ['email', 'password']);
    expect(result).toEqual({ ok: false, errors: { email: REQUIRED_MESSAGE, password: REQUIRED_MESSAGE } });

    const bad = validateForm(AuthenticateRequest, { email: 'someone@', password: 'x' }, ['email', 'password']);
    expect(bad.errors).toEqual({ email: 'The email address is incorrect. Please check and retry' });
  });

  it('returns the parsed data (trimmed, lowercased e-mail) when valid', () => {
    const result = validateForm(AuthenticateRequest, { email: ' Ada@Example.COM ', password: 'secret' }, ['email', 'password']);
    expect(result).toEqual({ ok: true, data: { email: 'ada@example.com', password: 'secret' }, errors: {} });
  });
});
