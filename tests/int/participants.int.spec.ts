import { ParticipantMessages, UNSET_DATE, type Participant } from '@canopy/contracts/participants/api';
import { WorkspaceMessages } from '@canopy/contracts/workspace/api';
import { isHrisLocked } from '@canopy/projections/workspace/hris/read';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned } from '../support/access.ts';
import { form } from '../support/identity.ts';
import { addParticipants, createGroup, groupsOf, listParticipants, moveToGroup, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// Adding, editing, deleting participants and moving them between groups,
// with the access rule on every route: another team's workspace is not found, an unassigned one refused.

const world = withTwoTeams();
let workspaceId: string;

beforeAll(async () => {
  workspaceId = (await createWorkspace(world.api, world.ada, 'Northwind')).id;
});

const setClassification = async (id: string, classification: string) => {
  const answer = await world.api.call('PUT', `/workspaces/${id}`, {
    token: world.ada,
    form: form({ group_classification: classification }),
  });
  expect(answer.status).toBe(200);
};

describe('POST /api/v1/participants', () => {
  it('adds participants with every field, normalised as the spec says', async () => {
    const id = (await createWorkspace(world.api, world.ada, 'Fields')).id;
    const answer = await world.api.call('POST', '/participants', {
      token: world.ada,
      json: [
        {
          workspace_id: id,
          first_name: '  Grace ',
          last_name: 'Hopper',
          email: ' Grace.Hopper@Example.COM ',
          phone_code: '+44',
          phone: '07911 123456',
          payroll_id: 'P-1',
          hiring_date: '2020-01-15',
          birth_date: '1906.12.09',
          ethnicity: 'White',
          gender: 'Female',
          work_location_name: 'HQ',
          work_location_city: 'Arlington',
          work_location_state: 'VA',
          work_location_country: 'US',
          pay_group: 'Officers',
          job: 'Rear Admiral',
          department: 'Navy',
          segment: 'Computing',
          home_base: 'Research',
        },
        { workspace_id: id, first_name: 'Alan', last_name: 'Turing', payroll_id: 'P-2' },
      ],
    });
    expect(answer.status).toBe(201);
    expect(answer.body.missed).toEqual([]);
    const [grace, turing] = answer.body.participants as Participant[];
    expect(grace).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace.hopper@example.com',
      phone_code: '+44',
      phone: '7911123456',
      payroll_id: 'P-1',
      hiring_date: '2020-01-15T00:00:00.000Z',
      birth_date: '1906-12-09T00:00:00.000Z',
      workspace_id: id,
      is_active: true,
      add_source: 'manual',
      segment: 'Computing',
      home_base: 'Research',
      groups: [],
    });
    expect(turing).toMatchObject({
      first_name: 'Alan',
      email: '',
      phone: '',
      phone_code: '',
      hiring_date: UNSET_DATE,
      birth_date: UNSET_DATE,
    });
    const page = await listParticipants(world.api, world.ada, { workspace_id: id });
    expect(page.participants.map((participant) => participant.id)).toEqual([turing!.id, grace!.id]);
  });

  it('answers every validation message of the spec, naming the row and field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ first_name: '' }, `body/0/first_name: ${ParticipantMessages.firstNameRequired}`],
      [{ last_name: '  ' }, `body/0/last_name: ${ParticipantMessages.lastNameRequired}`],
      [{ email: 'not-an-email' }, `body/0/email: ${ParticipantMessages.emailInvalid}`],
      [{ email: 'a@b.toolongtld' }, `body/0/email: ${ParticipantMessages.emailInvalid}`],
      [{ phone_code: '+44', phone: '12' }, `body/0/phone: ${ParticipantMessages.phoneInvalid}`],
      [{ email: '', phone: '', payroll_id: '' }, `body/0/email: ${ParticipantMessages.credentialsRequired}`],
      [{ hiring_date: '2999-01-01' }, `body/0/hiring_date: ${ParticipantMessages.dateInFuture}`],
      [{ birth_date: '2999.01.01' }, `body/0/birth_date: ${ParticipantMessages.dateInFuture}`],
      [{ hiring_date: 'yesterday' }, `body/0/hiring_date: ${ParticipantMessages.dateInvalid}`],
    ];
    for (const [overrides, detail] of cases) {
      const answer = await world.api.call('POST', '/participants', {
        token: world.ada,
        json: [participantRow(workspaceId, 900, overrides)],
      });
      expect(answer, JSON.stringify(overrides)).toMatchObject({ status: 400, body: { detail } });
    }
    const second = await world.api.call('POST', '/participants', {
      token: world.ada,
      json: [participantRow(workspaceId, 901), participantRow(workspaceId, 902, { last_name: '' })],
    });
    expect(second).toMatchObject({ status: 400, body: { detail: `body/1/last_name: ${ParticipantMessages.lastNameRequired}` } });
    expect((await listParticipants(world.api, world.ada, { workspace_id: workspaceId, searchString: 'person90' })).all_count).toBe(0);
  });

  it("answers 'No Participants' for an empty list, and refuses rows of two workspaces", async () => {
    expect(await world.api.call('POST', '/participants', { token: world.ada, json: [] })).toMatchObject({
      status: 400,
      body: { detail: ParticipantMessages.noParticipants },
    });
    const other = (await createWorkspace(world.api, world.ada, 'Other')).id;
    const mixed = await world.api.call('POST', '/participants', {
      token: world.ada,
      json: [participantRow(workspaceId, 910), participantRow(other, 911)],
    });
    expect(mixed).toMatchObject({ status: 400, body: { detail: ParticipantMessages.mixedWorkspaces } });
  });

  it('updates the participant whose e-mail, else phone, else payroll id matches, instead of adding a second one', async () => {
    const id = (await createWorkspace(world.api, world.ada, 'Dedupe')).id;
    const [first] = (
      await addParticipants(world.api, world.ada, [
        participantRow(id, 1, { phone_code: '+44', phone: '7911000001', payroll_id: 'PAY-1', job: 'Analyst' }),
      ])
    ).participants;

    const byEmail = await addParticipants(world.api, world.ada, [
      participantRow(id, 1, { email: 'PERSON1@example.com', first_name: 'Renamed' }),
    ]);
    expect(byEmail.participants).toMatchObject([{ id: first!.id, first_name: 'Renamed', job: 'Analyst', phone: '7911000001' }]);
    // the answer counts the match as updated, never as added (the web says '1 participant updated')
    expect(byEmail.counts).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const byPhone = await addParticipants(world.api, world.ada, [
      participantRow(id, 1, { email: '', phone_code: '+44', phone: '07911000001', job: 'Lead' }),
    ]);
    expect(byPhone.participants).toMatchObject([{ id: first!.id, job: 'Lead', email: 'person1@example.com' }]);
    const byPayroll = await addParticipants(world.api, world.ada, [
      participantRow(id, 1, { email: '', payroll_id: 'PAY-1', last_name: 'Changed' }),
    ]);
    expect(byPayroll.participants).toMatchObject([{ id: first!.id, last_name: 'Changed' }]);
    const identical = await addParticipants(world.api, world.ada, [
      participantRow(id, 1, { email: 'person1@example.com', first_name: 'Renamed', last_name: 'Changed' }),
    ]);
    expect(identical.participants.map((participant) => participant.id)).toEqual([first!.id]);

    const page = await listParticipants(world.api, world.ada, { workspace_id: id });
    expect(page.all_count).toBe(1);
  });

  it('leaves out a later row repeating an earlier one, and one whose credentials belong to two participants', async () => {
    const id = (await createWorkspace(world.api, world.ada, 'Twins')).id;
    const added = await addParticipants(world.api, world.ada, [
      participantRow(id, 1),
      participantRow(id, 2, { payroll_id: 'P-2' }),
      participantRow(id, 3, { email: 'person1@example.com' }),
    ]);
    expect(added.participants).toHaveLength(2);
    expect(added.counts).toEqual({ created: 2, updated: 0, unchanged: 0 });
    expect(added.missed).toEqual([{ row: 3, reason: ParticipantMessages.duplicateInRequest, participant_id: added.participants[0]!.id }]);
    const conflicting = await addParticipants(world.api, world.ada, [
      participantRow(id, 4, { email: 'person1@example.com', payroll_id: 'P-2' }),
    ]);
    expect(conflicting).toEqual({
      participants: [],
      counts: { created: 0, updated: 0, unchanged: 0 },
      missed: [{ row: 1, reason: ParticipantMessages.credentialsTaken, participant_id: added.participants[0]!.id }],
    });
  });

  it("puts participants into the default group of the workspace's classification", async () => {
    const id = (await createWorkspace(world.api, world.ada, 'Classified')).id;
    await setClassification(id, 'department');
    const { participants } = await addParticipants(world.api, world.ada, [
      participantRow(id, 1, { department: 'Sales' }),
      participantRow(id, 2, { department: 'sales' }),
      participantRow(id, 3),
    ]);
    const [sales] = await groupsOf(world.api, world.ada, id);
    expect(sales).toMatchObject({
      name: 'Sales',
      origin: 'default',
      origin_source: 'department',
      check_for_deletion: true,
      participants_count: 2,
    });
    expect(participants.map((participant) => participant.groups.map((group) => group.name))).toEqual([['Sales'], ['Sales'], []]);
    expect(await world.api.call('DELETE', `/groups/${sales!.id}`, { token: world.ada })).toMatchObject({
      status: 400,
      body: { detail: ParticipantMessages.groupNotDeletable },
    });

    // an edit moves them to the group of their new department
    const edited = await world.api.call('PUT', `/participants/${participants[0]!.id}`, {
      token: world.ada,
      json: { ...participantRow(id, 1), department: 'Support' },
    });
    expect(edited.body.groups).toMatchObject([{ name: 'Support', origin: 'default' }]);
  });
});

describe('PUT /api/v1/participants/{id} and /participants/details/{id}', () => {
  let target: Participant;
  beforeAll(async () => {
    [target] = (
      await addParticipants(world.api, world.ada, [
        participantRow(workspaceId, 100, { job: 'Analyst', phone_code: '+44', phone: '7911000100' }),
      ])
    ).participants as [Participant];
    await addParticipants(world.api, world.ada, [participantRow(workspaceId, 101, { payroll_id: 'TAKEN-1' })]);
  });

  it('replaces every field, on both paths', async () => {
    const first = await world.api.call('PUT', `/participants/${target.id}`, {
      token: world.ada,
      json: { first_name: 'Edited', last_name: 'Person', email: 'edited@example.com' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: target.id,
      first_name: 'Edited',
      email: 'edited@example.com',
      job: '',
      phone: '',
      phone_code: '',
    });
    const second = await world.api.call('PUT', `/participants/details/${target.id}`, {
      token: world.ada,
      json: { ...first.body, gender: 'Female', id: 'ignored', groups: [] },
    });
    expect(second).toMatchObject({ status: 200, body: { id: target.id, gender: 'Female', first_name: 'Edited' } });
  });

  it('checks the fields like a new row', async () => {
    const answer = await world.api.call('PUT', `/participants/${target.id}`, {
      token: world.ada,
      json: { first_name: 'X', last_name: 'Y', email: 'bad' },
    });
    expect(answer).toMatchObject({ status: 400, body: { detail: `body/email: ${ParticipantMessages.emailInvalid}` } });
    const none = await world.api.call('PUT', `/participants/${target.id}`, { token: world.ada, json: { first_name: 'X', last_name: 'Y' } });
    expect(none).toMatchObject({ status: 400, body: { detail: `body/email: ${ParticipantMessages.credentialsRequired}` } });
  });

  it("refuses another participant's credentials", async () => {
    const answer = await world.api.call('PUT', `/participants/${target.id}`, {
      token: world.ada,
      json: { first_name: 'X', last_name: 'Y', payroll_id: 'TAKEN-1' },
    });
    expect(answer).toMatchObject({ status: 409, body: { detail: ParticipantMessages.credentialsTaken } });
  });

  it('does not find an unknown participant', async () => {
    const answer = await world.api.call('PUT', '/participants/no-such-participant', {
      token: world.ada,
      json: { first_name: 'X', last_name: 'Y', email: 'x@example.com' },
    });
    expect(answer).toMatchObject({ status: 404, body: { detail: ParticipantMessages.notFound } });
  });
});

describe('DELETE /api/v1/participants/{id} and DELETE /api/v1/participants', () => {
  it('deletes one participant, who leaves their groups', async () => {
    const id = (await createWorkspace(world.api, world.ada, 'Delete one')).id;
    const [one, two] = (await addParticipants(world.api, world.ada, [participantRow(id, 1), participantRow(id, 2)])).participants;
    const group = await createGroup(world.api, world.ada, id, 'Team');
    await moveToGroup(world.api, world.ada, one!.id, group.id);
    const answer = await world.api.call('DELETE', `/participants/${one!.id}`, { token: world.ada });
    expect(answer).toMatchObject({
      status: 200,
      body: { ids: [one!.id], title: 'Success', message: 'Participants were successfully deleted' },
    });
    expect((await listParticipants(world.api, world.ada, { workspace_id: id })).participants.map((participant) => participant.id)).toEqual([
      two!.id,
    ]);
    expect((await groupsOf(world.api, world.ada, id))[0]).toMatchObject({ participants_count: 0, participants: [] });
    expect(await world.api.call('DELETE', `/participants/${one!.id}`, { token: world.ada })).toMatchObject({
      status: 404,
      body: { detail: ParticipantMessages.notFound },
    });
  });

  it('deletes in bulk, all or none', async () => {
    const id = (await createWorkspace(world.api, world.ada, 'Bulk delete')).id;
    const other = (await createWorkspace(world.api, world.ada, 'Bulk other')).id;
    const ids = (
      await addParticipants(
        world.api,
        world.ada,
        [1, 2, 3, 4].map((n) => participantRow(id, n)),
      )
    ).participants.map((participant) => participant.id);
    const [elsewhere] = (await addParticipants(world.api, world.ada, [participantRow(other, 9)])).participants;

    expect(await world.api.call('DELETE', '/participants', { token: world.ada, json: { ids: [] } })).toMatchObject({
      status: 400,
      body: { detail: ParticipantMessages.noneSelected },
    });
    expect(await world.api.call('DELETE', '/participants', { token: world.ada, json: { ids: [ids[0], 'no-such-id'] } })).toMatchObject({
      status: 404,
      body: { detail: ParticipantMessages.notFound },
    });
    expect(await world.api.call('DELETE', '/participants', { token: world.ada, json: { ids: [ids[0], elsewhere!.id] } })).toMatchObject({
      status: 400,
      body: { detail: ParticipantMessages.mixedWorkspaces },
    });
    expect((await listParticipants(world.api, world.ada, { workspace_id: id })).all_count).toBe(4);

    const answer = await world.api.call('DELETE', '/participants', { token: world.ada, json: { ids: [ids[0], ids[2], ids[0]] } });
    expect(answer).toMatchObject({
      status: 200,
      body: { ids: [ids[0], ids[2]], title: ParticipantMessages.deletedTitle, message: ParticipantMessages.deleted },
    });
    expect(
      (await listParticipants(world.api, world.ada, { workspace_id: id })).participants.map((participant) => participant.id).sort(),
    ).toEqual([ids[1], ids[3]].sort());
  });
});

describe('POST /api/v1/participants/{id}/to-group/{groupId}', () => {
  it('adds with relation true, refuses adding twice, removes with false and accepts removing again', async () => {
    const id = (await createWorkspace(world.api, world.ada, 'Moves')).id;
    const [person] = (await addParticipants(world.api, world.ada, [participantRow(id, 1)])).participants;
    const group = await createGroup(world.api, world.ada, id, 'Pilots');
    const joined = await moveToGroup(world.api, world.ada, person!.id, group.id, true);
    expect(joined).toMatchObject({
      status: 200,
      body: { id: person!.id, groups: [{ id: group.id, name: 'Pilots', origin: 'custom', origin_source: '' }] },
    });
    expect(await moveToGroup(world.api, world.ada, person!.id, group.id, true)).toMatchObject({
      status: 409,
      body: { detail: ParticipantMessages.alreadyInGroup },
    });
    expect((await groupsOf(world.api, world.ada, id))[0]).toMatchObject({
      participants_count: 1,
      participants: [{ id: person!.id, first_name: 'First0001', last_name: 'Last0001', add_source: 'manual' }],
    });
    expect(await moveToGroup(world.api, world.ada, person!.id, group.id, false)).toMatchObject({ status: 200, body: { groups: [] } });
    expect(await moveToGroup(world.api, world.ada, person!.id, group.id, false)).toMatchObject({ status: 200, body: { groups: [] } });
  });

  it('does not find a group of another workspace, nor an unknown one', async () => {
    const id = (await createWorkspace(world.api, world.ada, 'Moves A')).id;
    const other = (await createWorkspace(world.api, world.ada, 'Moves B')).id;
    const [person] = (await addParticipants(world.api, world.ada, [participantRow(id, 1)])).participants;
    const foreign = await createGroup(world.api, world.ada, other, 'Elsewhere');
    expect(await moveToGroup(world.api, world.ada, person!.id, foreign.id)).toMatchObject({
      status: 404,
      body: { detail: ParticipantMessages.groupNotFound },
    });
    expect(await moveToGroup(world.api, world.ada, person!.id, 'no-such-group')).toMatchObject({
      status: 404,
      body: { detail: ParticipantMessages.groupNotFound },
    });
    expect(await moveToGroup(world.api, world.ada, 'no-such-person', foreign.id)).toMatchObject({
      status: 404,
      body: { detail: ParticipantMessages.notFound },
    });
  });
});

describe('a workspace connected to an HRIS', () => {
  // the HRIS context's read model stands aside; `table`: a stand-in holding only what the lock reads
  const withConnections = async (table: boolean, work: () => Promise<void>) => {
    const pool = world.runtime.platform.pool;
    await pool.query('create schema if not exists hris');
    const existing = (await pool.query("select to_regclass('hris.connections') is not null as present")).rows[0].present as boolean;
    if (existing) await pool.query('alter table hris.connections rename to connections_aside');
    if (table) await pool.query('create table hris.connections (workspace_id text not null, status text not null)');
    try {
      await work();
    } finally {
      if (table) await pool.query('drop table hris.connections');
      if (existing) await pool.query('alter table hris.connections_aside rename to connections');
    }
  };

  it('refuses adding, editing and deleting participants by hand, and allows groups', async () => {
    const id = (await createWorkspace(world.api, world.ada, 'Synced')).id;
    const [person] = (await addParticipants(world.api, world.ada, [participantRow(id, 1), participantRow(id, 2)])).participants;
    const pool = world.runtime.platform.pool;
    await withConnections(true, async () => {
      await pool.query("insert into hris.connections values ($1, 'disconnected')", [id]);
      expect(await isHrisLocked(pool, id)).toBe(false);
      expect((await world.api.call('POST', '/participants', { token: world.ada, json: [participantRow(id, 3)] })).status).toBe(201);

      await pool.query("insert into hris.connections values ($1, 'connected')", [id]);
      expect(await isHrisLocked(pool, id)).toBe(true);
      const locked = { status: 409, body: { detail: ParticipantMessages.hrisLocked } };
      expect(await world.api.call('POST', '/participants', { token: world.ada, json: [participantRow(id, 4)] })).toMatchObject(locked);
      expect(
        await world.api.call('PUT', `/participants/${person!.id}`, { token: world.ada, json: participantRow(id, 1, { job: 'X' }) }),
      ).toMatchObject(locked);
      expect(await world.api.call('DELETE', `/participants/${person!.id}`, { token: world.ada })).toMatchObject(locked);
      expect(await world.api.call('DELETE', '/participants', { token: world.ada, json: { ids: [person!.id] } })).toMatchObject(locked);
      expect((await listParticipants(world.api, world.ada, { workspace_id: id })).all_count).toBe(3);
      const group = await createGroup(world.api, world.ada, id, 'Still possible');
      expect((await moveToGroup(world.api, world.ada, person!.id, group.id)).status).toBe(200);

      // other workspaces are not locked
      expect(await isHrisLocked(pool, workspaceId)).toBe(false);
      expect((await world.api.call('POST', '/participants', { token: world.ada, json: [participantRow(workspaceId, 5000)] })).status).toBe(
        201,
      );
    });
  });

  it('is not locked while no HRIS read model exists', async () => {
    await withConnections(false, async () => expect(await isHrisLocked(world.runtime.platform.pool, workspaceId)).toBe(false));
  });
});

describe('the access rule on every participant route', () => {
  let person: Participant;
  let groupId: string;
  beforeAll(async () => {
    [person] = (await addParticipants(world.api, world.ada, [participantRow(workspaceId, 700)])).participants as [Participant];
    groupId = (await createGroup(world.api, world.ada, workspaceId, 'Probe group')).id;
  });

  const probes = () => [
    { method: 'POST', path: '/participants/by-workspace', json: { workspace_id: workspaceId }, hidden: WorkspaceMessages.notFound },
    { method: 'POST', path: '/participants', json: [participantRow(workspaceId, 701)], hidden: WorkspaceMessages.notFound },
    { method: 'PUT', path: `/participants/${person.id}`, json: participantRow(workspaceId, 700), hidden: ParticipantMessages.notFound },
    {
      method: 'PUT',
      path: `/participants/details/${person.id}`,
      json: participantRow(workspaceId, 700),
      hidden: ParticipantMessages.notFound,
    },
    { method: 'DELETE', path: `/participants/${person.id}`, hidden: ParticipantMessages.notFound },
    { method: 'DELETE', path: '/participants', json: { ids: [person.id] }, hidden: ParticipantMessages.notFound },
    {
      method: 'POST',
      path: `/participants/${person.id}/to-group/${groupId}`,
      json: { relation: true },
      hidden: ParticipantMessages.notFound,
    },
  ];

  it("hides another team's workspace, participants and groups (404)", async () => {
    await expectHidden(world.api, world.bea, probes());
  });

  it('refuses a colleague not assigned to the workspace (403)', async () => {
    await expectNotAssigned(world.api, world.alan, probes());
  });

  it('needs a signed-in consultant (401), and nothing changed', async () => {
    for (const probe of probes()) {
      const answer = await world.api.call(probe.method, probe.path, { json: probe.json });
      expect(answer.status, `${probe.method} ${probe.path}`).toBe(401);
    }
    const page = await listParticipants(world.api, world.ada, { workspace_id: workspaceId, searchString: 'person70' });
    expect(page.participants.map((participant) => participant.id)).toEqual([person.id]);
    expect(page.participants[0]!.groups).toEqual([]);
  });
});
