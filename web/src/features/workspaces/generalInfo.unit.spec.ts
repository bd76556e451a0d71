import { COUNTRIES, DEFAULT_COUNTRY, WorkspaceMessages } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { checkGeneralInfo, countryForDialCode, type GeneralInfoValues } from './generalInfo';

const UK = COUNTRIES.find((country) => country.iso === 'GB')!;
const values = (overrides: Partial<GeneralInfoValues> = {}): GeneralInfoValues => ({
  name: 'Acme Ltd',
  site_link: 'https://acme.example',
  first_name: 'Ana',
  last_name: 'Diaz',
  email: 'Ana.Diaz@Acme.example',
  phone: '',
  ...overrides,
});

describe('the General info form', () => {
  it('requires the workspace name', () => {
    expect(checkGeneralInfo(values({ name: '  ' }), DEFAULT_COUNTRY)).toEqual({ ok: false, errors: { name: 'This field is required' } });
  });

  it('refuses a bad contact e-mail and a bad phone together', () => {
    const check = checkGeneralInfo(values({ email: 'ana@acme', phone: '12' }), UK);
    expect(check).toEqual({ ok: false, errors: { email: WorkspaceMessages.emailInvalid, phone: WorkspaceMessages.phoneInvalid } });
  });

  it('refuses a website that does not start with http', () => {
    expect(checkGeneralInfo(values({ site_link: 'acme.example' }), DEFAULT_COUNTRY)).toMatchObject({
      ok: false,
      errors: { site_link: WorkspaceMessages.siteLinkInvalid },
    });
  });

  it('strips the leading 0 of the phone and keeps only the dial code, lowercasing the e-mail', () => {
    expect(checkGeneralInfo(values({ phone: '07700 900123' }), UK)).toEqual({
      ok: true,
      data: {
        name: 'Acme Ltd',
        main_contact: {
          first_name: 'Ana',
          last_name: 'Diaz',
          email: 'ana.diaz@acme.example',
          phone_code: '+44',
          phone: '7700900123',
          site_link: 'https://acme.example',
        },
      },
    });
  });

  it('drops the dial code when there is no phone', () => {
    expect(checkGeneralInfo(values(), UK)).toMatchObject({ ok: true, data: { main_contact: { phone_code: '', phone: '' } } });
  });

  it('finds the picker country for a stored dial code, the United States for +1 and for none', () => {
    expect(countryForDialCode('+1')).toBe(DEFAULT_COUNTRY);
    expect(countryForDialCode('')).toBe(DEFAULT_COUNTRY);
    expect(countryForDialCode('+44').dial_code).toBe('+44');
    // a shared code reads as its main country, not the territory first by name
    expect(['+44', '+7', '+358', '+47', '+381'].map((code) => countryForDialCode(code).iso)).toEqual(['GB', 'RU', 'FI', 'NO', 'RS']);
    expect(countryForDialCode('+49').iso).toBe('DE');
    expect(countryForDialCode('+999')).toBe(DEFAULT_COUNTRY);
  });
});
