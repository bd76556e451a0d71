import { UNSET_DATE, type ParticipantFields } from './api.ts';

// Test-only: participant fields as specs build them.

/** a participant's fields with nothing filled in (text empty, dates unset), then the overrides */
export const participantFields = (overrides: Partial<ParticipantFields> = {}): ParticipantFields => ({
  first_name: '',
  last_name: '',
  email: '',
  phone_code: '',
  phone: '',
  payroll_id: '',
  hiring_date: UNSET_DATE,
  birth_date: UNSET_DATE,
  ethnicity: '',
  gender: '',
  work_location_name: '',
  work_location_city: '',
  work_location_state: '',
  work_location_country: '',
  pay_group: '',
  job: '',
  department: '',
  segment: '',
  home_base: '',
  ...overrides,
});
