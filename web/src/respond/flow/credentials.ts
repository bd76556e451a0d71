import { nationalDigits } from '@canopy/contracts/platform/phoneDigits';
import type { RespondentCredentialKind } from '@canopy/contracts/survey/respondent';

// How a respondent proves who they are after picking their name: with the one credential the organisation
// holds for them. The e-mail is compared trimmed and lowercased; a phone is its dial code plus its digits, a
// leading zero stripped, as participants' phones are stored.

export { offeredCredential } from '@canopy/contracts/survey/respondent';
export type CredentialKind = RespondentCredentialKind;

export type CredentialFields = { email: string; phone: string; payroll_id: string };

/**
 * The identify fields for what was typed: only the offered one filled, normalised; null when nothing usable was
 * typed (Continue stays disabled).
 */
export const normaliseCredential = (kind: CredentialKind, value: string, dialCode = ''): CredentialFields | null => {
  const empty: CredentialFields = { email: '', phone: '', payroll_id: '' };
  if (kind === 'email') {
    const email = value.trim().toLowerCase();
    return email === '' ? null : { ...empty, email };
  }
  if (kind === 'payroll_id') {
    const payroll = value.trim();
    return payroll === '' ? null : { ...empty, payroll_id: payroll };
  }
  const digits = nationalDigits(value);
  if (digits === '') return null;
  const code = dialCode.trim() === '' ? '' : dialCode.trim().startsWith('+') ? dialCode.trim() : `+${dialCode.trim()}`;
  return { ...empty, phone: `${code}${digits}` };
};
