import { AdminMessages, checkNewMember, checkPasswordReset, checkTeamName } from '@canopy/contracts/admin/rules';
import { describe, expect, it } from 'vitest';

const member = {
  team_id: 't1',
  first_name: ' Ada ',
  last_name: 'Lovelace',
  email: ' Ada@Example.COM ',
  password: 'secret-1',
  password_confirmation: 'secret-1',
};

describe('the admin forms rules', () => {
  it('New member: trims names, lowercases the e-mail', () => {
    expect(checkNewMember(member)).toEqual({
      ok: true,
      value: { team_id: 't1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'secret-1' },
    });
  });

  it('New member: every message of the spec', () => {
    expect(checkNewMember({ ...member, first_name: ' ' })).toEqual({ ok: false, error: AdminMessages.required });
    expect(checkNewMember({ ...member, email: 'ada@example' })).toEqual({
      ok: false,
      error: 'The email address is incorrect. Please check and retry',
    });
    expect(checkNewMember({ ...member, password_confirmation: 'secret-2' })).toEqual({ ok: false, error: 'Error - Password mismatch' });
    expect(checkNewMember({ ...member, team_id: null })).toEqual({ ok: false, error: 'Team does not selected' });
    expect(checkNewMember({ ...member, team_id: '  ' })).toEqual({ ok: false, error: 'Team does not selected' });
  });

  it('Reset Password: spaces stripped, at least 5 characters, equal twice', () => {
    expect(checkPasswordReset({ new_password: ' ab cd e ', password_confirmation: 'abcde' })).toEqual({ ok: true, value: 'abcde' });
    expect(checkPasswordReset({ new_password: 'ab cd', password_confirmation: 'ab cd' })).toEqual({
      ok: false,
      error: 'Member password may contain at least 5 charecters',
    });
    expect(checkPasswordReset({ new_password: 'abcdef', password_confirmation: 'abcdeg' })).toEqual({
      ok: false,
      error: 'Passwords are not equal',
    });
  });

  it('Add new team: a name is required', () => {
    expect(checkTeamName('  ')).toEqual({ ok: false, error: 'This field is required' });
    expect(checkTeamName(' Acme ')).toEqual({ ok: true, value: 'Acme' });
  });
});
