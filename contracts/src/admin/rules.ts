import { EMAIL_PATTERN } from '../platform/email.ts';

// The admin forms' rules (spec, Admin validation), shared by the pages and the routes so both say the same thing.

export const AdminMessages = {
  notAdmin: 'Admin pages need an admin permission',
  required: 'This field is required',
  emailInvalid: 'The email address is incorrect. Please check and retry',
  teamNotSelected: 'Team does not selected',
  passwordMismatch: 'Error - Password mismatch',
  memberPasswordShort: 'Member password may contain at least 5 charecters',
  passwordsNotEqual: 'Passwords are not equal',
  workspaceNotFound: 'Workspace not found',
  packageNotFound: 'Package not found',
  cycleNotFound: 'Cycle not found',
  groupNotFound: 'Group not found',
  noAnswers: 'There are no answers for this choice yet',
} as const;

/** the fewest characters of a password an administrator sets (spec); the identity context's own floor applies on top */
export const MEMBER_PASSWORD_MIN_LENGTH = 5;

export type RuleResult<T> = { ok: true; value: T } | { ok: false; error: string };

export type NewMemberInput = {
  team_id?: string | null;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation?: string | null;
};
export type NewMember = { team_id: string; first_name: string; last_name: string; email: string; password: string };

/** 'New member': every field, a valid e-mail (lowercased), the same password twice, and a team */
export const checkNewMember = (input: NewMemberInput): RuleResult<NewMember> => {
  const first_name = input.first_name.trim();
  const last_name = input.last_name.trim();
  const email = input.email.trim().toLowerCase();
  if (first_name === '' || last_name === '' || email === '' || input.password === '') return { ok: false, error: AdminMessages.required };
  if (!EMAIL_PATTERN.test(email)) return { ok: false, error: AdminMessages.emailInvalid };
  if (input.password_confirmation != null && input.password_confirmation !== input.password)
    return { ok: false, error: AdminMessages.passwordMismatch };
  const team_id = input.team_id?.trim() ?? '';
  if (team_id === '') return { ok: false, error: AdminMessages.teamNotSelected };
  return { ok: true, value: { team_id, first_name, last_name, email, password: input.password } };
};

/** 'Reset Password': spaces are stripped, then at least 5 characters, typed the same twice */
export const checkPasswordReset = (input: { new_password: string; password_confirmation?: string | null }): RuleResult<string> => {
  const password = input.new_password.replace(/\s+/g, '');
  if (password.length < MEMBER_PASSWORD_MIN_LENGTH) return { ok: false, error: AdminMessages.memberPasswordShort };
  if (input.password_confirmation != null && input.password_confirmation.replace(/\s+/g, '') !== password)
    return { ok: false, error: AdminMessages.passwordsNotEqual };
  return { ok: true, value: password };
};

/** 'Add new team': a name */
export const checkTeamName = (name: string): RuleResult<string> => {
  const trimmed = name.trim();
  return trimmed === '' ? { ok: false, error: AdminMessages.required } : { ok: true, value: trimmed };
};
