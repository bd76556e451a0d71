import { splitInternationalPhone } from './internationalPhone.ts';
import type { PhoneParts } from '../platform/phone.ts';

// A CSV phone cell as dial code and number, by the phone format the consultant chose:
// 1 the cell holds the full number with its country code, 2 the country code is in its own column,
// 3 there is no country code and the one chosen for the import applies. A cell that starts with + carries
// its own country code whatever the format. The parts are validated later, with the participant's rules.

export type PhoneFormat = 1 | 2 | 3;

/** '44', '+44', '0044', '+1-268' -> '+44', '+1268' */
const dialCode = (text: string) => {
  const digits = text
    .replace(/[\s\-().]/g, '')
    .replace(/^\+/, '')
    .replace(/^00/, '');
  return digits === '' ? '' : `+${digits}`;
};

export const csvPhone = (format: PhoneFormat, cells: { phone: string; countryCode: string }, chosenCode: string): PhoneParts => {
  const phone = cells.phone.trim();
  if (phone === '') return { phone_code: '', phone: '' };
  if (format === 1 || phone.startsWith('+')) return splitInternationalPhone(phone) ?? { phone_code: '', phone };
  // a blank country-code cell falls back to the import's chosen code
  if (format === 2) return { phone_code: dialCode(cells.countryCode) || dialCode(chosenCode), phone };
  return { phone_code: dialCode(chosenCode), phone };
};
