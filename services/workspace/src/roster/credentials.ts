import { UNSET_DATE, type ParticipantFields } from '@canopy/contracts/participants/api';
import {
  CREDENTIAL_KINDS,
  credentialsOf,
  PARTICIPANT_FIELDS,
  type CredentialKind,
  type Credentials,
} from '@canopy/contracts/participants/fields';
import type { RosterParticipant } from './roster.ts';

// The credential index of a workspace (which participant each e-mail, phone and payroll id belongs to) and
// how an imported row compares with and lays over a participant.

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

export const sameFields = (a: ParticipantFields, b: ParticipantFields) => PARTICIPANT_FIELDS.every((key) => a[key] === b[key]);

/**
 * An imported row laid over the participant it matched: what the row brings replaces what was there, what
 * it leaves empty (a column the file did not have) stays. The phone moves with its dial code.
 */
export const mergeFields = (current: ParticipantFields, row: ParticipantFields): ParticipantFields => {
  const merged = { ...current };
  for (const key of PARTICIPANT_FIELDS) {
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
