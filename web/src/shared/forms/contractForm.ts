import { schemaResolver, useForm, type FormErrors, type UseFormInput } from '@mantine/form';
import type { z } from 'zod';
import { REQUIRED_MESSAGE } from './validation';

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** the fields that must not be blank: a list (each says 'This field is required') or each with the spec's own message */
export type RequiredFields<Values> = readonly (keyof Values & string)[] | Partial<Record<keyof Values & string, string>>;

const requiredMessages = <Values>(required: RequiredFields<Values>): [string, string][] =>
  Array.isArray(required)
    ? required.map((key) => [key, REQUIRED_MESSAGE])
    : Object.entries(required as Record<string, string | undefined>).flatMap(([key, message]) => (message ? [[key, message]] : []));

/**
 * The validation of a form built on a contract's zod schema: the schema's first message per field (through
 * @mantine/form's Standard Schema resolver), and the required message for the `required` fields left blank,
 * so an empty e-mail reads "required" rather than "incorrect".
 */
export function contractRules<Values extends Record<string, unknown>>(schema: z.ZodType, required: RequiredFields<Values> = []) {
  const bySchema = schemaResolver(schema, { sync: true });
  const messages = requiredMessages(required);
  return (values: Values): FormErrors => {
    const errors: FormErrors = { ...bySchema(values) };
    for (const [key, message] of messages) if (blank(values[key])) errors[key] = message;
    return errors;
  };
}

type Options<S extends z.ZodType, Values extends Record<string, unknown>> = Omit<
  UseFormInput<Values, z.output<S>>,
  'validate' | 'transformValues'
> & { schema: S; required?: RequiredFields<Values> };

/**
 * `useForm` checked against a contract schema: `form.onSubmit(handler)` calls the handler with the schema's
 * parsed output (trimmed, lowercased, defaulted) only once every field passes; typing in a field clears its error.
 */
export function useContractForm<S extends z.ZodType, Values extends Record<string, unknown>>({
  schema,
  required,
  ...options
}: Options<S, Values>) {
  return useForm<Values, z.output<S>>({
    ...options,
    validate: contractRules<Values>(schema, required),
    transformValues: (values) => schema.parse(values),
  });
}
