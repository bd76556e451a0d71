import { validatePhoneNumberLength } from 'libphonenumber-js';
import { isKnownDialCode } from './countries.ts';

// Phone numbers as the spec stores them: a dial code (`phone_code`, e.g. '+44') and the national
// number (`phone`, digits). Spec 1 section 5: a leading 0 is stripped; the full number starts with +
// and has 6 to 15 digits. Length rules per country come from libphonenumber-js.

export type PhoneParts = { phone_code: string; phone: string };

/** digits of what someone typed: spaces, dashes, dots and brackets dropped, the leading 0 stripped */
export const nationalDigits = (phone: string) => phone.replace(/[\s\-().]/g, '').replace(/^0+/, '');

/**
 * The stored form of a phone number, or null when it is not a phone number. An empty phone clears the
 * dial code (spec: 'If the phone code is set but the phone empty, the code is cleared').
 */
export const normalisePhone = (phoneCode: string, phone: string): PhoneParts | null => {
  const digits = nationalDigits(phone);
  if (digits === '') return phone.trim() === '' ? { phone_code: '', phone: '' } : null;
  const code = phoneCode.trim().startsWith('+') ? phoneCode.trim() : `+${phoneCode.trim()}`;
  if (!/^\d+$/.test(digits) || !isKnownDialCode(code)) return null;
  const full = `${code}${digits}`;
  if (!/^\+\d{6,15}$/.test(full)) return null;
  const length = validatePhoneNumberLength(full);
  // INVALID_COUNTRY: a dial code libphonenumber has no length rules for; the spec's 6 to 15 digits decide
  if (length !== undefined && length !== 'INVALID_COUNTRY') return null;
  return { phone_code: code, phone: digits };
};
