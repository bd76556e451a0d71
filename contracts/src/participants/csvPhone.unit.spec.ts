import { normalisePhone } from '../platform/phone.ts';
import { describe, expect, it } from 'vitest';
import { csvPhone } from './csvPhone.ts';

const stored = (parts: { phone_code: string; phone: string }) => normalisePhone(parts.phone_code, parts.phone);

describe('csvPhone', () => {
  it('format 1: reads the country code from the number, with + or 00 or neither', () => {
    for (const written of ['+44 7911 123456', '0044 7911 123456', '447911123456', '+44 (0)7911-123456']) {
      expect(stored(csvPhone(1, { phone: written, countryCode: '' }, '+1')), written).toEqual({ phone_code: '+44', phone: '7911123456' });
    }
    expect(stored(csvPhone(1, { phone: '+1 (202) 555-0143', countryCode: '' }, '+44'))).toEqual({ phone_code: '+1', phone: '2025550143' });
  });

  it('format 1: a number without a readable country code is not a phone number', () => {
    expect(stored(csvPhone(1, { phone: 'call me', countryCode: '' }, '+1'))).toBeNull();
    expect(stored(csvPhone(1, { phone: '+999 12345678', countryCode: '' }, '+1'))).toBeNull();
  });

  it('format 2: takes the code from its own column, written in any usual way', () => {
    for (const code of ['44', '+44', '0044', ' +44 ']) {
      expect(stored(csvPhone(2, { phone: '07911 123456', countryCode: code }, '+1')), code).toEqual({
        phone_code: '+44',
        phone: '7911123456',
      });
    }
  });

  it('format 2: a blank code cell falls back to the chosen code', () => {
    expect(stored(csvPhone(2, { phone: '202 555 0143', countryCode: '' }, '+1'))).toEqual({ phone_code: '+1', phone: '2025550143' });
  });

  it('format 3: uses the chosen code, unless the cell carries its own', () => {
    expect(stored(csvPhone(3, { phone: '030 1234567', countryCode: '' }, '+49'))).toEqual({ phone_code: '+49', phone: '301234567' });
    expect(stored(csvPhone(3, { phone: '+44 7911 123456', countryCode: '' }, '+49'))).toEqual({ phone_code: '+44', phone: '7911123456' });
  });

  it('an empty cell is no phone', () => {
    expect(csvPhone(2, { phone: ' ', countryCode: '44' }, '+1')).toEqual({ phone_code: '', phone: '' });
  });
});
