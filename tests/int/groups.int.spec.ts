import { ParticipantMessages } from '@canopy/contracts/participants/api';
import { WorkspaceMessages } from '@canopy/contracts/workspace/api';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned } from '../support/access.ts';
import { form } from '../support/identity.ts';
import { addParticipants, createGroup, groupsOf, listParticipants, moveToGroup, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The groups of a workspace: custom groups made by consultants, default groups made from the group
// classification, and the origin-source calls.

const world = withTwoTeams();

const classify = async (workspaceId: string, classification: string) => {
  expect(
    (await world.api.call('PUT', `/workspaces/${workspaceId}`, { token: world.ada, form: form({ group_classification: classification }) }))
      .status,
  ).toBe(200);
};

describe('custom groups', () => {
  // a workspace for each try of each test: group names are unique in a workspace, so a retry in its failed try's
  // workspace would find its names taken
  let workspaceId: string;
  beforeEach(async () => {
    workspaceId = (await createWorkspace(world.api, world.ada, 'Groups')).id;
  });

  it('are created with a trimmed name and description, and listed by name with their participants', async () => {
    const answer = await world.api.call('POST', '/groups', {
      token: world.ada,
      json: { workspace_id: workspaceId, name: '  Pilots ', description: ' Those who fly ' },
    });
    expect(answer).toMatchObject({
      status: 201,
      body: {
        name: 'Pilots',
        description: 'Those who fly',
        workspace_id: workspaceId,
        origin: 'custom',
        origin_source: '',
        check_for_deletion: false,
        participants_count: 0,
        participants: [],
      },
    });
    const { participants } = await addParticipants(world.api, world.ada, [
      participantRow(workspaceId, 2, { first_name: 'Zoe' }),
      participantRow(workspaceId, 1, { first_name: 'Amy' }),
    ]);
    for (const participant of participants) await moveToGroup(world.api, world.ada, participant.id, answer.body.id);
    await createGroup(world.api, world.ada, workspaceId, 'analysts');
    const groups = await groupsOf(world.api, world.ada, workspaceId);
    expect(groups.map((group) => [group.name, group.participants_count])).toEqual([
      ['analysts', 0],
      ['Pilots', 2],
    ]);
    expect(groups[1]!.participants).toEqual([
      { id: participants[1]!.id, first_name: 'Amy', last_name: 'Last0001', add_source: 'manual' },
      { id: participants[0]!.id, first_name: 'Zoe', last_name: 'Last0002', add_source: 'manual' },
    ]);
  });

  it('need a name, unique in the workspace whatever its case', async () => {
    await createGroup(world.api, world.ada, workspaceId, 'Pilots');
    expect(await world.api.call('POST', '/groups', { token: world.ada, json: { workspace_id: workspaceId, name: '   ' } })).toMatchObject({
      status: 400,
      body: { detail: `body/name: ${ParticipantMessages.groupNameRequired}` },
    });
    expect(
      await world.api.call('POST', '/groups', { token: world.ada, json: { workspace_id: workspaceId, name: 'PILOTS' } }),
    ).toMatchObject({
      status: 409,
      body: { detail: ParticipantMessages.groupNameTaken },
    });
    const elsewhere = (await createWorkspace(world.api, world.ada, 'Groups elsewhere')).id;
    expect((await world.api.call('POST', '/groups', { token: world.ada, json: { workspace_id: elsewhere, name: 'Pilots' } })).status).toBe(
      201,
    );
  });

  it('are renamed and described', async () => {
    await createGroup(world.api, world.ada, workspaceId, 'Pilots');
    const group = await createGroup(world.api, world.ada, workspaceId, 'Drivers');
    const answer = await world.api.call('PUT', `/groups/${group.id}`, {
      token: world.ada,
      json: { name: 'Chauffeurs', description: 'Cars' },
    });
    expect(answer).toMatchObject({ status: 200, body: { id: group.id, name: 'Chauffeurs', description: 'Cars' } });
    expect(await world.api.call('PUT', `/groups/${group.id}`, { token: world.ada, json: { name: 'pilots' } })).toMatchObject({
      status: 409,
      body: { detail: ParticipantMessages.groupNameTaken },
    });
    expect(await world.api.call('PUT', `/groups/${group.id}`, { token: world.ada, json: { name: '' } })).toMatchObject({
      status: 400,
      body: { detail: `body/name: ${ParticipantMessages.groupNameRequired}` },
    });
    expect(await world.api.call('PUT', '/groups/no-such-group', { token: world.ada, json: { name: 'X' } })).toMatchObject({
      status: 404,
      body: { detail: ParticipantMessages.groupNotFound },
    });
  });

  it('are deleted while their participants stay in the workspace', async () => {
    const group = await createGroup(world.api, world.ada, workspaceId, 'Short lived');
    const [person] = (await addParticipants(world.api, world.ada, [participantRow(workspaceId, 50)])).participants;
    await moveToGroup(world.api, world.ada, person!.id, group.id);
    expect(await world.api.call('DELETE', `/groups/${group.id}`, { token: world.ada })).toMatchObject({
      status: 200,
      body: { id: group.id },
    });
    expect((await groupsOf(world.api, world.ada, workspaceId)).map((remaining) => remaining.id)).not.toContain(group.id);
    const page = await listParticipants(world.api, world.ada, { workspace_id: workspaceId, searchString: 'person50@' });
    expect(page.participants).toMatchObject([{ id: person!.id, groups: [] }]);
    expect(await world.api.call('DELETE', `/groups/${group.id}`, { token: world.ada })).toMatchObject({
      status: 404,
      body: { detail: ParticipantMessages.groupNotFound },
    });
  });
});

describe('default groups and origin sources', () => {
  it('are made from the classification field, cannot be deleted or renamed, and answer the origin-source calls', async () => {
    const id = (await createWorkspace(world.api, world.ada, 'Classified')).id;
    await createGroup(world.api, world.ada, id, 'Custom');
    await classify(id, 'department');
    const first = await addParticipants(world.api, world.ada, [
      participantRow(id, 1, { department: 'Sales' }),
      participantRow(id, 2, { department: 'Support', job: 'Pilot' }),
    ]);
    await classify(id, 'job');
    const second = await addParticipants(world.api, world.ada, [
      participantRow(id, 3, { job: 'Pilot' }),
      participantRow(id, 4, { job: 'Clerk', segment: 'North' }),
    ]);

    const groups = await groupsOf(world.api, world.ada, id);
    expect(
      groups.map((group) => [group.name, group.origin, group.origin_source, group.check_for_deletion, group.participants_count]),
    ).toEqual([
      ['Clerk', 'default', 'job', true, 1],
      ['Custom', 'custom', '', false, 0],
      ['Pilot', 'default', 'job', true, 1],
      ['Sales', 'default', 'department', true, 1],
      ['Support', 'default', 'department', true, 1],
    ]);
    const sales = groups.find((group) => group.name === 'Sales')!;
    expect(await world.api.call('DELETE', `/groups/${sales.id}`, { token: world.ada })).toMatchObject({
      status: 400,
      body: { detail: ParticipantMessages.groupNotDeletable },
    });
    expect(await world.api.call('PUT', `/groups/${sales.id}`, { token: world.ada, json: { name: 'Sellers' } })).toMatchObject({
      status: 400,
      body: { detail: ParticipantMessages.groupNotRenamable },
    });
    expect(
      await world.api.call('PUT', `/groups/${sales.id}`, {
        token: world.ada,
        json: { name: 'Sales', description: 'From the department field' },
      }),
    ).toMatchObject({
      status: 200,
      body: { description: 'From the department field' },
    });

    const byDepartment = await world.api.call('GET', `/groups/by-origin-source/department/by-workspace/${id}`, { token: world.ada });
    expect(byDepartment.status).toBe(200);
    expect(byDepartment.body.map((group: { name: string }) => group.name)).toEqual(['Sales', 'Support']);
    expect((await world.api.call('GET', `/groups/by-origin-source/division/by-workspace/${id}`, { token: world.ada })).body).toEqual([]);
    expect(await world.api.call('GET', `/groups/origin-source/by-workspace/${id}`, { token: world.ada })).toMatchObject({
      status: 200,
      body: { origin_sources: ['department', 'job'] },
    });

    // a source whose groups all lost their participants is no longer answered
    await world.api.call('DELETE', '/participants', {
      token: world.ada,
      json: { ids: first.participants.map((participant) => participant.id) },
    });
    const answered = await world.api.call('POST', `/groups/origin-source-answered/by-workspace/${id}`, {
      token: world.ada,
      json: { origin_sources: ['department', 'job', 'division'] },
    });
    expect(answered).toMatchObject({ status: 200, body: { origin_sources: ['job'] } });
    expect(second.participants).toHaveLength(2);
  });
});

describe('the access rule on every group route', () => {
  let workspaceId: string;
  let groupId: string;
  beforeAll(async () => {
    workspaceId = (await createWorkspace(world.api, world.ada, 'Probed')).id;
    groupId = (await createGroup(world.api, world.ada, workspaceId, 'Probe')).id;
  });

  const probes = () => [
    { method: 'GET', path: `/groups/by-workspace/${workspaceId}`, hidden: WorkspaceMessages.notFound },
    { method: 'GET', path: `/groups/by-origin-source/department/by-workspace/${workspaceId}`, hidden: WorkspaceMessages.notFound },
    { method: 'GET', path: `/groups/origin-source/by-workspace/${workspaceId}`, hidden: WorkspaceMessages.notFound },
    {
      method: 'POST',
      path: `/groups/origin-source-answered/by-workspace/${workspaceId}`,
      json: { origin_sources: ['department'] },
      hidden: WorkspaceMessages.notFound,
    },
    { method: 'POST', path: '/groups', json: { workspace_id: workspaceId, name: 'Intruders' }, hidden: WorkspaceMessages.notFound },
    { method: 'PUT', path: `/groups/${groupId}`, json: { name: 'Renamed' }, hidden: ParticipantMessages.groupNotFound },
    { method: 'DELETE', path: `/groups/${groupId}`, hidden: ParticipantMessages.groupNotFound },
  ];

  it("hides another team's workspace and groups (404)", async () => {
    await expectHidden(world.api, world.bea, probes());
  });

  it('refuses a colleague not assigned to the workspace (403)', async () => {
    await expectNotAssigned(world.api, world.alan, probes());
  });

  it('needs a signed-in consultant (401), and nothing changed', async () => {
    for (const probe of probes())
      expect((await world.api.call(probe.method, probe.path, { json: probe.json })).status, `${probe.method} ${probe.path}`).toBe(401);
    expect((await groupsOf(world.api, world.ada, workspaceId)).map((group) => group.name)).toEqual(['Probe']);
  });
});
