import { Group, TextInput } from '@mantine/core';
import type { FieldErrors } from '../../../shared/forms/validation';
import { DATE_FIELDS, FIELD_LABELS, type FieldName, type FieldValues } from '../participantFields';
import { CountryCodeSelect } from './CountryCodeSelect';
import { PastDateInput } from './PastDateInput';

type Props = {
  fields: readonly FieldName[];
  values: FieldValues;
  errors: FieldErrors<FieldName>;
  onChange: (field: FieldName | 'country', value: string) => void;
  disabled?: boolean;
};

const PLACEHOLDERS: Partial<Record<FieldName, string>> = { email: 'name@company.com', phone: 'Phone number', payroll_id: 'Employee ID' };

/** The inputs of a participant's fields: text, the phone with its country, and the two dates. */
export function ParticipantFieldInputs({ fields, values, errors, onChange, disabled }: Props) {
  return fields.map((field) => {
    const label = FIELD_LABELS[field];
    if ((DATE_FIELDS as readonly string[]).includes(field)) {
      return (
        <PastDateInput
          key={field}
          label={label}
          value={values[field]}
          onChange={(value) => onChange(field, value)}
          error={errors[field]}
          disabled={disabled}
        />
      );
    }
    if (field === 'phone') {
      return (
        // the dial code and the number side by side need the room of two fields
        <Group key={field} gap={6} wrap="nowrap" align="flex-start" style={{ gridColumn: 'span 2' }}>
          <CountryCodeSelect
            label="Code"
            aria-label="Phone country"
            value={values.country}
            onChange={(key) => onChange('country', key)}
            disabled={disabled}
          />
          <TextInput
            label={label}
            type="tel"
            placeholder={PLACEHOLDERS.phone}
            value={values.phone}
            onChange={(event) => onChange('phone', event.currentTarget.value)}
            error={errors.phone}
            disabled={disabled}
            style={{ flex: 1, minWidth: 0 }}
          />
        </Group>
      );
    }
    return (
      <TextInput
        key={field}
        label={label}
        type={field === 'email' ? 'email' : 'text'}
        placeholder={PLACEHOLDERS[field]}
        value={values[field]}
        onChange={(event) => onChange(field, event.currentTarget.value)}
        error={errors[field]}
        disabled={disabled}
      />
    );
  });
}
