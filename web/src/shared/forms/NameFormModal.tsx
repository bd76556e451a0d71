import { Alert, TextInput, Textarea } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormModal } from '../ui/FormModal';
import { IconAlertCircle } from '@tabler/icons-react';
import { useFormFields } from './useFormFields';
import type { FieldErrors, Validation } from './validation';

export type NameFormValues = { name: string; description: string };
type NameField = keyof NameFormValues;

type Props<Data> = {
  title: string;
  /** the dialog's width in pixels */
  size?: number;
  nameLabel: string;
  submitLabel: string;
  initial: NameFormValues;
  description: { maxRows: number; maxLength: number; enterSubmits?: boolean };
  validate: (values: NameFormValues) => Validation<NameField, Data>;
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
  const { title, size = 416, nameLabel, submitLabel, initial, description, validate, onSubmit, pending, error, onClose, children } = props;
  const { values, errors, setErrors, bind } = useFormFields<NameField>(initial);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    const result = validate(values);
    setErrors(result.errors);
    if (result.ok) onSubmit(result.data, setErrors);
  };

  return (
    <FormModal title={title} size={size} onClose={onClose} onSubmit={submit} pending={pending} submitLabel={submitLabel}>
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <TextInput
        label={nameLabel}
        value={values.name}
        onChange={bind('name')}
        error={errors.name}
        withAsterisk
        data-autofocus
        maxLength={200}
      />
      <Textarea
        label="Description"
        value={values.description}
        onChange={bind('description')}
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
