import type { PersonalTerms } from '@canopy/projections/workspace/participants/aiRead';

/**
 * Replaces personal data in a comment before it leaves the process or is quoted (ADR 0072): e-mail addresses,
 * phone numbers, the workspace's payroll ids and its people's first and last names become placeholders. Names are
 * matched as whole words whatever their case, so a first name that is also a word ('Will', 'Hope') is replaced too:
 * a lost word costs less than a named colleague.
 */
export const PLACEHOLDERS = { name: '[name]', email: '[email]', phone: '[phone]', payroll: '[payroll id]' } as const;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
// seven or more digits, possibly with a leading +, spaces, dots, dashes and brackets between them
const PHONE = /(?<![\p{L}\p{N}])\+?\(?\d(?:[\s().-]*\d){6,}(?![\p{L}\p{N}])/gu;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type Scrubber = (text: string) => string;

const wordsPattern = (words: Iterable<string>) => {
  const list = [...new Set(words)].sort((a, b) => b.length - a.length || a.localeCompare(b)).map(escapeRegExp);
  return list.length === 0 ? null : new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
};

export const createScrubber = (people: readonly PersonalTerms[]): Scrubber => {
  const names = wordsPattern(
    people.flatMap((person) =>
      [person.first_name, person.last_name].flatMap((name) => name.split(/[\s-]+/)).filter((part) => part.length >= 2),
    ),
  );
  const payrolls = wordsPattern(people.map((person) => person.payroll_id.trim()).filter((id) => id.length >= 3));
  const emails = people.map((person) => person.email.trim().toLowerCase()).filter(Boolean);
  const knownEmails = wordsPattern(emails);
  return (text) => {
    let out = text.replace(EMAIL, PLACEHOLDERS.email);
    if (knownEmails) out = out.replace(knownEmails, PLACEHOLDERS.email);
    if (payrolls) out = out.replace(payrolls, PLACEHOLDERS.payroll);
    out = out.replace(PHONE, PLACEHOLDERS.phone);
    if (names) out = out.replace(names, PLACEHOLDERS.name);
    return out;
  };
};
