import { ParticipantMessages, type ParticipantFields } from '@canopy/contracts/participants/api';
import { ROSTER_EVENT_CHUNK } from '@canopy/contracts/participants/events';
import { participantFields } from '@canopy/contracts/participants/fields.fixtures';
import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, expect, it } from 'vitest';
import { planAutomaticChanges } from './automaticChanges.ts';
import { rosterDecider, type ApplyAutomaticChanges, type RosterCommand } from './decide.ts';
import { planImport, type ImportParticipants } from './importParticipants.ts';
import { evolveRoster, initialRosterState, recordOf, type RosterEvent } from './roster.ts';
import type { AutomaticChanges, ImportRow } from './rosterPort.ts';

const spec = deciderSpec(rosterDecider);
const ws = 'ws-1';
const now = '2026-11-21T10:00:00.000Z';
const later = '2026-11-21T11:00:00.000Z';

const fields = (overrides: Partial<ParticipantFields> = {}): ParticipantFields =>
  participantFields({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', ...overrides });
const ada = fields();
const alan = fields({
  first_name: 'Alan',
  last_name: 'Turing',
  email: 'alan@example.com',
  phone_code: '+44',
  phone: '7911123456',
  payroll_id: 'P-2',
});

const added = (participants: Array<[string, ParticipantFields]>, at = now): RosterEvent => ({
  type: 'ParticipantsAdded',
  data: {
    workspace_id: ws,
    add_source: 'manual',
    participants: participants.map(([id, f]) => ({ ...recordOf(id, f), external_id: null, is_active: true })),
    added_at: at,
  },
});
const groupCreated = (
  id: string,
  name: string,
  origin: 'custom' | 'default' | 'automatic' = 'custom',
  origin_source = '',
): RosterEvent => ({
  type: 'GroupCreated',
  data: {
    workspace_id: ws,
    group_id: id,
    name,
    description: '',
    origin,
    origin_source,
    check_for_deletion: origin !== 'custom',
    created_at: now,
  },
});
const joined = (group_id: string, participant_ids: string[], at = now): RosterEvent => ({
  type: 'ParticipantsJoinedGroup',
  data: { workspace_id: ws, group_id, participant_ids, joined_at: at },
});
const left = (group_id: string, participant_ids: string[], at = later): RosterEvent => ({
  type: 'ParticipantsLeftGroup',
  data: { workspace_id: ws, group_id, participant_ids, left_at: at },
});
const updated = (participants: Array<[string, ParticipantFields]>, at = later): RosterEvent => ({
  type: 'ParticipantsUpdated',
  data: { workspace_id: ws, participants: participants.map(([id, f]) => recordOf(id, f)), updated_at: at },
});

const row = (n: number, f: ParticipantFields, groups: ImportRow['groups'] = []): ImportRow => ({ row: n, fields: f, groups });
const importing = (rows: ImportRow[], options: Partial<ImportParticipants['data']> = {}): ImportParticipants => ({
  type: 'ImportParticipants',
  data: {
    workspace_id: ws,
    rows,
    group_classification: 'none',
    new_participant_ids: rows.map((_, index) => `p${index + 1}`),
    new_group_ids: ['g-new-1', 'g-new-2', 'g-new-3'],
    now,
    ...options,
  },
});
const stateOf = (events: RosterEvent[]) => events.reduce(evolveRoster, initialRosterState());

describe('Importing participants (manual rows and CSV)', () => {
  it('adds new participants in one event', () => {
    spec
      .given([])
      .when(importing([row(1, ada), row(2, alan)]))
      .then([
        added([
          ['p1', ada],
          ['p2', alan],
        ]),
      ]);
  });

  it('updates the participant whose e-mail matches, with what the row brings, and keeps what it leaves empty', () => {
    const known = fields({ phone_code: '+44', phone: '7911000000', job: 'Analyst' });
    const incoming = fields({ first_name: 'Augusta Ada', job: '' });
    spec
      .given([added([['p-ada', known]])])
      .when(importing([row(1, incoming)], { now: later }))
      .then([updated([['p-ada', { ...known, first_name: 'Augusta Ada' }]])]);
  });

  it('matches on the phone when no e-mail matches, then on the payroll id', () => {
    const byPhone = fields({ first_name: 'Al', last_name: 'Turing', email: '', phone_code: '+44', phone: '7911123456' });
    const byPayroll = fields({ first_name: 'Alan M.', last_name: 'Turing', email: '', payroll_id: 'P-2' });
    spec
      .given([added([['p-alan', alan]])])
      .when(importing([row(1, byPhone)], { now: later }))
      .then([updated([['p-alan', { ...alan, first_name: 'Al' }]])]);
    spec
      .given([added([['p-alan', alan]])])
      .when(importing([row(1, byPayroll)], { now: later }))
      .then([updated([['p-alan', { ...alan, first_name: 'Alan M.' }]])]);
  });

  it('prefers the e-mail match and misses a row whose credentials belong to two participants', () => {
    const both = fields({ email: 'ada@example.com', phone_code: '+44', phone: '7911123456' });
    const { events, outcome } = planImport(
      importing([row(7, both)]),
      stateOf([
        added([
          ['p-ada', ada],
          ['p-alan', alan],
        ]),
      ]),
    );
    expect(events).toEqual([]);
    expect(outcome.missed).toEqual([{ row: 7, reason: ParticipantMessages.credentialsTaken, participant_id: 'p-ada' }]);
  });

  it('records nothing for an identical row and reports it unchanged', () => {
    const { events, outcome } = planImport(importing([row(1, ada)]), stateOf([added([['p-ada', ada]])]));
    expect(events).toEqual([]);
    expect(outcome).toEqual({ created: [], updated: [], unchanged: ['p-ada'], missed: [], groupsCreated: [] });
  });

  it('misses the later of two rows with the same credentials, naming the participant of the first', () => {
    const twin = fields({ first_name: 'Other', email: 'ada@example.com' });
    const byPayroll = [fields({ email: 'x@example.com', payroll_id: 'P-9' }), fields({ email: 'y@example.com', payroll_id: 'P-9' })];
    const { events, outcome } = planImport(
      importing([row(1, ada), row(2, twin), row(3, byPayroll[0]!), row(4, byPayroll[1]!)]),
      initialRosterState(),
    );
    expect(events).toEqual([
      added([
        ['p1', ada],
        ['p3', byPayroll[0]!],
      ]),
    ]);
    expect(outcome.created).toEqual(['p1', 'p3']);
    expect(outcome.missed).toEqual([
      { row: 2, reason: ParticipantMessages.duplicateInRequest, participant_id: 'p1' },
      { row: 4, reason: ParticipantMessages.duplicateInRequest, participant_id: 'p3' },
    ]);
  });

  it('misses a second row that resolves to a participant an earlier row already updated', () => {
    const first = fields({ email: 'ada@example.com', phone_code: '+44', phone: '7911000001' });
    const second = fields({ email: '', phone_code: '+44', phone: '7911000000' });
    const known = fields({ phone_code: '+44', phone: '7911000000' });
    const { outcome } = planImport(importing([row(1, first), row(2, second)]), stateOf([added([['p-ada', known]])]));
    expect(outcome.updated).toEqual(['p-ada']);
    expect(outcome.missed).toEqual([{ row: 2, reason: ParticipantMessages.duplicateInRequest, participant_id: 'p-ada' }]);
  });

  it('joins groups by id and by name, creating the custom groups that do not exist (one per name, any case)', () => {
    spec
      .given([added([['p-ada', ada]]), groupCreated('g-sales', 'Sales')])
      .when(importing([row(1, ada, [{ group_id: 'g-sales' }, { name: 'Remote' }]), row(2, alan, [{ name: 'remote ' }, { name: 'SALES' }])]))
      .then([
        groupCreated('g-new-1', 'Remote'),
        added([['p2', alan]]),
        joined('g-sales', ['p-ada', 'p2']),
        joined('g-new-1', ['p-ada', 'p2']),
      ]);
  });

  it('refuses the whole import when a group id is not in the workspace', () => {
    spec
      .given([])
      .when(importing([row(1, ada, [{ group_id: 'g-gone' }])]))
      .thenThrows(ParticipantMessages.groupNotFound, 404);
  });

  it('puts participants into the default group of the classification, created once when missing', () => {
    const sales = fields({ department: 'Sales' });
    const support = fields({ first_name: 'Alan', email: 'alan@example.com', department: 'sales' });
    const { events, outcome } = planImport(
      importing([row(1, sales), row(2, support)], { group_classification: 'department' }),
      initialRosterState(),
    );
    expect(events).toEqual([
      {
        type: 'GroupCreated',
        data: {
          workspace_id: ws,
          group_id: 'g-new-1',
          name: 'Sales',
          description: '',
          origin: 'default',
          origin_source: 'department',
          check_for_deletion: true,
          created_at: now,
        },
      },
      added([
        ['p1', sales],
        ['p2', support],
      ]),
      joined('g-new-1', ['p1', 'p2']),
    ]);
    expect(outcome.groupsCreated).toEqual([{ id: 'g-new-1', name: 'Sales', origin: 'default', origin_source: 'department' }]);
  });

  it('moves an updated participant to the default group of their new value', () => {
    const history = [
      added([['p-ada', fields({ segment: 'North' })]]),
      groupCreated('g-north', 'North', 'default', 'department_segment'),
      joined('g-north', ['p-ada']),
    ];
    spec
      .given(history)
      .when(importing([row(1, fields({ segment: 'South' }))], { group_classification: 'department_segment', now: later }))
      .then([
        {
          type: 'GroupCreated',
          data: {
            workspace_id: ws,
            group_id: 'g-new-1',
            name: 'South',
            description: '',
            origin: 'default',
            origin_source: 'department_segment',
            check_for_deletion: true,
            created_at: later,
          },
        },
        updated([['p-ada', fields({ segment: 'South' })]]),
        left('g-north', ['p-ada']),
        joined('g-new-1', ['p-ada'], later),
      ]);
  });

  it(`cuts long lists into events of ${ROSTER_EVENT_CHUNK}`, () => {
    const rows = Array.from({ length: ROSTER_EVENT_CHUNK * 2 + 1 }, (_, index) =>
      row(index + 1, fields({ email: `p${index}@example.com` })),
    );
    const { events } = planImport(importing(rows), initialRosterState());
    expect(events.map((event) => (event.type === 'ParticipantsAdded' ? event.data.participants.length : 0))).toEqual([
      ROSTER_EVENT_CHUNK,
      ROSTER_EVENT_CHUNK,
      1,
    ]);
  });
});

describe('Editing a participant', () => {
  const update = (participant_id: string, f: ParticipantFields, group_classification: 'none' | 'job' = 'none'): RosterCommand => ({
    type: 'UpdateParticipant',
    data: { workspace_id: ws, participant_id, fields: f, group_classification, new_group_ids: ['g-new-1'], now: later },
  });

  it('replaces every field, empty ones included', () => {
    const known = fields({ job: 'Analyst', phone_code: '+44', phone: '7911000000' });
    spec
      .given([added([['p-ada', known]])])
      .when(update('p-ada', ada))
      .then([updated([['p-ada', ada]])]);
  });

  it('records nothing when nothing changed', () => {
    spec
      .given([added([['p-ada', ada]])])
      .when(update('p-ada', ada))
      .then([]);
  });

  it('refuses credentials another participant has', () => {
    spec
      .given([
        added([
          ['p-ada', ada],
          ['p-alan', alan],
        ]),
      ])
      .when(update('p-ada', fields({ payroll_id: 'P-2' })))
      .thenThrows(ParticipantMessages.credentialsTaken, 409);
  });

  it('follows the classification into the default group of the new value', () => {
    spec
      .given([added([['p-ada', ada]])])
      .when(update('p-ada', fields({ job: 'Engineer' }), 'job'))
      .then([
        {
          type: 'GroupCreated',
          data: {
            workspace_id: ws,
            group_id: 'g-new-1',
            name: 'Engineer',
            description: '',
            origin: 'default',
            origin_source: 'job',
            check_for_deletion: true,
            created_at: later,
          },
        },
        updated([['p-ada', fields({ job: 'Engineer' })]]),
        joined('g-new-1', ['p-ada'], later),
      ]);
  });

  it('cannot edit a participant the roster does not have', () => {
    spec.given([]).when(update('p-nobody', ada)).thenThrows(ParticipantMessages.notFound, 404);
  });
});

describe('Deleting participants', () => {
  const deleting = (ids: string[]): RosterCommand => ({
    type: 'DeleteParticipants',
    data: { workspace_id: ws, participant_ids: ids, by: 'c-1', now: later },
  });

  it('deletes them in one event, each id once', () => {
    spec
      .given([
        added([
          ['p-ada', ada],
          ['p-alan', alan],
        ]),
      ])
      .when(deleting(['p-ada', 'p-alan', 'p-ada']))
      .then([
        {
          type: 'ParticipantsDeleted',
          data: { workspace_id: ws, participant_ids: ['p-ada', 'p-alan'], deleted_by: 'c-1', deleted_at: later },
        },
      ]);
  });

  it('deletes none when one of them is not in the roster', () => {
    spec
      .given([added([['p-ada', ada]])])
      .when(deleting(['p-ada', 'p-gone']))
      .thenThrows(ParticipantMessages.notFound, 404);
  });

  it('takes them out of their groups', () => {
    const state = stateOf([
      added([['p-ada', ada]]),
      groupCreated('g-1', 'Sales'),
      joined('g-1', ['p-ada']),
      ...rosterDecider.decide(deleting(['p-ada']), stateOf([added([['p-ada', ada]])])),
    ]);
    expect(state.participants.size).toBe(0);
    expect([...(state.members.get('g-1') ?? [])]).toEqual([]);
  });
});

describe('Moving participants to groups', () => {
  const membership = (relation: boolean, participant_id = 'p-ada', group_id = 'g-1'): RosterCommand => ({
    type: 'ChangeGroupMembership',
    data: { workspace_id: ws, participant_id, group_id, relation, now: later },
  });
  const base = [added([['p-ada', ada]]), groupCreated('g-1', 'Sales')];

  it('joins with relation true and leaves with relation false', () => {
    spec
      .given(base)
      .when(membership(true))
      .then([joined('g-1', ['p-ada'], later)]);
    spec
      .given([...base, joined('g-1', ['p-ada'])])
      .when(membership(false))
      .then([left('g-1', ['p-ada'])]);
  });

  it('refuses to join twice, and leaving a group one is not in changes nothing', () => {
    spec
      .given([...base, joined('g-1', ['p-ada'])])
      .when(membership(true))
      .thenThrows(ParticipantMessages.alreadyInGroup, 409);
    spec.given(base).when(membership(false)).then([]);
  });

  it('needs both the participant and the group', () => {
    spec.given(base).when(membership(true, 'p-gone')).thenThrows(ParticipantMessages.notFound, 404);
    spec
      .given(base)
      .when(membership(true, 'p-ada', 'g-gone'))
      .thenThrows(ParticipantMessages.groupNotFound, 404);
  });
});

describe('Groups', () => {
  const create = (name: string, description = ''): RosterCommand => ({
    type: 'CreateGroup',
    data: { workspace_id: ws, group_id: 'g-1', name, description, now },
  });
  const update = (group_id: string, name: string, description = ''): RosterCommand => ({
    type: 'UpdateGroup',
    data: { workspace_id: ws, group_id, name, description, now: later },
  });
  const remove = (group_id: string): RosterCommand => ({ type: 'DeleteGroup', data: { workspace_id: ws, group_id, now: later } });

  it('are created as custom groups with a trimmed name', () => {
    spec
      .given([])
      .when(create('  Sales ', ' Those who sell '))
      .then([
        {
          type: 'GroupCreated',
          data: {
            workspace_id: ws,
            group_id: 'g-1',
            name: 'Sales',
            description: 'Those who sell',
            origin: 'custom',
            origin_source: '',
            check_for_deletion: false,
            created_at: now,
          },
        },
      ]);
  });

  it('need a name unique among custom groups, whatever its case', () => {
    spec.given([]).when(create('   ')).thenThrows(ParticipantMessages.groupNameRequired, 400);
    spec
      .given([groupCreated('g-0', 'Sales')])
      .when(create('SALES'))
      .thenThrows(ParticipantMessages.groupNameTaken, 409);
    spec
      .given([groupCreated('g-1', 'Other')])
      .when(create('Sales'))
      .thenThrows('The group already exists', 409);
    spec
      .given([groupCreated('g-1', 'Sales')])
      .when(update('g-1', ' '))
      .thenThrows(ParticipantMessages.groupNameRequired, 400);
    spec
      .given([groupCreated('g-0', 'Sales', 'default', 'department')])
      .when(create('Sales'))
      .then([
        {
          type: 'GroupCreated',
          data: {
            workspace_id: ws,
            group_id: 'g-1',
            name: 'Sales',
            description: '',
            origin: 'custom',
            origin_source: '',
            check_for_deletion: false,
            created_at: now,
          },
        },
      ]);
  });

  it('are renamed and described, each change once', () => {
    spec
      .given([groupCreated('g-1', 'Sales')])
      .when(update('g-1', 'Sales EMEA', 'Europe'))
      .then([
        { type: 'GroupRenamed', data: { workspace_id: ws, group_id: 'g-1', name: 'Sales EMEA', renamed_at: later } },
        { type: 'GroupDescriptionChanged', data: { workspace_id: ws, group_id: 'g-1', description: 'Europe', changed_at: later } },
      ]);
    spec
      .given([groupCreated('g-1', 'Sales')])
      .when(update('g-1', 'Sales'))
      .then([]);
    spec
      .given([groupCreated('g-1', 'Sales'), groupCreated('g-2', 'Support')])
      .when(update('g-1', 'support'))
      .thenThrows(ParticipantMessages.groupNameTaken, 409);
  });

  it('made from data or by the HRIS keep their name but take a description', () => {
    spec
      .given([groupCreated('g-1', 'Sales', 'default', 'department')])
      .when(update('g-1', 'Sellers'))
      .thenThrows(ParticipantMessages.groupNotRenamable, 400);
    spec
      .given([groupCreated('g-1', 'Sales', 'automatic', 'department')])
      .when(update('g-1', 'Sales', 'from Finch'))
      .then([
        { type: 'GroupDescriptionChanged', data: { workspace_id: ws, group_id: 'g-1', description: 'from Finch', changed_at: later } },
      ]);
  });

  it('are deleted unless marked check_for_deletion', () => {
    spec
      .given([groupCreated('g-1', 'Sales')])
      .when(remove('g-1'))
      .then([{ type: 'GroupDeleted', data: { workspace_id: ws, group_id: 'g-1', deleted_at: later } }]);
    spec
      .given([groupCreated('g-1', 'Sales', 'default', 'department')])
      .when(remove('g-1'))
      .thenThrows(ParticipantMessages.groupNotDeletable, 400);
    spec.given([]).when(remove('g-1')).thenThrows(ParticipantMessages.groupNotFound, 404);
    spec.given([]).when(update('g-1', 'X')).thenThrows(ParticipantMessages.groupNotFound, 404);
  });
});

describe('HRIS sync changes', () => {
  const sync = (changes: Partial<AutomaticChanges>, ids = ['p-new-1', 'p-new-2']): ApplyAutomaticChanges => ({
    type: 'ApplyAutomaticChanges',
    data: {
      workspace_id: ws,
      changes: { connection_id: 'conn-1', upserts: [], deactivate_external_ids: [], groups: [], delete_group_ids: [], ...changes },
      new_participant_ids: ids,
      new_group_ids: ['g-new-1', 'g-new-2'],
      now: later,
    },
  });
  const automatic = (participants: Array<[string, string, ParticipantFields]>): RosterEvent => ({
    type: 'ParticipantsAdded',
    data: {
      workspace_id: ws,
      add_source: 'automatic',
      participants: participants.map(([id, external, f]) => ({ ...recordOf(id, f), external_id: external, is_active: true })),
      added_at: now,
    },
  });

  it('adds new employees as automatic participants and updates known ones by provider id only', () => {
    const manualTwin = added([['p-manual', alan]]);
    const known = automatic([['p-ada', 'e-ada', ada]]);
    spec
      .given([manualTwin, known])
      .when(
        sync({
          upserts: [
            { external_id: 'e-ada', fields: { ...ada, job: 'CTO' }, is_active: true },
            { external_id: 'e-alan', fields: alan, is_active: true },
          ],
        }),
      )
      .then([
        {
          type: 'ParticipantsAdded',
          data: {
            workspace_id: ws,
            add_source: 'automatic',
            participants: [{ ...recordOf('p-new-2', alan), external_id: 'e-alan', is_active: true }],
            added_at: later,
          },
        },
        updated([['p-ada', { ...ada, job: 'CTO' }]]),
      ]);
  });

  it('deactivates and reactivates', () => {
    const known = automatic([
      ['p-ada', 'e-ada', ada],
      ['p-alan', 'e-alan', alan],
    ]);
    spec
      .given([known, { type: 'ParticipantsDeactivated', data: { workspace_id: ws, participant_ids: ['p-alan'], deactivated_at: now } }])
      .when(sync({ upserts: [{ external_id: 'e-alan', fields: alan, is_active: true }], deactivate_external_ids: ['e-ada', 'e-unknown'] }))
      .then([
        { type: 'ParticipantsDeactivated', data: { workspace_id: ws, participant_ids: ['p-ada'], deactivated_at: later } },
        { type: 'ParticipantsReactivated', data: { workspace_id: ws, participant_ids: ['p-alan'], reactivated_at: later } },
      ]);
  });

  it('keeps the end dates the HR system gave for those it deactivates, by participant', () => {
    const known = automatic([
      ['p-ada', 'e-ada', ada],
      ['p-alan', 'e-alan', alan],
    ]);
    spec
      .given([known])
      .when(sync({ deactivate_external_ids: ['e-ada', 'e-alan'], end_dates: { 'e-ada': '2026-11-20', 'e-unknown': '2026-01-01' } }))
      .then([
        {
          type: 'ParticipantsDeactivated',
          data: { workspace_id: ws, participant_ids: ['p-ada', 'p-alan'], deactivated_at: later, end_dates: { 'p-ada': '2026-11-20' } },
        },
      ]);
  });

  it('gives automatic groups exactly the members listed, and deletes the ones asked', () => {
    const known = automatic([
      ['p-ada', 'e-ada', ada],
      ['p-alan', 'e-alan', alan],
    ]);
    const history = [
      known,
      groupCreated('g-eng', 'Engineering', 'automatic', 'department'),
      joined('g-eng', ['p-ada']),
      groupCreated('g-old', 'Old', 'automatic', 'department'),
    ];
    const { events, outcome } = planAutomaticChanges(
      sync({
        groups: [
          { origin_source: 'department', name: 'engineering', member_external_ids: ['e-alan'] },
          { origin_source: 'job', name: 'CTO', member_external_ids: ['e-ada'] },
        ],
        delete_group_ids: ['g-old'],
      }),
      stateOf(history),
    );
    expect(events).toEqual([
      {
        type: 'GroupCreated',
        data: {
          workspace_id: ws,
          group_id: 'g-new-1',
          name: 'CTO',
          description: '',
          origin: 'automatic',
          origin_source: 'job',
          check_for_deletion: true,
          created_at: later,
        },
      },
      left('g-eng', ['p-ada']),
      joined('g-eng', ['p-alan'], later),
      joined('g-new-1', ['p-ada'], later),
      { type: 'GroupDeleted', data: { workspace_id: ws, group_id: 'g-old', deleted_at: later } },
    ]);
    expect(outcome).toEqual({ created: 0, updated: 0, deactivated: 0, groupsCreated: 1, groupsDeleted: 1 });
  });

  it('never deletes a group it did not make', () => {
    spec
      .given([groupCreated('g-1', 'Sales')])
      .when(sync({ delete_group_ids: ['g-1'] }))
      .thenThrows(ParticipantMessages.automaticGroupOnly, 400);
  });
});
