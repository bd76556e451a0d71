import { allChangeIds } from '@canopy/contracts/hris/api';
import type { ParticipantFields } from '@canopy/contracts/participants/api';
import { participantFields } from '@canopy/contracts/participants/fields.fixtures';
import { describe, expect, it } from 'vitest';
import type { AutomaticParticipant } from '../../roster/rosterPort.ts';
import { chosenChanges, computeChangeSet, isEmpty, type AutomaticRoster, type RosterParticipant } from './changeSet.ts';

const blank = participantFields();

const employee = (
  id: string,
  first: string,
  department: string,
  more: Partial<ParticipantFields> = {},
  is_active = true,
): AutomaticParticipant => ({
  external_id: id,
  is_active,
  fields: { ...blank, first_name: first, last_name: 'Doe', email: `${first.toLowerCase()}@acme.example`, department, ...more },
});
const inRoster = (person: AutomaticParticipant, is_active = true): RosterParticipant => ({
  participant_id: `p-${person.external_id}`,
  external_id: person.external_id,
  is_active,
  fields: { ...person.fields },
});
const empty: AutomaticRoster = { participants: [], groups: [] };

/** n people in Sales, ids e1..en */
const staff = (n: number) => Array.from({ length: n }, (_, index) => employee(`e${index + 1}`, `Person${index + 1}`, 'Sales'));

describe('the change set of a sync', () => {
  it('adds everyone listed as active to an empty workspace, and one automatic group per department', () => {
    const listed = [
      employee('e1', 'Ada', 'Sales'),
      employee('e2', 'Bo', 'Product'),
      employee('e3', 'Cy', 'Sales'),
      employee('e4', 'Di', 'Sales', {}, false),
    ];
    const { changes, safety_stop } = computeChangeSet(listed, empty, 'department');
    expect(changes.participants.added.map((change) => change.external_id).sort()).toEqual(['e1', 'e2', 'e3']);
    expect(changes.participants.updated).toEqual([]);
    expect(changes.participants.deleted).toEqual([]);
    expect(
      changes.groups.added.map((group) => [group.name, group.origin_source, group.members.map((member) => member.external_id).sort()]),
    ).toEqual([
      ['Product', 'department', ['e2']],
      ['Sales', 'department', ['e1', 'e3']],
    ]);
    expect(safety_stop).toEqual({ tripped: false, deactivations: 0, active_automatic: 0, threshold: 0.4 });
  });

  it('lists each changed field of an updated participant with its old and new value, and nothing for the unchanged', () => {
    const before = employee('e1', 'Ada', 'Sales', { job: 'Rep', pay_group: 'Monthly' });
    const same = employee('e2', 'Bo', 'Sales');
    const after = employee('e1', 'Ada', 'Marketing', { job: 'Lead', pay_group: 'Monthly' });
    const roster: AutomaticRoster = { participants: [inRoster(before), inRoster(same)], groups: [] };
    const { changes } = computeChangeSet([after, same], roster, 'none');
    expect(changes.participants.updated).toEqual([
      {
        id: 'participant:update:e1',
        participant_id: 'p-e1',
        external_id: 'e1',
        first_name: 'Ada',
        last_name: 'Doe',
        email: 'ada@acme.example',
        changes: [
          { field: 'job', from: 'Rep', to: 'Lead' },
          { field: 'department', from: 'Sales', to: 'Marketing' },
        ],
      },
    ]);
    expect(changes.participants.added).toEqual([]);
  });

  it('reads an erased field (null in the read model) as empty', () => {
    const person = employee('e1', 'Ada', 'Sales', { ethnicity: '' });
    const erased = { ...inRoster(person), fields: { ...inRoster(person).fields, ethnicity: null } };
    expect(computeChangeSet([person], { participants: [erased], groups: [] }, 'none').changes.participants.updated).toEqual([]);
  });

  it('deactivates the active automatic participants no longer listed as active, and brings a deactivated one back', () => {
    const [a, b, c, d, e] = staff(5);
    const roster: AutomaticRoster = {
      participants: [inRoster(a!), inRoster(b!), inRoster(c!), inRoster(d!), inRoster(e!, false)],
      groups: [],
    };
    const listed = [a!, b!, c!, { ...d!, is_active: false }, e!];
    const { changes } = computeChangeSet(listed, roster, 'none');
    expect(changes.participants.deleted.map((change) => [change.external_id, change.participant_id])).toEqual([['e4', 'p-e4']]);
    expect(changes.participants.updated.map((change) => [change.external_id, change.changes])).toEqual([
      ['e5', [{ field: 'is_active', from: 'false', to: 'true' }]],
    ]);
  });

  it('never looks at manual participants: they are not in the automatic roster, so nothing deletes or updates them', () => {
    // the roster snapshot holds automatic participants only; a manual one with the same e-mail stays out of the diff
    const { changes } = computeChangeSet([employee('e1', 'Ada', 'Sales')], empty, 'none');
    expect(changes.participants.deleted).toEqual([]);
    const applied = chosenChanges({
      connectionId: 'c1',
      employees: [employee('e1', 'Ada', 'Sales')],
      roster: empty,
      classification: 'none',
      chosen: new Set(allChangeIds(changes)),
    });
    expect(applied.upserts.map((upsert) => upsert.external_id)).toEqual(['e1']);
    expect(applied.deactivate_external_ids).toEqual([]);
  });

  it('updates group membership, deletes groups left without active members, and replaces groups of another classification', () => {
    const [a, b, c] = staff(3);
    const roster: AutomaticRoster = {
      participants: [inRoster(a!), inRoster(b!), inRoster(c!)],
      groups: [
        { group_id: 'g-sales', name: 'Sales', origin_source: 'department', member_external_ids: ['e1', 'e2', 'e3'] },
        { group_id: 'g-old', name: 'Legal', origin_source: 'department', member_external_ids: [] },
        { group_id: 'g-job', name: 'Rep', origin_source: 'job', member_external_ids: ['e1'] },
      ],
    };
    const listed = [a!, b!, { ...c!, fields: { ...c!.fields, department: 'Product' } }];
    const { changes } = computeChangeSet(listed, roster, 'department');
    expect(changes.groups.added.map((group) => [group.name, group.members.map((member) => member.name)])).toEqual([
      ['Product', ['Person3 Doe']],
    ]);
    expect(changes.groups.updated).toEqual([
      {
        id: 'group:update:g-sales',
        group_id: 'g-sales',
        name: 'Sales',
        origin_source: 'department',
        joined: [],
        left: [{ external_id: 'e3', name: 'Person3 Doe' }],
      },
    ]);
    expect(changes.groups.deleted.map((group) => [group.group_id, group.member_count])).toEqual([
      ['g-old', 0],
      ['g-job', 1],
    ]);
  });

  it('treats group names case-insensitively', () => {
    const roster: AutomaticRoster = {
      participants: [inRoster(employee('e1', 'Ada', 'Sales'))],
      groups: [{ group_id: 'g1', name: 'sales', origin_source: 'department', member_external_ids: ['e1'] }],
    };
    const { changes } = computeChangeSet([employee('e1', 'Ada', 'Sales')], roster, 'department');
    expect(changes.groups).toEqual({ added: [], updated: [], deleted: [] });
  });

  it('groups by the field the classification names (department segment -> segment, division -> home_base)', () => {
    const listed = [employee('e1', 'Ada', 'Sales', { segment: 'Enterprise', home_base: 'Commercial' })];
    expect(
      computeChangeSet(listed, empty, 'department_segment').changes.groups.added.map((group) => [group.name, group.origin_source]),
    ).toEqual([['Enterprise', 'department_segment']]);
    expect(computeChangeSet(listed, empty, 'division').changes.groups.added.map((group) => [group.name, group.origin_source])).toEqual([
      ['Commercial', 'division'],
    ]);
    expect(computeChangeSet(listed, empty, 'none').changes.groups.added).toEqual([]);
  });
});

describe('the safety stop', () => {
  const deactivating = (active: number, leaving: number) => {
    const everyone = staff(active);
    const roster: AutomaticRoster = { participants: everyone.map((person) => inRoster(person)), groups: [] };
    return computeChangeSet(everyone.slice(leaving), roster, 'none').safety_stop;
  };

  it('lets a sync deactivating exactly 40% of the active automatic participants through', () => {
    expect(deactivating(10, 4)).toEqual({ tripped: false, deactivations: 4, active_automatic: 10, threshold: 0.4 });
  });

  it('pauses a sync deactivating more than 40%', () => {
    expect(deactivating(10, 5)).toMatchObject({ tripped: true, deactivations: 5, active_automatic: 10 });
    expect(deactivating(5, 3)).toMatchObject({ tripped: true });
  });

  it('counts only active automatic participants (deactivated ones are not in the base)', () => {
    const everyone = staff(6);
    const roster: AutomaticRoster = { participants: everyone.map((person, index) => inRoster(person, index < 5)), groups: [] };
    // 2 of the 5 active leave: 40%, passes; the 6th was already inactive and is not counted
    expect(computeChangeSet(everyone.slice(2, 5), roster, 'none').safety_stop).toMatchObject({
      tripped: false,
      deactivations: 2,
      active_automatic: 5,
    });
  });
});

describe('the chosen changes', () => {
  const [a, b, c] = staff(3);
  const roster: AutomaticRoster = {
    participants: [inRoster(a!), inRoster(b!)],
    groups: [{ group_id: 'g-sales', name: 'Sales', origin_source: 'department', member_external_ids: ['e1', 'e2'] }],
  };
  const listed = [{ ...a!, fields: { ...a!.fields, department: 'Product' } }, c!];

  it('applies only what was ticked, with group members following the ticked participant changes', () => {
    const { changes } = computeChangeSet(listed, roster, 'department');
    // ticked: e3 added, e2 deleted, both group changes; not ticked: e1 moving to Product
    const chosen = new Set(['participant:add:e3', 'participant:delete:e2', 'group:update:g-sales', 'group:add:department:Product']);
    expect(allChangeIds(changes).sort()).toEqual([...chosen, 'participant:update:e1'].sort());
    const applied = chosenChanges({ connectionId: 'c1', employees: listed, roster, classification: 'department', chosen });
    expect(applied.upserts.map((upsert) => upsert.external_id)).toEqual(['e3']);
    expect(applied.deactivate_external_ids).toEqual(['e2']);
    // e1 stays in Sales (their move was not ticked) and e3 joins it; Product would be empty: not created
    expect(applied.groups).toEqual([{ origin_source: 'department', name: 'Sales', member_external_ids: ['e1', 'e3'] }]);
    expect(applied.delete_group_ids).toEqual([]);
  });

  it('drops ticked changes that are no longer differences, so applying the same choice twice changes nothing the second time', () => {
    const { changes } = computeChangeSet(listed, roster, 'department');
    const everything = new Set(allChangeIds(changes));
    const first = chosenChanges({ connectionId: 'c1', employees: listed, roster, classification: 'department', chosen: everything });
    expect(isEmpty(first)).toBe(false);
    // the roster after the first apply
    const appliedRoster: AutomaticRoster = {
      participants: [{ ...inRoster(listed[0]!) }, inRoster(b!, false), { ...inRoster(c!) }],
      groups: [
        { group_id: 'g-sales', name: 'Sales', origin_source: 'department', member_external_ids: ['e3'] },
        { group_id: 'g-product', name: 'Product', origin_source: 'department', member_external_ids: ['e1'] },
      ],
    };
    const second = chosenChanges({
      connectionId: 'c1',
      employees: listed,
      roster: appliedRoster,
      classification: 'department',
      chosen: everything,
    });
    expect(isEmpty(second)).toBe(true);
  });
});
