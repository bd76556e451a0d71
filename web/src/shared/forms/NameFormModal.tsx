import { Alert, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormModal } from '../ui/FormModal';
import { IconAlertCircle } from '@tabler/icons-react';
import { contractRules } from './contractForm';
import type { FieldErrors, Validation } from './validation';

export type NameFormValues = { name: string; description: string };
type NameField = keyof NameFormValues;

/**
 * How the fields are checked: a contract schema (with the spec's message for a blank name), or a validation
 * function returning the data to send.
 */
type Check<Data> =
  | { schema: z.ZodType<Data>; nameRequired: string; validate?: never }
  | { validate: (values: NameFormValues) => Validation<NameField, Data>; schema?: never; nameRequired?: never };

type Props<Data> = Check<Data> & {
  title: string;
  /** the dialog's width in pixels */
  size?: number;
  nameLabel: string;
  submitLabel: string;
  initial: NameFormValues;
  description: { maxRows: number; maxLength: number; enterSubmits?: boolean };
  /** called with the validated data; `setErrors` puts a server's refusal beside the field it concerns */
  onSubmit: (data: Data, setErrors: (errors: FieldErrors<NameField>) => void) => void;
  pending: boolean;
  /** the server's refusal shown as a banner above the fields (null: none) */
  error: string | null;
  onClose: () => void;
  /** further fields, below the description */
  children?: ReactNode;
};

/** A required name and a description, checked before they are sent; New and Edit of categories, packages and groups. */
export function NameFormModal<Data>(props: Props<Data>) {
  const { title, size = 416, nameLabel, submitLabel, initial, description, onSubmit, pending, error, onClose, children } = props;
  const form = useForm<NameFormValues, Data>({
    initialValues: initial,
    validate: props.schema
      ? contractRules<NameFormValues>(props.schema, { name: props.nameRequired })
      : (values) => props.validate(values).errors,
    transformValues: (values) => {
      if (props.schema) return props.schema.parse(values);
      const checked = props.validate(values);
      if (!checked.ok) throw new Error('transformValues runs only on values that passed validation');
      return checked.data;
    },
  });

  const submit = form.onSubmit((data) => {
    if (!pending) onSubmit(data, (errors) => form.setErrors(errors));
  });

  return (
    <FormModal title={title} size={size} onClose={onClose} onSubmit={submit} pending={pending} submitLabel={submitLabel}>
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <TextInput label={nameLabel} {...form.getInputProps('name')} withAsterisk data-autofocus maxLength={200} />
      <Textarea
        label="Description"
        {...form.getInputProps('description')}
        onKeyDown={
          description.enterSubmits
            ? (event) => {
                // Enter submits; Shift+Enter starts a new line
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  submit();
                }
              }
            : undefined
        }
        autosize
        minRows={2}
        maxRows={description.maxRows}
        maxLength={description.maxLength}
      />
      {children}
    </FormModal>
  );
}

/** A validation that only asks for a name: `message` when it is blank, the values as they are otherwise. */
export const requireName =
  (message: string) =>
  (values: NameFormValues): Validation<NameField, NameFormValues> =>
    values.name.trim() === '' ? { ok: false, errors: { name: message } } : { ok: true, data: values, errors: {} };
