import { isStorableText } from '@canopy/contracts';
import { splitInternationalPhone } from '@canopy/contracts/participants/internationalPhone';
import { EMAIL_PATTERN } from '@canopy/contracts/platform/email';
import { normalisePhone } from '@canopy/contracts/platform/phone';
import { UNSET_DATE, type ParticipantFields } from '@canopy/contracts/participants/api';
import { COUNTRIES } from '@canopy/contracts/platform/countries';
import type { AutomaticParticipant } from '../../roster/rosterPort.ts';
import type { HrCompany, HrDirectory, HrEmployee } from '../provider/hrisProvider.ts';

// HR fields onto participant fields:
//   preferred name (else first name), last name; e-mail: work first, then any; phone: work first, split
//   into dial code and national digits; payroll id: the employment's source id; start date -> hiring_date;
//   dob -> birth_date; gender, ethnicity (Finch's codes as words); job title -> job; department;
//   department segment -> segment and division -> home_base from the employer's custom fields of those
//   names, division falling back to the department's top-level parent; location -> work_location_* (the
//   country's ISO code as its name); pay group: the pay group that lists the person.

const WORDS: Record<string, string> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
  decline_to_specify: 'Decline to specify',
  asian: 'Asian',
  white: 'White',
  black_or_african_american: 'Black or African American',
  native_hawaiian_or_pacific_islander: 'Native Hawaiian or Pacific Islander',
  american_indian_or_alaska_native: 'American Indian or Alaska Native',
  hispanic_or_latino: 'Hispanic or Latino',
  two_or_more_races: 'Two or more races',
};

/**
 * An HR system's string as participant text: trimmed, cut at `max` without halving a character, and what
 * PostgreSQL cannot store (a NUL byte, a lone surrogate) dropped: such text from the HR system would
 * otherwise refuse the whole sync, since the event log refuses it.
 */
const text = (value: unknown, max = 200) => {
  if (typeof value !== 'string') return '';
  const cut = value.replaceAll('\u0000', '').trim().slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return (last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut).toWellFormed().replaceAll('\uFFFD', '');
};

const words = (code: string | null | undefined) => {
  const value = text(code);
  if (value === '') return '';
  return WORDS[value] ?? (value.charAt(0).toUpperCase() + value.slice(1)).replace(/_/g, ' ');
};

/** a calendar date of the HR system as the participants' ISO date-time; anything else is unset */
const isoDate = (value: string | null | undefined) => {
  const date = text(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(date)) return UNSET_DATE;
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? UNSET_DATE : parsed.toISOString();
};

/** the employment's end date as YYYY-MM-DD, or null when the HR system gives none */
const endDate = (value: string | null | undefined) => {
  const date = isoDate(value);
  return date === UNSET_DATE ? null : date.slice(0, 10);
};

const countryName = (code: string | null | undefined) => {
  const value = text(code);
  return COUNTRIES.find((country) => country.iso === value.toUpperCase())?.name ?? value;
};

const byType = <T extends { type?: string | null } | null>(items: readonly T[] | null | undefined, preferred: string): NonNullable<T>[] => {
  const present = (items ?? []).filter((item): item is NonNullable<T> => item !== null);
  return [...present.filter((item) => item.type === preferred), ...present.filter((item) => item.type !== preferred)];
};

const customField = (employee: HrEmployee, pattern: RegExp) => {
  const field = (employee.employment?.custom_fields ?? []).find((candidate) => candidate?.name && pattern.test(candidate.name.trim()));
  return typeof field?.value === 'string' || typeof field?.value === 'number' ? text(String(field.value)) : '';
};

/** each department of the company's list to its parent */
const departmentParents = (company: HrCompany) => {
  const parents = new Map<string, string>();
  for (const entry of company.departments ?? []) if (entry?.name && entry.parent?.name) parents.set(entry.name, entry.parent.name);
  return parents;
};

/** the top of a department's parent chain ('' when it has no parent) */
const topDepartment = (parents: ReadonlyMap<string, string>, department: string) => {
  let current = department;
  for (let depth = 0; parents.has(current) && depth < 20; depth++) current = parents.get(current)!;
  return current === department ? '' : current;
};

const toParticipantFields = (
  employee: HrEmployee,
  context: { departmentParents: ReadonlyMap<string, string>; payGroupOf: ReadonlyMap<string, string> },
): ParticipantFields => {
  const individual = employee.individual ?? {};
  const employment = employee.employment ?? {};
  const email = byType(individual.emails, 'work')
    .map((entry) => text(entry.data, 320).toLowerCase())
    .find((candidate) => EMAIL_PATTERN.test(candidate));
  const phone = byType(individual.phone_numbers, 'work')
    .map((entry) => {
      const parts = splitInternationalPhone(text(entry.data, 32));
      return parts && normalisePhone(parts.phone_code, parts.phone);
    })
    .find((parts) => parts !== null);
  const department = text(employment.department?.name);
  const location = employment.location ?? {};
  return {
    first_name: text(individual.preferred_name) || text(individual.first_name),
    last_name: text(individual.last_name),
    email: email ?? '',
    phone_code: phone?.phone_code ?? '',
    phone: phone?.phone ?? '',
    payroll_id: text(employment.source_id, 100),
    hiring_date: isoDate(employment.start_date),
    birth_date: isoDate(individual.dob),
    ethnicity: words(individual.ethnicity),
    gender: words(individual.gender),
    work_location_name: text(location.name) || text(location.city),
    work_location_city: text(location.city),
    work_location_state: text(location.state),
    work_location_country: countryName(location.country),
    pay_group: context.payGroupOf.get(employee.id) ?? '',
    job: text(employment.title),
    department,
    segment: customField(employee, /^(department[\s_-]*)?segment$/i),
    home_base: customField(employee, /^division$/i) || (department === '' ? '' : topDepartment(context.departmentParents, department)),
  };
};

/** everyone the HR system lists, mapped; a person listed twice counts once (the last listing) */
export const toAutomaticParticipants = (directory: HrDirectory): AutomaticParticipant[] => {
  const payGroupOf = new Map<string, string>();
  for (const group of directory.pay_groups)
    for (const id of group.individual_ids) if (!payGroupOf.has(id)) payGroupOf.set(id, text(group.name));
  const context = { departmentParents: departmentParents(directory.company), payGroupOf };
  const people = new Map<string, AutomaticParticipant>();
  for (const employee of directory.employees) {
    if (!employee.id || !isStorableText(employee.id)) continue;
    people.set(employee.id, {
      external_id: employee.id,
      fields: toParticipantFields(employee, context),
      is_active: employee.is_active && employee.employment?.is_active !== false,
      end_date: endDate(employee.employment?.end_date),
    });
  }
  return [...people.values()];
};
