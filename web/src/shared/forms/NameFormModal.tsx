import { Alert, TextInput, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormModal } from '../ui/FormModal';
import { IconAlertCircle } from '@tabler/icons-react';
import { useContractForm } from './contractForm';
import type { FieldErrors } from './validation';

export type NameFormValues = { name: string; description: string };
type NameField = keyof NameFormValues;

type Props<Data> = {
  /** the contract's schema of the name and description, and the spec's message for a blank name */
  schema: z.ZodType<Data>;
  nameRequired: string;
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
  const {
    schema,
    nameRequired,
    title,
    size = 416,
    nameLabel,
    submitLabel,
    initial,
    description,
    onSubmit,
    pending,
    error,
    onClose,
    children,
  } = props;
  const form = useContractForm({ schema, initialValues: initial, required: { name: nameRequired } });

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
