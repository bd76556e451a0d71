import { UNSET_DATE } from '@canopy/contracts/participants/api';
import { withTransaction } from '@canopy/platform/db/transaction';
import type { Projection } from '@canopy/platform/projections/projection';
import { prepareSchema } from '@canopy/platform/projections/projectionStore';
import { createConsultantsReader } from '@canopy/projections/identity/consultants/read';
import { consultantsProjection } from '@canopy/projections/identity/consultants/project';
import { createTeamsReader } from '@canopy/projections/identity/teams/read';
import { teamsProjection } from '@canopy/projections/identity/teams/project';
import { createTokensReader } from '@canopy/projections/identity/tokens/read';
import { tokensProjection } from '@canopy/projections/identity/tokens/project';
import { createHrisReader, isHrisLocked } from '@canopy/projections/workspace/hris/read';
import { hrisProjection } from '@canopy/projections/workspace/hris/project';
import { createMatchingTemplatesReader } from '@canopy/projections/workspace/matchingTemplates/read';
import { matchingTemplatesProjection } from '@canopy/projections/workspace/matchingTemplates/project';
import { createParticipantsReader } from '@canopy/projections/workspace/participants/read';
import { participantsProjection } from '@canopy/projections/workspace/participants/project';
import { readRosterRevision, readRosterRows } from '@canopy/projections/workspace/participants/readState';
import { createWorkspacesReader } from '@canopy/projections/workspace/workspaces/read';
import { workspacesProjection } from '@canopy/projections/workspace/workspaces/project';
import type pg from 'pg';
import { SchemaValidationError } from 'slonik';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testPool, type TestDatabase } from '../support/database.ts';
import { nextTry } from '../support/perTry.ts';

// The readers of each read model, over rows as their projections store them: what they answer, that they
// answer on the pool and inside a transaction they are given, and that a row their schema does not describe is an error
// (SchemaValidationError) rather than a value cast to a type it does not have.

let database: TestDatabase;
let pool: pg.Pool;
/** what the readers are handed in the product: the process's pg pool */
let db: pg.Pool;

const PROJECTIONS: Projection[] = [
  consultantsProjection,
  teamsProjection,
  tokensProjection,
  workspacesProjection,
  matchingTemplatesProjection,
  participantsProjection,
  hrisProjection,
];

beforeAll(async () => {
  database = await createTestDatabase('readers');
  pool = testPool({ connectionString: database.url });
  for (const projection of PROJECTIONS) await prepareSchema(pool, projection.name, projection);
  db = pool;
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

const at = new Date('2026-11-21T10:00:00.123Z');

describe('identity readers', () => {
  beforeAll(async () => {
    await pool.query('insert into identity_teams.teams (id, name, created_at, updated_at) values ($1, $2, $3, $3)', [
      'team-a',
      'Northwind',
      at,
    ]);
    await pool.query(
      `insert into identity_consultants.consultants (id, team_id, email, first_name, last_name, password_hash, status, workspace_ids, created_at, updated_at)
       values ('c1', 'team-a', 'ada@example.org', 'Ada', 'Lovelace', 'hash', 'active', '{w1,w2}', $1, $1),
              ('c2', 'team-a', 'bea@example.org', 'bea', 'Zed', null, 'invited', '{}', $1, $1),
              ('c3', 'team-b', null, null, null, null, 'active', '{}', $1, $1)`,
      [at],
    );
    await pool.query(
      "insert into identity_tokens.tokens (token_hash, consultant_id, kind, created_at, expires_at) values ('h1', 'c2', 'invitation', $1, $1)",
      [at],
    );
  });

  it('find a consultant by e-mail whatever its case and spaces, by id, and list a team by name', async () => {
    const consultants = createConsultantsReader(db);
    expect(await consultants.byEmail('  ADA@Example.org ')).toEqual({
      id: 'c1',
      team_id: 'team-a',
      email: 'ada@example.org',
      first_name: 'Ada',
      last_name: 'Lovelace',
      password_hash: 'hash',
      is_platform_admin: false,
      picture_image_id: null,
      workspace_ids: ['w1', 'w2'],
      status: 'active',
    });
    expect(await consultants.byEmail('nobody@example.org')).toBeNull();
    expect((await consultants.byId('c3'))?.email).toBeNull();
    expect((await consultants.ofTeam('team-a')).map((row) => row.id)).toEqual(['c1', 'c2']);
    expect(await consultants.inTeam('team-a', 'c2')).toBe(true);
    expect(await consultants.inTeam('team-a', 'c3')).toBe(false);
  });

  it('read teams and tokens with their times as dates', async () => {
    expect(await createTeamsReader(db).byId('team-a')).toEqual({ id: 'team-a', name: 'Northwind', logo_image_id: null, created_at: at });
    expect(await createTeamsReader(db).any()).toBe(true);
    expect(await createTokensReader(db).byHash('h1')).toEqual({
      token_hash: 'h1',
      consultant_id: 'c2',
      kind: 'invitation',
      expires_at: at,
      used_at: null,
    });
    expect(await createTokensReader(db).byHash('h2')).toBeNull();
  });
});

describe('workspace readers', () => {
  beforeAll(async () => {
    await pool.query(
      `insert into workspaces.workspaces (id, team_id, created_by, name, formation_type, created_at, updated_at, deleted_at)
       values ('w1', 'team-a', 'c1', 'Acme', 1, $1, $1, null), ('w2', 'team-a', 'c1', 'Gone', null, $1, $1, $1),
              ('w3', 'team-a', 'c1', 'bolt', null, $1, $1, null)`,
      [at],
    );
    await pool.query("insert into workspaces.assignments values ('w1', 'c2', $1), ('w1', 'c1', $2)", [at, new Date(at.getTime() + 1000)]);
    await pool.query(
      `insert into matching_templates.templates (workspace_id, first_row_is_header, comment_char, delimiter_char, hiring_date_format, birth_date_format,
         phone_format,
         phone_code, data_with_header, updated_at)
       values ('w1', true, '#', ',', 'yyyy-mm-dd', 'dd/mm/yyyy', null, '+44', $1, $2)`,
      [JSON.stringify({ fields: { first_name_col_idx: { column_idx: 0, header: 'First' } }, groups: [] }), at],
    );
    await pool.query(
      `insert into hris.connections (connection_id, workspace_id, provider, status, sync_status, local_sync_status, connected_at, updated_at)
       values ('k1', 'w1', 'sandbox', 'connected', 'pending', 'pending', $1, $1), ('k0', 'w3', 'sandbox', 'disconnected', 'completed', 'completed', $1, $1)`,
      [at],
    );
  });

  it('answer a live workspace with its consultants in the order they were assigned, and the access rule', async () => {
    const workspaces = createWorkspacesReader(db);
    expect(await workspaces.byId('w1')).toMatchObject({
      id: 'w1',
      name: 'Acme',
      formation_type: 1,
      group_classification: 'none',
      consultants_ids: ['c2', 'c1'],
      created_at: at,
    });
    expect(await workspaces.byId('w2')).toBeNull();
    expect((await workspaces.ofTeam('team-a')).map((row) => row.name)).toEqual(['Acme', 'bolt']);
    expect(await workspaces.teamHasAny('team-b')).toBe(false);
    expect(await workspaces.key('w3')).toEqual({ id: 'w3', team_id: 'team-a', group_classification: 'none' });
    const access = {
      id: 'w1',
      team_id: 'team-a',
      name: 'Acme',
      group_classification: 'none',
      time_zone: 'America/New_York',
      assigned: true,
    };
    expect(await workspaces.forConsultant('w1', 'c1', 'team-a')).toEqual(access);
    expect((await workspaces.forConsultant('w3', 'c1', 'team-a'))?.assigned).toBe(false);
    expect(await workspaces.forConsultant('w1', 'c1', 'team-b')).toBeNull();
  });

  it('answer the matching template as the API shows it, and the HRIS connections and lock', async () => {
    expect(await createMatchingTemplatesReader(db).ofWorkspace('w1')).toEqual({
      workspace_id: 'w1',
      first_row_is_header: true,
      comment_char: '#',
      delimiter_char: ',',
      hiring_date_format: 'yyyy-mm-dd',
      birth_date_format: 'dd/mm/yyyy',
      phone_format: null,
      phone_code: '+44',
      data_with_header: { fields: { first_name_col_idx: { column_idx: 0, header: 'First' } }, groups: [] },
      data_without_header: null,
      updated_at: at.toISOString(),
    });
    expect((await createHrisReader(db).connected('w1')).map((row) => row.connection_id)).toEqual(['k1']);
    expect(await createHrisReader(db).connected('w3')).toEqual([]);
    expect(await isHrisLocked(db, 'w1')).toBe(true);
    expect(await isHrisLocked(db, 'w3')).toBe(false);
  });
});

describe('participants readers', () => {
  /** the 19 fields in column order, start and birth dates unset */
  const fields = (first: string, last: string) => {
    const email = `${first}@example.org`.toLowerCase();
    return [first, last, email, '+44', '7700', '', null, null, ...Array<string>(11).fill('')];
  };
  beforeEach(async () => {
    await pool.query('truncate participants.participants, participants.groups, participants.memberships, participants.rosters');
    await pool.query(
      `insert into participants.participants (id, workspace_id, first_name, last_name, email, phone_code, phone, payroll_id, hiring_date, birth_date,
         ethnicity, gender,
         work_location_name, work_location_city, work_location_state, work_location_country, pay_group, job, department, segment, home_base,
         add_source, external_id, is_active, created_at, updated_at)
       values ('p1', 'w1', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, 'manual', null, true, $20, $20),
              ('p2', 'w1', $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, 'automatic', 'x2', true, $20, $20)`,
      [...fields('Zoe', 'Adams').map((value, index) => (index === 6 ? at : value)), at, ...fields('Amy', 'Baker')],
    );
    await pool.query("insert into participants.groups values ('g1', 'w1', 'Pilots', '', 'custom', '', false, $1)", [at]);
    await pool.query("insert into participants.memberships values ('g1', 'p1', 'w1', $1)", [at]);
    await pool.query("insert into participants.rosters values ('w1', 7, 2)");
  });

  it('answer a page by name, the dates as the API writes them, each participant with its groups', async () => {
    const byName = { workspace_id: 'w1', sortType: 'name', sortBy: 'ASC', searchString: '', isAll: false, limit: 10, offset: 0 } as const;
    const page = await createParticipantsReader(db).page(byName);
    expect(page).toMatchObject({ all_count: 2, has_more: false, next_offset: 2 });
    expect(
      page.participants.map((row) => [row.first_name, row.hiring_date, row.birth_date, row.groups.map((group) => group.name)]),
    ).toEqual([
      ['Amy', UNSET_DATE, UNSET_DATE, []],
      ['Zoe', at.toISOString(), UNSET_DATE, ['Pilots']],
    ]);
    const searched = await createParticipantsReader(db).page({
      workspace_id: 'w1',
      searchString: 'zoe',
      isAll: false,
      limit: 10,
      offset: 0,
    });
    expect(searched.participants.map((row) => row.id)).toEqual(['p1']);
    expect(searched.all_count).toBe(1);
  });

  it('read the command state on a pg client inside the pipeline transaction, the revision as a number', async () => {
    const { revision, rows } = await withTransaction(pool, async (client) => {
      await client.query('set transaction isolation level repeatable read, read only');
      return {
        revision: await readRosterRevision(client, 'w1'),
        rows: await readRosterRows(client, 'w1', { externalIds: ['x2'], participantIds: ['p1'] }),
      };
    });
    expect(revision).toBe(7);
    expect(rows.participants.map((row) => [row.id, row.external_id, row.fields.hiring_date])).toEqual([
      ['p1', null, at.toISOString()],
      ['p2', 'x2', UNSET_DATE],
    ]);
    expect(rows.groups.map((group) => group.id)).toEqual(['g1']);
    expect(rows.memberships).toEqual([{ group_id: 'g1', participant_id: 'p1' }]);
    await withTransaction(pool, async (client) => expect(await readRosterRevision(client, 'w9')).toBe('no_stream'));
  });

  it('answer inside a transaction they are given, seeing its own uncommitted state', async () => {
    await withTransaction(pool, async (client) => {
      await client.query("update participants.groups set name = 'Renamed' where id = 'g1'");
      expect((await createParticipantsReader(client).group('g1'))?.name).toBe('Renamed');
      const searched = await createParticipantsReader(client).page({
        workspace_id: 'w1',
        searchString: 'zoe',
        isAll: false,
        limit: 10,
        offset: 0,
      });
      expect(searched.participants[0]?.groups.map((group) => group.name)).toEqual(['Renamed']);
      // the filtered page plans without sequential scans, then gives the caller's transaction its setting back
      expect((await client.query('show enable_seqscan')).rows[0].enable_seqscan).toBe('on');
      throw new Error('roll back');
    }).catch((error: Error) => expect(error.message).toBe('roll back'));
    expect((await createParticipantsReader(db).group('g1'))?.name).toBe('Pilots');
  });

  it('refuse a group whose origin their schema does not know, in the groups panel, the page and the command state', async () => {
    await pool.query("update participants.groups set origin = 'imported' where id = 'g1'");
    await expect(createParticipantsReader(db).groups('w1')).rejects.toBeInstanceOf(SchemaValidationError);
    const everyone = { workspace_id: 'w1', searchString: '', isAll: true, limit: 10, offset: 0 };
    await expect(createParticipantsReader(db).page(everyone)).rejects.toBeInstanceOf(SchemaValidationError);
    await expect(withTransaction(pool, (client) => readRosterRows(client, 'w1', { everything: true }))).rejects.toBeInstanceOf(
      SchemaValidationError,
    );
  });
});

describe('a row that does not fit its reader', () => {
  // rows of each try's own (a retry's insert of the failed try's id would be refused as a duplicate)
  it('is an error naming the query, not a cast', async () => {
    const id = `w9-t${nextTry()}`;
    await pool.query(
      `insert into workspaces.workspaces (id, team_id, created_by, name, group_classification, created_at, updated_at)
       values ($2, 'team-c', 'c1', 'Odd', 'by_planet', $1, $1)`,
      [at, id],
    );
    const error = await createWorkspacesReader(db)
      .byId(id)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SchemaValidationError);
    expect((error as SchemaValidationError).sql).toContain('from workspaces.workspaces w');
    expect((error as SchemaValidationError).issues.map((issue) => issue.path?.join('.'))).toEqual(['group_classification']);
  });

  it('includes a matching template whose mapping is not one the contract describes', async () => {
    const workspaceId = `w8-t${nextTry()}`;
    await pool.query(
      `insert into matching_templates.templates (workspace_id, first_row_is_header, comment_char, delimiter_char, hiring_date_format, birth_date_format,
         phone_format,
         phone_code, data_without_header, updated_at)
       values ($2, false, '#', ',', 'yyyy-mm-dd', 'yyyy-mm-dd', 7, '+44', null, $1)`,
      [at, workspaceId],
    );
    await expect(createMatchingTemplatesReader(db).ofWorkspace(workspaceId)).rejects.toBeInstanceOf(SchemaValidationError);
  });
});
