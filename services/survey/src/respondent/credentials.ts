import { RespondentMessages } from '@canopy/contracts/survey/respondent';
import type { Credential } from '@canopy/workspace';
import { httpError } from '@canopy/platform/http/sharedPlugin';

/**
 * The credential a respondent gave, as the roster compares it: the e-mail trimmed and lowercased; the phone as the
 * dial code and the number in digits, a leading zero of the number dropped ('+44', '07911 123456' -> 447911123456).
 */
export const credentialOf = (body: {
  email?: string | undefined;
  phone_code?: string | undefined;
  phone?: string | undefined;
  payroll_id?: string | undefined;
}): Credential => {
  const email = body.email?.trim().toLowerCase() ?? '';
  if (email !== '') return { kind: 'email', email };
  const phone = body.phone?.trim() ?? '';
  if (phone !== '') {
    const code = (body.phone_code ?? '').replace(/\D/g, '');
    const number = phone.replace(/\D/g, '');
    const digits = code === '' || phone.startsWith('+') ? number : `${code}${number.replace(/^0+/, '')}`;
    if (digits !== '') return { kind: 'phone', digits };
  }
  const payroll = body.payroll_id?.trim() ?? '';
  if (payroll !== '') return { kind: 'payroll_id', payroll_id: payroll };
  throw httpError(400, RespondentMessages.credentialRequired);
};
