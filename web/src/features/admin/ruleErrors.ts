import { AdminMessages, checkNewMember, checkPasswordReset, checkTeamName, type NewMemberInput, type RuleResult } from '@canopy/contracts';
import type { FormErrors } from '@mantine/form';

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * The admin rules (contracts, shared with the routes) answer with one message; a form shows it under the field
 * it concerns. 'This field is required' goes under every required field left blank.
 */
export function ruleErrors<Values extends Record<string, unknown>>(
  result: RuleResult<unknown>,
  values: Values,
  fieldOf: Partial<Record<string, keyof Values & string>>,
  required: readonly (keyof Values & string)[],
): FormErrors {
  if (result.ok) return {};
  if (result.error === AdminMessages.required)
    return Object.fromEntries(required.filter((key) => blank(values[key])).map((key) => [key, result.error]));
  const field = fieldOf[result.error];
  return field ? { [field]: result.error } : { [required[0] ?? 'form']: result.error };
}

export type NewMemberValues = Required<Omit<NewMemberInput, 'team_id' | 'password_confirmation'>> & {
  team_id: string | null;
  password_confirmation: string;
};

export const newMemberErrors = (values: NewMemberValues) =>
  ruleErrors(
    checkNewMember(values),
    values,
    {
      [AdminMessages.emailInvalid]: 'email',
      [AdminMessages.passwordMismatch]: 'password_confirmation',
      [AdminMessages.teamNotSelected]: 'team_id',
    },
    ['first_name', 'last_name', 'email', 'password'],
  );

export type PasswordResetValues = { new_password: string; password_confirmation: string };

export const passwordResetErrors = (values: PasswordResetValues) =>
  ruleErrors(
    checkPasswordReset(values),
    values,
    { [AdminMessages.memberPasswordShort]: 'new_password', [AdminMessages.passwordsNotEqual]: 'password_confirmation' },
    ['new_password'],
  );

export const teamNameErrors = (values: { name: string }) => ruleErrors(checkTeamName(values.name), values, {}, ['name']);
