import type { z } from 'zod';

/** The spec's message for an empty required field. */
export const REQUIRED_MESSAGE = 'This field is required';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type Validation<K extends string, T> = { ok: true; data: T; errors: FieldErrors<K> } | { ok: false; errors: FieldErrors<K> };

/**
 * Validates form values against a contract schema and returns one message per field (the first).
 * Fields listed in `required` that are blank get 'This field is required' before the schema is asked,
 * so an empty e-mail reads "required" rather than "incorrect".
 */
export function validateForm<S extends z.ZodType, V extends Record<string, unknown>, K extends keyof V & string = keyof V & string>(
  schema: S,
  values: V,
  required: readonly (keyof V & string)[] = [],
): Validation<K, z.output<S>> {
  const errors: FieldErrors<K> = {};
  for (const key of required) {
    const value = values[key];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) errors[key as K] = REQUIRED_MESSAGE;
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string' && key in values && errors[key as K] === undefined) errors[key as K] = issue.message;
    }
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, data: parsed.data, errors };
  return { ok: false, errors };
}
