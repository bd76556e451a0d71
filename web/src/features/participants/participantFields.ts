import { COUNTRIES, DEFAULT_COUNTRY, type Country, type ParticipantFields } from '@canopy/contracts';
import { DETAIL_FIELDS } from '@canopy/contracts/participants/fields';
import { countryForDialCode } from '../workspaces/generalInfo';

// The participant fields a consultant fills in (manual rows, the edit form) or maps (CSV import), with
// the labels every screen uses for them.

export type FieldName = Exclude<keyof ParticipantFields, 'phone_code'>;

/** the labels every screen uses, shared with the server's messages */
export { FIELD_LABELS } from '@canopy/contracts/participants/fields';

/** shown on every manual row */
export const MAIN_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'payroll_id',
  'phone',
  'hiring_date',
  'birth_date',
] as const satisfies readonly FieldName[];
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
