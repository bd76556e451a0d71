import { AdminMessages } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { newMemberErrors, passwordResetErrors, teamNameErrors } from './ruleErrors';

const member = {
  team_id: 't1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  password: 'secret',
  password_confirmation: 'secret',
};

describe('admin form errors', () => {
  it('puts "required" under every blank field of a new member', () => {
    expect(newMemberErrors({ ...member, first_name: ' ', password: '' })).toEqual({
      first_name: AdminMessages.required,
      password: AdminMessages.required,
    });
  });

  it('puts each rule message under its field', () => {
    expect(newMemberErrors({ ...member, email: 'ada@' })).toEqual({ email: AdminMessages.emailInvalid });
    expect(newMemberErrors({ ...member, password_confirmation: 'other' })).toEqual({
      password_confirmation: AdminMessages.passwordMismatch,
    });
    expect(newMemberErrors({ ...member, team_id: null })).toEqual({ team_id: AdminMessages.teamNotSelected });
    expect(newMemberErrors(member)).toEqual({});
  });

  it('checks a password reset and a team name', () => {
    expect(passwordResetErrors({ new_password: 'a b', password_confirmation: 'a b' })).toEqual({
      new_password: AdminMessages.memberPasswordShort,
    });
    expect(passwordResetErrors({ new_password: 'secret', password_confirmation: 'secreT' })).toEqual({
      password_confirmation: AdminMessages.passwordsNotEqual,
    });
    expect(teamNameErrors({ name: '  ' })).toEqual({ name: AdminMessages.required });
    expect(teamNameErrors({ name: 'North' })).toEqual({});
  });
});
