import { COUNTRIES, DEFAULT_COUNTRY, type Country, type ParticipantFields } from '@canopy/contracts';
import { DETAIL_FIELDS } from '@canopy/contracts/participants/fields';
import { countryForDialCode } from '../workspaces/generalInfo';

// The participant fields a consultant fills in (manual rows, the edit form) or maps (CSV import), with
// the labels every screen uses for them.

export type FieldName = Exclude<keyof ParticipantFields, 'phone_code'>;

export const FIELD_LABELS: Record<FieldName, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  payroll_id: 'Payroll ID',
  hiring_date: 'Start date',
  birth_date: 'Birth date',
  ethnicity: 'Ethnicity',
  gender: 'Gender',
  work_location_name: 'Work location name',
  work_location_city: 'Work location city',
  work_location_state: 'Work location state',
  work_location_country: 'Work location country',
  pay_group: 'Pay group',
  job: 'Job',
  department: 'Department',
  segment: 'Department segment',
  home_base: 'Division',
};

/** shown on every manual row */
export const MAIN_FIELDS = ['first_name', 'last_name', 'email', 'payroll_id', 'phone', 'hiring_date', 'birth_date'] as const satisfies readonly FieldName[];
/** behind 'More fields' */
export const MORE_FIELDS = DETAIL_FIELDS satisfies readonly FieldName[];
export const ALL_FIELDS: readonly FieldName[] = [...MAIN_FIELDS, ...MORE_FIELDS];
export const DATE_FIELDS = ['hiring_date', 'birth_date'] as const;

/** what the fields of a form hold: text, dates as 'YYYY-MM-DD', and the phone's country */
export type FieldValues = Record<FieldName, string> & { country: string };

/** a country entry's key in the pickers: several countries share a dial code, one country can have several */
export const countryKey = (country: Country) => `${country.iso}:${country.dial_code}`;
export const DEFAULT_COUNTRY_KEY = countryKey(DEFAULT_COUNTRY);
export const countryOf = (key: string): Country => COUNTRIES.find((country) => countryKey(country) === key) ?? DEFAULT_COUNTRY;

/** the picker entry for a stored dial code: the United States for +1, else the first country with that code */
export const countryKeyForDialCode = (dialCode: string) => countryKey(countryForDialCode(dialCode));

export const emptyValues = (): FieldValues => ({
  ...(Object.fromEntries(ALL_FIELDS.map((field) => [field, ''])) as Record<FieldName, string>),
  country: DEFAULT_COUNTRY_KEY,
});

/** the fields as ParticipantInput reads them */
export const toInput = ({ country, ...values }: FieldValues) => ({ ...values, phone_code: countryOf(country).dial_code });
