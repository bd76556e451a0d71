import { CREDENTIAL_KINDS, credentialsOf, type CredentialKind, type Credentials } from './fields.ts';
import type { ParticipantFields } from './api.ts';

// Which participant each e-mail, phone and payroll id belongs to: the roster's index of a workspace, and a CSV
// file's index of its own earlier rows (the reader and the import check a file with it alike).

/** participants by each of their credentials */
export const createCredentialIndex = (participants: Iterable<{ id: string; fields: ParticipantFields }>) => {
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
