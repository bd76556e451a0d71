import { allChangeIds, type ChangeSet } from '@canopy/contracts/hris/api';
import { describe, expect, it } from 'vitest';
import { chosenIds, describeChange, sectionState, toggle, toggleAll } from './changeSelection';

const person = { first_name: 'Ada', last_name: 'Doe', email: 'ada@acme.example' };
const changes: ChangeSet = {
  participants: {
    added: [
      {
        id: 'participant:add:e1',
        external_id: 'e1',
        ...person,
        job: 'Rep',
        department: 'Sales',
        work_location_name: 'HQ',
        hiring_date: '2020-01-01T00:00:00.000Z',
      },
    ],
    updated: [
      {
        id: 'participant:update:e2',
        participant_id: 'p2',
        external_id: 'e2',
        ...person,
        changes: [{ field: 'department', from: 'Sales', to: 'Product' }],
      },
    ],
    deleted: [{ id: 'participant:delete:e3', participant_id: 'p3', external_id: 'e3', ...person }],
  },
  groups: {
    added: [{ id: 'group:add:department:Product', name: 'Product', origin_source: 'department', members: [] }],
    updated: [],
    deleted: [{ id: 'group:delete:g1', group_id: 'g1', name: 'Legal', origin_source: 'department', member_count: 0 }],
  },
};

describe('ticking the changes of a preview', () => {
  it('sends every change until some are unticked', () => {
    expect(chosenIds(changes, new Set())).toEqual(allChangeIds(changes));
    const unticked = toggle(new Set(), 'participant:update:e2', false);
    expect(chosenIds(changes, unticked)).toEqual([
      'participant:add:e1',
      'participant:delete:e3',
      'group:add:department:Product',
      'group:delete:g1',
    ]);
    expect(chosenIds(changes, toggle(unticked, 'participant:update:e2', true))).toEqual(allChangeIds(changes));
  });

  it('ticks and unticks a section at once, and says whether all, some or none of it is ticked', () => {
    const ids = ['a', 'b'];
    expect(sectionState(new Set(), ids)).toBe('all');
    expect(sectionState(new Set(['a']), ids)).toBe('some');
    const none = toggleAll(new Set(['a']), ids, false);
    expect(sectionState(none, ids)).toBe('none');
    expect(sectionState(toggleAll(none, ids, true), ids)).toBe('all');
  });
});

describe('a field change as the preview shows it', () => {
  it('names the field and shows dates and empty values readably', () => {
    expect(describeChange({ field: 'department', from: 'Sales', to: 'Product' })).toBe('Department: Sales → Product');
    expect(describeChange({ field: 'hiring_date', from: '0001-01-01T00:00:00Z', to: '2019-03-01T00:00:00.000Z' })).toBe(
      'Start date: — → Mar 01 2019',
    );
    expect(describeChange({ field: 'home_base', from: '', to: 'Technology' })).toBe('Division: — → Technology');
    expect(describeChange({ field: 'is_active', from: 'false', to: 'true' })).toBe('Active: No → Yes');
  });
});
