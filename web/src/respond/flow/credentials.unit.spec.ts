import { describe, expect, it } from 'vitest';
import { normaliseCredential, offeredCredential } from './credentials';

describe('respondent credentials', () => {
  it('asks for the credential the person has: e-mail, else payroll id, else phone, else none', () => {
    expect(offeredCredential({ has_email: true, has_phone: true, has_payroll_id: true })).toBe('email');
    expect(offeredCredential({ has_email: false, has_phone: true, has_payroll_id: true })).toBe('payroll_id');
    expect(offeredCredential({ has_email: false, has_phone: true, has_payroll_id: false })).toBe('phone');
    expect(offeredCredential({ has_email: false, has_phone: false, has_payroll_id: false })).toBeNull();
  });

  it('trims and lowercases the e-mail', () => {
    expect(normaliseCredential('email', '  Ana.Lima@Example.COM ')).toEqual({ email: 'ana.lima@example.com', phone: '', payroll_id: '' });
  });

  it('joins the dial code and the digits of a phone, the leading zero stripped', () => {
    expect(normaliseCredential('phone', '07700 900-123', '+44')).toEqual({ email: '', phone: '+447700900123', payroll_id: '' });
    expect(normaliseCredential('phone', '(555) 010.4477', '1')?.phone).toBe('+15550104477');
  });

  it('has nothing to send for an empty value', () => {
    expect(normaliseCredential('email', '   ')).toBeNull();
    expect(normaliseCredential('payroll_id', '')).toBeNull();
    expect(normaliseCredential('phone', ' - ', '+44')).toBeNull();
    expect(normaliseCredential('payroll_id', ' NH-20001 ')?.payroll_id).toBe('NH-20001');
  });
});
