import { getCountries, getCountryCallingCode, Metadata } from 'libphonenumber-js';
import { isKnownDialCode } from './countries.ts';
import { nationalDigits } from './phoneDigits.ts';

// Phone numbers as the spec stores them: a dial code (`phone_code`, e.g. '+44') and the national
// number (`phone`, digits). A leading 0 is stripped; the full number starts with +
// and has 6 to 15 digits. Length rules per country come from libphonenumber-js.

export type PhoneParts = { phone_code: string; phone: string };

export { nationalDigits };

let lengthsByDialCode: Map<string, Set<number>> | null = null;

/**
 * The national number lengths possible under a dial code, over every country sharing it (GB, GG, IM and
 * JE under +44). Looked up once per dial code: a CSV import checks 40,000 numbers, and asking
 * libphonenumber to place each number in its country (validatePhoneNumberLength) costs ~15 µs a number.
 */
const possibleLengths = (dialCode: string): ReadonlySet<number> => {
  if (!lengthsByDialCode) {
    lengthsByDialCode = new Map();
    const metadata = new Metadata();
    for (const country of getCountries()) {
      const code = getCountryCallingCode(country);
      const lengths = lengthsByDialCode.get(code) ?? new Set<number>();
      metadata.selectNumberingPlan(country);
      for (const length of metadata.numberingPlan?.possibleLengths() ?? []) lengths.add(length);
      lengthsByDialCode.set(code, lengths);
    }
  }
  return lengthsByDialCode.get(dialCode) ?? new Set();
};

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
  const lengths = possibleLengths(code.slice(1));
  // a dial code libphonenumber has no rules for: the spec's 6 to 15 digits decide
  if (lengths.size > 0 && !lengths.has(digits.length)) return null;
  return { phone_code: code, phone: digits };
};
