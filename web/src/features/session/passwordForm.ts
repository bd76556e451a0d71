import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../shared/forms/validation';

/** Spec (My account): the message when the repeated password differs from the new one. */
export const PASSWORD_MISMATCH = 'New password is incorrect';

/** A contract schema with `new_password`, plus the form's `repeat_password` that must equal it. */
export function withRepeatedPassword<T extends z.ZodRawShape & { new_password: z.ZodType<string> }>(schema: z.ZodObject<T>) {
  return schema.extend({ repeat_password: z.string().min(1, REQUIRED_MESSAGE) }).refine(
    (form) => {
      const { new_password, repeat_password } = form as { new_password: string; repeat_password: string };
      return new_password === repeat_password;
    },
    { path: ['repeat_password'], message: PASSWORD_MISMATCH },
  );
}
