import { UNSET_DATE, type ParticipantFields } from '@canopy/contracts/participants/api';
import { PARTICIPANT_FIELDS } from '@canopy/contracts/participants/fields';

// The credential index of a workspace (which participant each e-mail, phone and payroll id belongs to) and
// how an imported row compares with and lays over a participant.

export { createCredentialIndex } from '@canopy/contracts/participants/credentialIndex';

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
