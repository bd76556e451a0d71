import { randomUUID } from 'node:crypto';
import type { ParticipantFields } from '@canopy/contracts/participants/api';
import { participantFields } from '@canopy/contracts/participants/fields.fixtures';
import { CONFLICT_DETAIL } from '@canopy/gateway';
import { withTransaction } from '@canopy/platform/db/transaction';
import { rebuildProjection } from '@canopy/platform/projections/rebuild';
import { participantsProjection } from '@canopy/projections/workspace/participants/project';
import {
  createRosterPort,
  evolveRoster,
  initialRosterState,
  rosterStreamId,
  type RosterEvent,
  type RosterState,
  loadRosterState,
} from '@canopy/workspace';
import { beforeAll, describe, expect, it } from 'vitest';
import { form, provisionTestTeam } from '../support/identity.ts';
import { addParticipants, createGroup, groupsOf, listParticipants, moveToGroup, participantRow } from '../support/participants.ts';
import { createWorkspace } from '../support/workspaces.ts';
import { withRuntime } from '../support/withRuntime.ts';

// The roster underneath the API (ADR 0011): decisions from the read model at a known revision, the fold
// and the projection agreeing, conflicts, erasure, and the port the CSV import and the HRIS sync call.

let ada: string;
let adaId: string;
let teamId: string;

const world = withRuntime();

beforeAll(async () => {
  const team = await provisionTestTeam(world.runtime, 'Team A', [{ email: 'ada@example.com', password: 'ada-secret' }]);
  teamId = team.teamId;
  adaId = team.consultantIds[0]!;
  ada = await world.api.tokenFor('ada@example.com', 'ada-secret');
});

const context = (workspaceId: string) => ({ teamId, workspaceId, actor: adaId, correlationId: randomUUID(), now: new Date() });

const fields = (overrides: Partial<ParticipantFields>): ParticipantFields =>
  participantFields({ first_name: 'First', last_name: 'Last', ...overrides });

/** a state as sorted plain data, to compare two of them */
const plain = (state: RosterState) => ({
  participants: [...state.participants.values()].sort((a, b) => a.id.localeCompare(b.id)),
  groups: [...state.groups.values()].sort((a, b) => a.id.localeCompare(b.id)),
  members: [...state.members]
    .filter(([, ids]) => ids.size > 0)
    .map(([groupId, ids]) => [groupId, [...ids].sort()] as const)
    .sort((a, b) => a[0].localeCompare(b[0])),
});

const readModelState = (workspaceId: string) =>
  withTransaction(world.runtime.platform.pool, (client) => loadRosterState(client, workspaceId, { everything: true }));

const foldedState = async (workspaceId: string) => {
  const { events } = await world.runtime.platform.log.readStream(rosterStreamId(workspaceId));
  return events.map((event) => ({ type: event.type, data: event.data }) as RosterEvent).reduce(evolveRoster, initialRosterState());
};

describe('the roster port', () => {
  it('imports CSV rows into groups by id and by name, and reports what it did', async () => {
    const workspaceId = (await createWorkspace(world.api, ada, 'Port')).id;
    const existing = await createGroup(world.api, ada, workspaceId, 'Existing');
    const port = createRosterPort(world.runtime.deps);
    const outcome = await port.importParticipants({
      workspaceId,
      source: 'csv',
      rows: [
        {
          row: 2,
          fields: fields({ first_name: 'Ann', email: 'ann@example.com' }),
          groups: [{ group_id: existing.id }, { name: 'Night shift' }],
        },
        { row: 3, fields: fields({ first_name: 'Ben', payroll_id: 'B-1' }), groups: [{ name: 'night SHIFT' }] },
        { row: 4, fields: fields({ first_name: 'Ann again', email: 'ann@example.com' }), groups: [] },
      ],
      context: context(workspaceId),
    });
    expect(outcome.created).toHaveLength(2);
    expect(outcome).toMatchObject({
      updated: [],
      unchanged: [],
      missed: [{ row: 4, participant_id: outcome.created[0] }],
      groupsCreated: [{ name: 'Night shift', origin: 'custom', origin_source: '' }],
    });
    const groups = await groupsOf(world.api, ada, workspaceId);
    expect(groups.map((group) => [group.name, group.participants.map((member) => member.first_name)])).toEqual([
      ['Existing', ['Ann']],
      ['Night shift', ['Ann', 'Ben']],
    ]);
  });

  it('applies an HRIS sync: automatic participants and groups, deactivations, and manual participants untouched', async () => {
    const workspaceId = (await createWorkspace(world.api, ada, 'Synced')).id;
    const [manual] = (await addParticipants(world.api, ada, [participantRow(workspaceId, 1, { email: 'ann@example.com' })])).participants;
    const port = createRosterPort(world.runtime.deps);
    const first = await port.applyAutomaticChanges({
      workspaceId,
      changes: {
        connection_id: 'conn-1',
        upserts: [
          {
            external_id: 'e-ann',
            fields: fields({ first_name: 'Ann', email: 'ann@example.com', department: 'Ops', hiring_date: '2020-01-15T00:00:00Z' }),
            is_active: true,
          },
          { external_id: 'e-bo', fields: fields({ first_name: 'Bo', email: 'bo@example.com', department: 'Ops' }), is_active: true },
        ],
        deactivate_external_ids: [],
        groups: [{ origin_source: 'department', name: 'Ops', member_external_ids: ['e-ann', 'e-bo'] }],
        delete_group_ids: [],
      },
      context: context(workspaceId),
    });
    expect(first).toEqual({ created: 2, updated: 0, deactivated: 0, groupsCreated: 1, groupsDeleted: 0 });
    // the same sync again changes nothing (dates compare equal once stored)
    const again = await port.applyAutomaticChanges({
      workspaceId,
      changes: {
        connection_id: 'conn-1',
        upserts: [
          {
            external_id: 'e-ann',
            fields: fields({ first_name: 'Ann', email: 'ann@example.com', department: 'Ops', hiring_date: '2020-01-15T00:00:00Z' }),
            is_active: true,
          },
        ],
        deactivate_external_ids: ['e-bo'],
        groups: [{ origin_source: 'department', name: 'Ops', member_external_ids: ['e-ann'] }],
        delete_group_ids: [],
      },
      context: context(workspaceId),
    });
    expect(again).toEqual({ created: 0, updated: 0, deactivated: 1, groupsCreated: 0, groupsDeleted: 0 });
    const page = await listParticipants(world.api, ada, { workspace_id: workspaceId, sortType: 'name', sortBy: 'ASC' });
    expect(
      page.participants.map((participant) => [
        participant.first_name,
        participant.add_source,
        participant.is_active,
        participant.groups.map((group) => group.origin),
      ]),
    ).toEqual([
      ['Ann', 'automatic', true, ['automatic']],
      ['Bo', 'automatic', false, []],
      ['First0001', 'manual', true, []],
    ]);
    expect(page.participants[2]!.id).toBe(manual!.id);
  });
});

describe('decisions from the read model', () => {
  it('agree with the fold of the stream after every kind of change', async () => {
    const workspaceId = (await createWorkspace(world.api, ada, 'Agreement')).id;
    await world.api.call('PUT', `/workspaces/${workspaceId}`, { token: ada, form: form({ group_classification: 'department' }) });
    const { participants } = await addParticipants(world.api, ada, [
      participantRow(workspaceId, 1, { department: 'Sales', phone_code: '+44', phone: '7911000001', hiring_date: '2020-02-29' }),
      participantRow(workspaceId, 2, { department: 'Support', birth_date: '1990-01-01' }),
      participantRow(workspaceId, 3),
    ]);
    const custom = await createGroup(world.api, ada, workspaceId, 'Custom');
    await moveToGroup(world.api, ada, participants[0]!.id, custom.id);
    await moveToGroup(world.api, ada, participants[1]!.id, custom.id);
    await moveToGroup(world.api, ada, participants[1]!.id, custom.id, false);
    await world.api.call('PUT', `/participants/${participants[2]!.id}`, {
      token: ada,
      json: participantRow(workspaceId, 3, { department: 'Sales', job: 'Clerk' }),
    });
    await world.api.call('PUT', `/groups/${custom.id}`, { token: ada, json: { name: 'Custom 2', description: 'd' } });
    await addParticipants(world.api, ada, [participantRow(workspaceId, 1, { first_name: 'Updated', department: 'Support' })]);
    await world.api.call('DELETE', `/participants/${participants[1]!.id}`, { token: ada });
    await createRosterPort(world.runtime.deps).applyAutomaticChanges({
      workspaceId,
      changes: {
        connection_id: 'c',
        upserts: [{ external_id: 'e-1', fields: fields({ email: 'auto@example.com' }), is_active: false }],
        deactivate_external_ids: [],
        groups: [{ origin_source: 'job', name: 'Auto', member_external_ids: ['e-1'] }],
        delete_group_ids: [],
      },
      context: context(workspaceId),
    });
    await createRosterPort(world.runtime.deps).applyAutomaticChanges({
      workspaceId,
      changes: {
        connection_id: 'c',
        upserts: [{ external_id: 'e-1', fields: fields({ email: 'auto@example.com', job: 'Pilot' }), is_active: true }],
        deactivate_external_ids: [],
        groups: [],
        delete_group_ids: [],
      },
      context: context(workspaceId),
    });
    const doomed = await createGroup(world.api, ada, workspaceId, 'Doomed');
    await moveToGroup(world.api, ada, participants[0]!.id, doomed.id);
    await world.api.call('DELETE', `/groups/${doomed.id}`, { token: ada });

    const fromReadModel = plain(await readModelState(workspaceId));
    expect(fromReadModel.participants).toHaveLength(3);
    expect(fromReadModel.groups.map((group) => group.name).sort()).toEqual(['Auto', 'Custom 2', 'Sales', 'Support']);
    expect(fromReadModel).toEqual(plain(await foldedState(workspaceId)));
    const revision = await world.runtime.platform.pool.query('select revision from participants.rosters where workspace_id = $1', [
      workspaceId,
    ]);
    const { revision: head } = await world.runtime.platform.log.readStream(rosterStreamId(workspaceId));
    expect(Number(revision.rows[0].revision)).toBe(head);
  });

  it('serialise concurrent writers of one workspace: the same person added four times at once is one participant, three people are three', async () => {
    const workspaceId = (await createWorkspace(world.api, ada, 'Concurrent')).id;
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => world.api.call('POST', '/participants', { token: ada, json: [participantRow(workspaceId, 1)] })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.participants[0].id)).size).toBe(1);
    // three writers of different people: each loses at most twice, so the third attempt of the last one lands
    const others = await Promise.all(
      [2, 3, 4].map((n) => world.api.call('POST', '/participants', { token: ada, json: [participantRow(workspaceId, n)] })),
    );
    expect(others.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect((await listParticipants(world.api, ada, { workspace_id: workspaceId })).all_count).toBe(4);
  });

  it('answer 409 when the projection cannot catch up with the stream, and work again once it has', async () => {
    const workspaceId = (await createWorkspace(world.api, ada, 'Stalled')).id;
    await addParticipants(world.api, ada, [participantRow(workspaceId, 1)]);
    await world.runtime.runner!.stop();
    try {
      // an append the stalled projection does not see: every attempt reads a revision that is behind
      await world.runtime.platform.log.append(
        rosterStreamId(workspaceId),
        [
          {
            type: 'GroupCreated',
            data: {
              workspace_id: workspaceId,
              group_id: randomUUID(),
              name: 'Behind',
              description: '',
              origin: 'custom',
              origin_source: '',
              check_for_deletion: false,
              created_at: new Date().toISOString(),
            },
          },
        ],
        { expectedRevision: 'any', context: context(workspaceId) },
      );
      const answer = await world.api.call('POST', '/participants', { token: ada, json: [participantRow(workspaceId, 2)] });
      expect(answer).toMatchObject({ status: 409, body: { detail: CONFLICT_DETAIL } });
    } finally {
      await world.runtime.runner!.start();
    }
    expect((await world.api.call('POST', '/participants', { token: ada, json: [participantRow(workspaceId, 2)] })).status).toBe(201);
    expect((await groupsOf(world.api, ada, workspaceId)).map((group) => group.name)).toEqual(['Behind']);
  });
});

describe('deleting a participant', () => {
  it('erases their personal data: the log cannot open it and a replayed projection holds none of it', async () => {
    const workspaceId = (await createWorkspace(world.api, ada, 'Erasure')).id;
    const { participants } = await addParticipants(world.api, ada, [
      participantRow(workspaceId, 1, {
        first_name: 'Erasmus',
        last_name: 'Forgotten',
        email: 'erasmus.forgotten@example.com',
        phone_code: '+44',
        phone: '7911555001',
        payroll_id: 'PAY-ERASED',
        gender: 'Male',
        job: 'Archivist',
      }),
      participantRow(workspaceId, 2, { first_name: 'Keeper', last_name: 'Remembered', email: 'keeper@example.com', job: 'Archivist' }),
    ]);
    const [erasmus] = participants;
    const group = await createGroup(world.api, ada, workspaceId, 'Archive');
    await moveToGroup(world.api, ada, erasmus!.id, group.id);
    await world.api.call('PUT', `/participants/${erasmus!.id}`, {
      token: ada,
      json: participantRow(workspaceId, 1, {
        first_name: 'Erasmus',
        last_name: 'Forgotten',
        email: 'erasmus.forgotten@example.com',
        payroll_id: 'PAY-ERASED',
        gender: 'Male',
      }),
    });

    const pool = world.runtime.platform.pool;
    const log = (
      await pool.query('select data::text as data from eventstore.events where stream_id = $1', [rosterStreamId(workspaceId)])
    ).rows
      .map((row) => row.data as string)
      .join('\n');
    for (const secret of ['Erasmus', 'Forgotten', 'erasmus.forgotten', '7911555001', 'PAY-ERASED', 'Keeper'])
      expect(log, secret).not.toContain(secret);
    expect(log).toContain('Archivist');

    expect((await world.api.call('DELETE', `/participants/${erasmus!.id}`, { token: ada })).status).toBe(200);
    expect(await world.runtime.platform.vault.isErased(erasmus!.id)).toBe(true);
    const { events } = await world.runtime.platform.log.readStream(rosterStreamId(workspaceId));
    const added = events.find((event) => event.type === 'ParticipantsAdded')!.data as { participants: Array<Record<string, unknown>> };
    expect(added.participants.find((participant) => participant.participant_id === erasmus!.id)).toMatchObject({
      first_name: null,
      email: null,
      payroll_id: null,
      gender: null,
      job: 'Archivist',
    });

    await rebuildProjection({
      pool,
      store: world.runtime.platform.store,
      log: world.runtime.platform.log,
      projection: participantsProjection,
    });
    const tables = await pool.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'participants'",
    );
    const rows: string[] = [];
    for (const { table_name } of tables.rows)
      rows.push(...(await pool.query(`select t::text as row from participants."${table_name}" t`)).rows.map((row) => row.row as string));
    const everything = rows.join('\n');
    for (const secret of ['Erasmus', 'Forgotten', 'erasmus.forgotten', '7911555001', 'PAY-ERASED', erasmus!.id])
      expect(everything, secret).not.toContain(secret);
    expect(everything).toContain('keeper@example.com');
    expect(
      (await listParticipants(world.api, ada, { workspace_id: workspaceId })).participants.map((participant) => participant.first_name),
    ).toEqual(['Keeper']);
  });
});

describe('the participants projection', () => {
  it('leaves out a participant the table already holds instead of failing the batch, and counts only the new one', async () => {
    const workspaceId = (await createWorkspace(world.api, ada, 'Twice')).id;
    const [existing] = (await addParticipants(world.api, ada, [participantRow(workspaceId, 1)])).participants;
    const record = (participantId: string, firstName: string) => ({
      participant_id: participantId,
      ...fields({ first_name: firstName, email: `${firstName.toLowerCase()}@example.com` }),
      external_id: null,
      is_active: true,
    });
    // an event the decider would never make (it adds an id the roster has), appended past it
    const appended = await world.runtime.platform.log.append(
      rosterStreamId(workspaceId),
      [
        {
          type: 'ParticipantsAdded',
          data: {
            workspace_id: workspaceId,
            add_source: 'manual',
            participants: [record(existing!.id, 'Again'), record(randomUUID(), 'Fresh')],
            added_at: new Date().toISOString(),
          },
        },
      ],
      { expectedRevision: 'any', context: context(workspaceId) },
    );
    expect(await world.runtime.deps.waiter.waitFor(appended.position, ['participants'], 10_000)).toBe(true);

    const page = await listParticipants(world.api, ada, { workspace_id: workspaceId, sortType: 'name', sortBy: 'ASC' });
    expect(page.participants.map((participant) => participant.first_name)).toEqual(['Fresh', existing!.first_name].sort());
    expect(page.all_count).toBe(2);
  });

  it('keeps one membership with its first joined_at when the table or the same batch already holds the pair', async () => {
    const workspaceId = (await createWorkspace(world.api, ada, 'Joined twice')).id;
    const [ann, bob] = (await addParticipants(world.api, ada, [participantRow(workspaceId, 1), participantRow(workspaceId, 2)]))
      .participants;
    const group = await createGroup(world.api, ada, workspaceId, 'Team');
    expect((await moveToGroup(world.api, ada, ann!.id, group.id)).status).toBe(200);
    const member = await world.runtime.platform.pool.query<{ joined_at: Date }>(
      'select joined_at from participants.memberships where group_id = $1 and participant_id = $2',
      [group.id, ann!.id],
    );
    const firstJoined = member.rows[0]!.joined_at;

    // events the decider would never make (joins of a member, twice in one append), appended past it
    const join = (participantIds: string[], at: string) => ({
      type: 'ParticipantsJoinedGroup' as const,
      data: { workspace_id: workspaceId, group_id: group.id, participant_ids: participantIds, joined_at: at },
    });
    const appended = await world.runtime.platform.log.append(
      rosterStreamId(workspaceId),
      [join([ann!.id, bob!.id, bob!.id], '2030-01-01T00:00:00.000Z'), join([bob!.id], '2031-01-01T00:00:00.000Z')],
      { expectedRevision: 'any', context: context(workspaceId) },
    );
    expect(await world.runtime.deps.waiter.waitFor(appended.position, ['participants'], 10_000)).toBe(true);

    const rows = await world.runtime.platform.pool.query<{ participant_id: string; joined_at: Date }>(
      'select participant_id, joined_at from participants.memberships where group_id = $1 order by participant_id',
      [group.id],
    );
    expect(rows.rows.map((row) => [row.participant_id, row.joined_at.toISOString()])).toEqual(
      [
        [ann!.id, firstJoined.toISOString()],
        [bob!.id, '2030-01-01T00:00:00.000Z'],
      ].sort((a, b) => a[0]!.localeCompare(b[0]!)),
    );
  });
});
