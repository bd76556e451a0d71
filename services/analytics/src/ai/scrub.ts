import type { PersonalTerms } from '@canopy/workspace';

/**
 * Replaces personal data in a comment before it leaves the process, is quoted, or is written to a masked file
 * (ADRs 0072, 0117): e-mail addresses, phone numbers (international forms too), the workspace's payroll ids and
 * id-shaped codes, and its people's first and last names, each alone or together, become placeholders.
 *
 * The text is read in one Unicode form (NFKC, which also composes a name typed in decomposed form, NFD), with
 * typographic apostrophes and dashes standing for the plain ones and invisible breaks (soft hyphen, zero-width space)
 * removed, so 'O’Brien' for O'Brien, a name typed in decomposed form, a full-width 'Ｍaria' and 'Gonzalez' for
 * González all match. Names are whole words whatever
 * their case, so a first name that is also a word ('Will', 'Hope') is replaced too: a lost word costs less than a
 * named colleague. The text that comes back is the NFKC form.
 */
export const PLACEHOLDERS = { name: '[name]', email: '[email]', phone: '[phone]', payroll: '[payroll id]' } as const;

export type Scrubber = (text: string) => string;

const APOSTROPHES = "'\u2018\u2019\u02BC\u2032`\u00B4";
const DASHES = '\\-\u2010\u2011\u2012\u2013\u2014\u2015\u2212';
const INVISIBLE = /[\u00AD\u200B\u200C\u2060\uFEFF]/g;

/** the form names and text are compared in */
const normalForm = (text: string) => text.normalize('NFKC').replace(INVISIBLE, '');
const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
// a date (2024-05-12, 12/05/2024) or a year range (2019-2024) is not a phone number
const NOT_A_DATE =
  '(?!\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}(?!\\d))(?!\\d{1,2}[-/.]\\d{1,2}[-/.]\\d{2,4}(?!\\d))(?!\\d{4}\\s*[-–]\\s*\\d{4}(?!\\d))';
// seven or more digits, possibly after '+', '00' or '(+', with spaces (non-breaking ones too), dots, slashes, dashes
// of any kind and brackets between them: +44 20 7946 0958, (+34) 612 345 678, +33 (0)1 23 45 67 89, 0049-30-1234567
const PHONE = new RegExp(
  `(?<![\\p{L}\\p{N}+])(?:\\(?\\+|\\b00)?\\(?${NOT_A_DATE}\\d(?:[\\s()./${DASHES}]*\\d){6,}(?![\\p{L}\\p{N}])`,
  'gu',
);
// codes shaped like an employee or payroll id: a labelled number ('employee id 48812', 'n° de nómina 4471') or one
// to four capitals joined to four or more digits ('EMP-10234', 'E123456')
const LABELLED_ID = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:employee|staff|payroll|badge|personnel|matricule|nómina|nomina|empleado)(?:\\s+(?:id|no\\.?|number|n°|nº|#|número|numero))?\\s*[:#]?\\s*[\\p{L}\\p{N}${DASHES}]*\\d{3,}[\\p{L}\\p{N}]*`,
  'giu',
);
const CODED_ID = new RegExp(`(?<![\\p{L}\\p{N}])\\p{Lu}{1,4}[${DASHES}_]?\\d{4,}(?![\\p{L}\\p{N}])`, 'gu');

/** a word as a pattern in which any apostrophe or dash stands for any other */
const loosePattern = (word: string) =>
  [...word]
    .map((char) => (APOSTROPHES.includes(char) ? `[${APOSTROPHES}]` : DASHES.includes(char) ? `[${DASHES}]` : escapeRegExp(char)))
    .join('');

const wordsPattern = (patterns: Iterable<string>) => {
  const list = [...new Set(patterns)].sort((a, b) => b.length - a.length || a.localeCompare(b));
  return list.length === 0 ? null : new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
};

/**
 * Every way a name part is matched: as stored, without its accents, and for 'O'Brien' also 'OBrien' and 'Brien'
 * (a part after an apostrophe is a name alone). Parts are the pieces of first and last names between spaces and dashes.
 */
const nameVariants = (name: string): string[] => {
  const parts = normalForm(name)
    .split(new RegExp(`[\\s${DASHES}]+`, 'u'))
    .filter((part) => part.length >= 2);
  const variants = new Set<string>();
  for (const part of parts) {
    for (const form of [part, withoutAccents(part)]) {
      variants.add(loosePattern(form));
      const pieces = form.split(new RegExp(`[${APOSTROPHES}]`, 'u'));
      if (pieces.length > 1) {
        variants.add(escapeRegExp(pieces.join('')));
        for (const piece of pieces) if (piece.length >= 3) variants.add(escapeRegExp(piece));
      }
    }
  }
  return [...variants];
};

/** a payroll id whatever its case and whatever separator stands between its letters and digits ('PR-00412', 'pr 00412') */
const payrollPattern = (id: string) => (normalForm(id).match(/[\p{L}\p{N}]+/gu) ?? []).map(escapeRegExp).join(`[\\s${DASHES}_./]?`);

export const createScrubber = (people: readonly PersonalTerms[]): Scrubber => {
  const names = wordsPattern(people.flatMap((person) => [person.first_name, person.last_name].flatMap(nameVariants)));
  const payrolls = wordsPattern(
    people
      .map((person) => person.payroll_id.trim())
      .filter((id) => id.length >= 3)
      .map(payrollPattern)
      .filter(Boolean),
  );
  const knownEmails = wordsPattern(
    people
      .map((person) => normalForm(person.email.trim().toLowerCase()))
      .filter(Boolean)
      .map(escapeRegExp),
  );
  return (text) => {
    let out = normalForm(text).replace(EMAIL, PLACEHOLDERS.email);
    if (knownEmails) out = out.replace(knownEmails, PLACEHOLDERS.email);
    if (payrolls) out = out.replace(payrolls, PLACEHOLDERS.payroll);
    out = out.replace(LABELLED_ID, PLACEHOLDERS.payroll).replace(CODED_ID, PLACEHOLDERS.payroll);
    out = out.replace(PHONE, PLACEHOLDERS.phone);
    if (names) out = out.replace(names, PLACEHOLDERS.name);
    return out;
  };
};
