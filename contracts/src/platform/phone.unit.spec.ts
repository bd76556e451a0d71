import { describe, expect, it } from 'vitest';
import { COUNTRIES, DEFAULT_COUNTRY, searchCountries } from './countries.ts';
import { normalisePhone } from './phone.ts';

describe('normalisePhone', () => {
  it('strips separators and the leading 0, and keeps the dial code', () => {
    expect(normalisePhone('+1', '(0202) 555-0143')).toEqual({ phone_code: '+1', phone: '2025550143' });
    expect(normalisePhone('44', '07911 123456')).toEqual({ phone_code: '+44', phone: '7911123456' });
  });

  it('refuses lengths the dial code never has, letters and unknown dial codes', () => {
    expect(normalisePhone('+1', '202555014')).toBeNull();
    expect(normalisePhone('+44', '07911 1234567890')).toBeNull();
    expect(normalisePhone('+1', 'call me')).toBeNull();
    expect(normalisePhone('+999', '2025550143')).toBeNull();
  });

  it('clears the dial code when there is no phone', () => {
    expect(normalisePhone('+44', '  ')).toEqual({ phone_code: '', phone: '' });
  });
});

describe('the country list', () => {
  it('comes from the maintained data: about 245 countries with flag, ISO code and dial code, United States by default', () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(DEFAULT_COUNTRY).toMatchObject({ name: 'United States', iso: 'US', dial_code: '+1' });
    expect(COUNTRIES.find((country) => country.iso === 'FR')).toEqual({ name: 'France', flag: '🇫🇷', iso: 'FR', dial_code: '+33' });
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('is searched by dial code, name or ISO code', () => {
    expect(searchCountries('+44').map((country) => country.iso)).toContain('GB');
    expect(searchCountries('germ').map((country) => country.iso)).toEqual(['DE']);
    expect(searchCountries('nz').map((country) => country.iso)).toContain('NZ');
  });
});
