import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { PhoneParts } from '../platform/phone.ts';

// Country calling codes are prefix-free (ITU-T E.164): the first 1 to 3 digits that form one are the code.
// Reading the code this way costs a set lookup; a full libphonenumber parse of each number (it also works
// out which of the countries sharing a code the number belongs to) cost 20-60 µs, seconds on a 40,000-row
// import. Whether the rest is a valid number for that code is normalisePhone's call.
const CALLING_CODES: ReadonlySet<string> = new Set(getCountries().map((country) => getCountryCallingCode(country)));

/**
 * A phone number written with its country code ('+44 7911 123456', '0044 7911 123456', '447911123456',
 * '+44 (0)7911 123456') split into dial code and national number, or null when it does not start with a
 * country calling code. The parts still go through normalisePhone, which strips a leading 0 and decides
 * whether they make a valid number.
 */
export const splitInternationalPhone = (text: string): PhoneParts | null => {
  const compact = text.trim().replace(/[\s\-().]/g, '');
  // 00 is the international prefix most of the world dials instead of +
  const digits = compact.startsWith('+') ? compact.slice(1) : compact.replace(/^00/, '');
  if (!/^\d+$/.test(digits)) return null;
  for (let length = 1; length <= 3 && length < digits.length; length++) {
    const code = digits.slice(0, length);
    if (CALLING_CODES.has(code)) return { phone_code: `+${code}`, phone: digits.slice(length) };
  }
  return null;
};
