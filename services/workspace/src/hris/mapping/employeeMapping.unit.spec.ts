import { readFileSync } from 'node:fs';
import { UNSET_DATE } from '@canopy/contracts/participants/api';
import { describe, expect, it } from 'vitest';
import type { HrDirectory, HrEmployee } from '../provider/hrisProvider.ts';
import { SANDBOX_DIRECTORY_FILE } from '../sandbox/sandboxProvider.ts';
import { toAutomaticParticipants } from './employeeMapping.ts';

const jane: HrEmployee = {
  id: 'ind-1',
  is_active: true,
  individual: {
    id: 'ind-1',
    first_name: 'Jane',
    last_name: 'Doe',
    preferred_name: 'Janey',
    emails: [
      { data: 'janed@personal.com', type: 'personal' },
      { data: 'Jane@Acme.com', type: 'work' },
    ],
    phone_numbers: [null, { data: '+14475678901', type: 'personal' }],
    gender: 'female',
    ethnicity: 'black_or_african_american',
    dob: '1970-01-01',
  },
  employment: {
    id: 'ind-1',
    title: 'Underwater Basket Weaver',
    department: { name: 'Product' },
    location: { line1: '200 Forham Ave', city: 'Palo Alto', state: 'CA', postal_code: '94301', country: 'US' },
    start_date: '2019-03-01',
    is_active: true,
    source_id: 'W-17',
    custom_fields: [{ name: 'Department Segment', value: 'Growth' }],
  },
};
const company = {
  id: 'co',
  departments: [
    { name: 'Product', parent: { name: 'R&D' } },
    { name: 'R&D', parent: { name: 'Technology' } },
  ],
};

describe('HR fields onto participant fields', () => {
  it('drops what PostgreSQL cannot store and never halves a character at the length cap', () => {
    const odd: HrEmployee = {
      ...jane,
      id: 'ind-odd',
      individual: { ...jane.individual, preferred_name: 'Ja\u0000ne', last_name: 'D\uD800oe' },
      employment: { ...jane.employment, title: `${'x'.repeat(199)}🌳` },
    };
    const unstorable: HrEmployee = { ...jane, id: 'ind-\u0000' };
    const people = toAutomaticParticipants({ company, pay_groups: [], employees: [odd, unstorable] });
    expect(people.map((person) => person.external_id)).toEqual(['ind-odd']);
    expect(people[0]!.fields).toMatchObject({ first_name: 'Jane', last_name: 'Doe', job: 'x'.repeat(199) });
  });

  it("maps Finch's documented individual and employment bodies", () => {
    const [participant] = toAutomaticParticipants({
      company,
      pay_groups: [{ id: 'pg', name: 'US Semi-monthly', individual_ids: ['ind-1'] }],
      employees: [jane],
    });
    expect(participant).toEqual({
      external_id: 'ind-1',
      is_active: true,
      end_date: null,
      fields: {
        first_name: 'Janey',
        last_name: 'Doe',
        email: 'jane@acme.com',
        phone_code: '+1',
        phone: '4475678901',
        payroll_id: 'W-17',
        hiring_date: '2019-03-01T00:00:00.000Z',
        birth_date: '1970-01-01T00:00:00.000Z',
        ethnicity: 'Black or African American',
        gender: 'Female',
        work_location_name: 'Palo Alto',
        work_location_city: 'Palo Alto',
        work_location_state: 'CA',
        work_location_country: 'United States',
        pay_group: 'US Semi-monthly',
        job: 'Underwater Basket Weaver',
        department: 'Product',
        segment: 'Growth',
        // no Division field: the top of the department's parent chain
        home_base: 'Technology',
      },
    });
  });

  it('reads what the provider could not answer as empty, and an inactive employment as inactive', () => {
    const [participant] = toAutomaticParticipants({
      company,
      pay_groups: [],
      employees: [
        {
          id: 'ind-2',
          is_active: true,
          individual: null,
          employment: { is_active: false, start_date: 'soon', end_date: '2026-06-15', department: null },
        },
      ],
    });
    expect(participant!.is_active).toBe(false);
    expect(participant!.end_date).toBe('2026-06-15'); // a leaver's termination date
    expect(participant!.fields).toMatchObject({
      first_name: '',
      email: '',
      phone: '',
      hiring_date: UNSET_DATE,
      department: '',
      home_base: '',
    });
  });

  it('maps the shipped sandbox directory: 48 people, 45 active, every active one with a department, a location and a pay group', () => {
    const directory = JSON.parse(readFileSync(SANDBOX_DIRECTORY_FILE, 'utf8')) as HrDirectory;
    const participants = toAutomaticParticipants(directory);
    expect(participants).toHaveLength(48);
    const active = participants.filter((participant) => participant.is_active);
    expect(active).toHaveLength(45);
    for (const participant of active) {
      expect(participant.fields.department).not.toBe('');
      expect(participant.fields.work_location_name).not.toBe('');
      expect(participant.fields.pay_group).not.toBe('');
      expect(participant.fields.home_base).not.toBe('');
      expect(participant.fields.hiring_date).not.toBe(UNSET_DATE);
    }
    expect(new Set(active.map((participant) => participant.fields.department)).size).toBe(7);
  });
});
