import type { GroupClassification } from '../workspace/api.ts';
import type { ParticipantFields } from './api.ts';

// The participant fields by name, and the credentials among them: one list for
// the server (roster, CSV import, HRIS change sets, projections) and the web client.

/** the descriptive fields after the names, credentials and dates (the form's 'More fields') */
export const DETAIL_FIELDS = [
  'ethnicity',
  'gender',
  'work_location_name',
  'work_location_city',
  'work_location_state',
  'work_location_country',
  'pay_group',
  'job',
  'department',
  'segment',
  'home_base',
] as const satisfies readonly (keyof ParticipantFields)[];

/** every field of a participant, in the order of the contract */
export const PARTICIPANT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_code',
  'phone',
  'payroll_id',
  'hiring_date',
  'birth_date',
  ...DETAIL_FIELDS,
] as const satisfies readonly (keyof ParticipantFields)[];

/** the names every screen and message gives the fields (the phone's dial code is part of the phone) */
export const FIELD_LABELS: Record<Exclude<keyof ParticipantFields, 'phone_code'>, string> = {
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

/** the participant field a group classification makes default groups from ('none': no default groups) */
export const CLASSIFICATION_FIELDS = {
  none: null,
  job: 'job',
  work_location_name: 'work_location_name',
  work_location_country: 'work_location_country',
  work_location_state: 'work_location_state',
  work_location_city: 'work_location_city',
  pay_group: 'pay_group',
  department: 'department',
  department_segment: 'segment',
  division: 'home_base',
} as const satisfies Record<GroupClassification, keyof ParticipantFields | null>;

// Credentials identify a participant inside a workspace (e-mail, phone, payroll id). The
// contract has already trimmed them, lowercased the e-mail and normalised the phone.

export type CredentialKind = 'email' | 'phone' | 'payroll';
export type Credentials = Partial<Record<CredentialKind, string>>;

/** in the order the dedupe rule tries them */
export const CREDENTIAL_KINDS: readonly CredentialKind[] = ['email', 'phone', 'payroll'];

/** the participant field each credential is entered in */
export const CREDENTIAL_FIELDS = { email: 'email', phone: 'phone', payroll: 'payroll_id' } as const satisfies Record<
  CredentialKind,
  keyof ParticipantFields
>;

/** the phone with its dial code, '' when there is no phone */
export const fullPhone = (fields: Pick<ParticipantFields, 'phone_code' | 'phone'>) =>
  fields.phone === '' ? '' : `${fields.phone_code}${fields.phone}`;

/** the non-empty credentials of a participant, in the order of CREDENTIAL_KINDS; the phone with its dial code */
export const credentialsOf = (fields: Pick<ParticipantFields, 'email' | 'phone_code' | 'phone' | 'payroll_id'>): Credentials => {
  const credentials: Credentials = {};
  if (fields.email !== '') credentials.email = fields.email;
  if (fields.phone !== '') credentials.phone = fullPhone(fields);
  if (fields.payroll_id !== '') credentials.payroll = fields.payroll_id;
  return credentials;
};
