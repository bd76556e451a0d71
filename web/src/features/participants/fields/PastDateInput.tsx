import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { parseTypedDate } from '../format';

type Props = {
  label: string;
  /** 'YYYY-MM-DD' or '' */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
};

/** A date that cannot be in the future (start and birth dates), shown yyyy.mm.dd. */
export function PastDateInput({ label, value, onChange, error, disabled }: Props) {
  return (
    <DateInput
      label={label}
      placeholder="yyyy.mm.dd"
      valueFormat="YYYY.MM.DD"
      dateParser={parseTypedDate}
      maxDate={dayjs().format('YYYY-MM-DD')}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      clearable
      error={error}
      disabled={disabled}
      popoverProps={{ withinPortal: true }}
    />
  );
}
