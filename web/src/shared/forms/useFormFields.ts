import { useState, type ChangeEvent } from 'react';
import type { FieldErrors } from './validation';

/** Text fields of a form with their errors; typing in a field clears that field's error. */
export const useFormFields = <Field extends string>(initial: Record<Field, string>) => {
  const [values, setValues] = useState<Record<Field, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const bind = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  return { values, setValues, errors, setErrors, bind };
};
