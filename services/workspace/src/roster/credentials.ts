import { UNSET_DATE, type ParticipantFields } from '@canopy/contracts/participants/api';
import type { RosterParticipant } from './roster.ts';

// Credentials identify a participant inside a workspace (spec 1 section 5: e-mail, phone, payroll id). The
// contract has already trimmed them, lowercased the e-mail and normalised the phone.

export type CredentialKind = 'email' | 'phone' | 'payroll';
export type Credentials = Partial<Record<CredentialKind, string>>;

/** the non-empty credentials of a participant; the phone with its dial code */
export const credentialsOf = (fields: Pick<ParticipantFields, 'email' | 'phone_code' | 'phone' | 'payroll_id'>): Credentials => {
  const credentials: Credentials = {};
  if (fields.email !== '') credentials.email = fields.email;
  if (fields.phone !== '') credentials.phone = `${fields.phone_code}${fields.phone}`;
  if (fields.payroll_id !== '') credentials.payroll = fields.payroll_id;
  return credentials;
};

/** in the order the dedupe rule tries them */
export const CREDENTIAL_KINDS: readonly CredentialKind[] = ['email', 'phone', 'payroll'];

/** participants by each of their credentials */
export const createCredentialIndex = (participants: Iterable<RosterParticipant>) => {
  const index: Record<CredentialKind, Map<string, string>> = { email: new Map(), phone: new Map(), payroll: new Map() };
  const add = (participantId: string, credentials: Credentials) => {
    for (const kind of CREDENTIAL_KINDS) {
      const value = credentials[kind];
      if (value !== undefined && !index[kind].has(value)) index[kind].set(value, participantId);
    }
  };
  for (const participant of participants) add(participant.id, credentialsOf(participant.fields));
  return {
    add,
    /** the participant each of these credentials belongs to, by kind */
    owners(credentials: Credentials): Partial<Record<CredentialKind, string>> {
      const owners: Partial<Record<CredentialKind, string>> = {};
      for (const kind of CREDENTIAL_KINDS) {
        const value = credentials[kind];
        const owner = value === undefined ? undefined : index[kind].get(value);
        if (owner !== undefined) owners[kind] = owner;
      }
      return owners;
    },
  };
};

const FIELD_KEYS = [
  'first_name',
  'last_name',
  'email',
  'phone_code',
  'phone',
  'payroll_id',
  'hiring_date',
  'birth_date',
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

export const sameFields = (a: ParticipantFields, b: ParticipantFields) => FIELD_KEYS.every((key) => a[key] === b[key]);

/**
 * An imported row laid over the participant it matched: what the row brings replaces what was there, what
 * it leaves empty (a column the file did not have) stays. The phone moves with its dial code.
 */
export const mergeFields = (current: ParticipantFields, row: ParticipantFields): ParticipantFields => {
  const merged = { ...current };
  for (const key of FIELD_KEYS) {
    if (key === 'phone_code' || key === 'phone') continue;
    const value = row[key];
    if (value !== '' && value !== UNSET_DATE) merged[key] = value;
  }
  if (row.phone !== '') {
    merged.phone_code = row.phone_code;
    merged.phone = row.phone;
  }
  return merged;
};
