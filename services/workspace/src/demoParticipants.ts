import { ParticipantInput } from '@canopy/contracts/participants/api';
import type { ImportRow } from './roster/rosterPort.ts';

// Demo participants: plausible people made from small lists, the same on every fresh start. They go
// through the same validation as a consultant's manual rows.

const FIRST = [
  'Amara',
  'Ben',
  'Chloe',
  'Diego',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kemi',
  'Liam',
  'Maya',
  'Noah',
  'Olga',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tess',
];
const LAST = [
  'Adeyemi',
  'Becker',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Jensen',
  'Khan',
  'Larsen',
  'Moreau',
  'Novak',
  "O'Brien",
  'Patel',
];
const DEPARTMENTS = ['Engineering', 'Product', 'Sales', 'Marketing', 'Customer Success', 'People', 'Finance'];
const JOBS: Record<string, string[]> = {
  Engineering: ['Software Engineer', 'Senior Software Engineer', 'Engineering Manager'],
  Product: ['Product Manager', 'Product Designer'],
  Sales: ['Account Executive', 'Sales Manager'],
  Marketing: ['Marketing Specialist', 'Content Lead'],
  'Customer Success': ['Customer Success Manager', 'Support Specialist'],
  People: ['People Partner', 'Recruiter'],
  Finance: ['Accountant', 'Financial Analyst'],
};
const LOCATIONS = [
  {
    work_location_name: 'London HQ',
    work_location_city: 'London',
    work_location_state: 'England',
    work_location_country: 'United Kingdom',
  },
  {
    work_location_name: 'Manchester',
    work_location_city: 'Manchester',
    work_location_state: 'England',
    work_location_country: 'United Kingdom',
  },
  { work_location_name: 'Remote', work_location_city: '', work_location_state: '', work_location_country: 'United Kingdom' },
];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

const row = (index: number, input: ParticipantInput, groups: ImportRow['groups'] = []): ImportRow => ({
  row: index + 1,
  fields: ParticipantInput.parse(input),
  groups,
});

/** an organisation's staff: departments, jobs, locations, start dates over the last eight years */
export const demoStaff = (count: number, domain: string): ImportRow[] =>
  Array.from({ length: count }, (_, index) => {
    const first = pick(FIRST, index);
    const last = pick(LAST, Math.floor(index / FIRST.length) + index);
    const department = pick(DEPARTMENTS, index * 3 + 1);
    const hired = new Date(Date.UTC(2018 + (index % 8), (index * 5) % 12, 1 + (index % 27)));
    return row(index, {
      first_name: first,
      last_name: last,
      email: `${first}.${last}.${index}@${domain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
      // never one of the sandbox HR directory's (NW-1000 onwards), which the HRIS tab connects to this workspace
      payroll_id: `NH-${String(20000 + index)}`,
      hiring_date: hired.toISOString().slice(0, 10),
      department,
      job: pick(JOBS[department]!, index),
      pay_group: index % 4 === 0 ? 'Hourly' : 'Salaried',
      ...pick(LOCATIONS, index),
    });
  });

/** a leadership programme: two cohorts as custom groups */
export const demoCohort = (count: number, domain: string): ImportRow[] =>
  Array.from({ length: count }, (_, index) =>
    row(
      index,
      {
        first_name: pick(FIRST, index + 7),
        last_name: pick(LAST, index + 3),
        email: `${pick(FIRST, index + 7)}.${index}@${domain}`.toLowerCase(),
        job: 'Team Lead',
      },
      [{ name: index % 2 === 0 ? 'Cohort A' : 'Cohort B' }],
    ),
  );
