import { ChangePasswordRequest, ResetPasswordRequest } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../shared/forms/validation';
import { PASSWORD_MISMATCH, withRepeatedPassword } from './passwordForm';

describe('password forms', () => {
  const change = withRepeatedPassword(ChangePasswordRequest);

  it("says 'New password is incorrect' when the repeat differs", () => {
    const result = validateForm(change, { id: 'c1', old_password: 'old-one', new_password: 'secret-one', repeat_password: 'secret-two' });
    expect(result.errors).toEqual({ repeat_password: PASSWORD_MISMATCH });
  });

  it("says 'New password should be at least 8 characters' for a short one, as the server does", () => {
    const result = validateForm(change, { id: 'c1', old_password: 'old-one', new_password: 'abcdefg', repeat_password: 'abcdefg' });
    expect(result.errors).toEqual({ new_password: 'New password should be at least 8 characters' });
  });

  it('requires all three fields', () => {
    const result = validateForm(change, { id: 'c1', old_password: '', new_password: '', repeat_password: '' }, [
      'old_password',
      'new_password',
      'repeat_password',
    ]);
    expect(result.errors).toEqual({
      old_password: 'This field is required',
      new_password: 'This field is required',
      repeat_password: 'This field is required',
    });
  });

  it('passes the contract payload through when valid', () => {
    const reset = withRepeatedPassword(ResetPasswordRequest);
    const result = validateForm(reset, { token: 't', new_password: 'secret-1', repeat_password: 'secret-1' });
    expect(result).toMatchObject({ ok: true, data: { token: 't', new_password: 'secret-1' } });
  });
});
