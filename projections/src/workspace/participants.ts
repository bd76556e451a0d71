import type { RecordedEvent } from '@canopy/contracts';
import { UNSET_DATE } from '@canopy/contracts/participants/api';
import {
  fieldsOfRecord,
  GroupCreated,
  GroupDeleted,
  GroupDescriptionChanged,
  GroupRenamed,
  ParticipantsAdded,
  ParticipantsDeactivated,
  ParticipantsDeleted,
  ParticipantsJoinedGroup,
  ParticipantsLeftGroup,
  ParticipantsReactivated,
  ParticipantsUpdated,
  type ParticipantRecord,
} from '@canopy/contracts/participants/events';
import { PARTICIPANT_FIELDS } from '@canopy/contracts/participants/fields';
import { copyRows } from '@canopy/platform/db/copyRows';
import { defineProjection } from '@canopy/platform/projections/projection';
import type pg from 'pg';
import type { z } from 'zod';
import { dataOf } from '../eventData.ts';

const DATE_FIELDS = new Set<string>(['hiring_date', 'birth_date']);
const FIELD_NAMES = PARTICIPANT_FIELDS.join(', ');
/** the record type of jsonb_to_recordset over rowOf's output */
const PARTICIPANT_COLUMNS = ['participant_id text', ...PARTICIPANT_FIELDS.map((field) => `${field} ${DATE_FIELDS.has(field) ? 'timestamptz' : 'text'}`)].join(', ');
const SET_FIELDS = PARTICIPANT_FIELDS.map((field) => `${field} = x.${field}`).join(', ');
/** the columns of a participant as added: staged through COPY, then moved into `participants` */
const ADDED_COLUMNS = ['id', 'workspace_id', ...PARTICIPANT_FIELDS, 'add_source', 'external_id', 'is_active', 'created_at'];
const ADDED_TYPES = ['text', 'text', ...PARTICIPANT_FIELDS.map((field) => (DATE_FIELDS.has(field) ? 'timestamptz' : 'text')), 'text', 'text', 'boolean', 'timestamptz'];

const dateOrNull = (value: string | null) => (value === null || value.startsWith(UNSET_DATE.slice(0, 10)) ? null : value);

/** a participant as the table stores it: erased text as '', unset dates as null */
const rowOf = (record: z.infer<typeof ParticipantRecord>) => ({
  participant_id: record.participant_id,
  ...fieldsOfRecord(record),
  hiring_date: dateOrNull(record.hiring_date),
  birth_date: dateOrNull(record.birth_date),
});

const countOf = (result: pg.QueryResult<{ n: string }>) => Number(result.rows[0]?.n ?? 0);

/** records what a batch did to a workspace's roster: the revision applied (null: none), participants added */
type Touch = (workspaceId: string, revision: number | null, added?: number) => void;

/** the events from `start` of the same type while it is ParticipantsAdded or ParticipantsJoinedGroup */
const runOf = (events: RecordedEvent[], start: number): RecordedEvent[] => {
  const type = events[start]?.type;
  if (type !== ParticipantsAdded.type && type !== ParticipantsJoinedGroup.type) return [];
  let end = start;
  while (end < events.length && events[end]!.type === type) end++;
  return events.slice(start, end);
};

/**
 * Participants added, by COPY into a staging table dropped at commit and one insert from it in log order
 * (`seq` orders the newest first): a redelivered event finds its ids taken and adds nothing; each
 * workspace's count grows by the rows inserted.
 */
const addParticipants = async (client: pg.PoolClient, events: RecordedEvent[], touch: Touch) => {
  await client.query(
    `create temp table if not exists incoming_participants (ord int, ${ADDED_COLUMNS.map((column, index) => `${column} ${ADDED_TYPES[index]}`).join(', ')}) on commit drop`,
  );
  await client.query('truncate incoming_participants');
  const rows: unknown[][] = [];
  for (const event of events) {
    const data = dataOf(ParticipantsAdded, event);
    for (const participant of data.participants) {
      const row = rowOf(participant);
      rows.push([rows.length, row.participant_id, data.workspace_id, ...PARTICIPANT_FIELDS.map((field) => row[field]), data.add_source, participant.external_id, participant.is_active, data.added_at]);
    }
    touch(data.workspace_id, event.revision);
  }
  await copyRows(client, 'incoming_participants', ['ord', ...ADDED_COLUMNS], rows);
  const inserted = await client.query<{ workspace_id: string; n: string }>(
    `with inserted as (
       insert into participants (${ADDED_COLUMNS.join(', ')}, updated_at)
       select ${ADDED_COLUMNS.map((column) => `x.${column}`).join(', ')}, x.created_at from incoming_participants x order by x.ord
       on conflict (id) do nothing
       returning workspace_id)
     select workspace_id, count(*) as n from inserted group by workspace_id`,
  );
  for (const row of inserted.rows) touch(row.workspace_id, null, Number(row.n));
};

/** memberships of several ParticipantsJoinedGroup events in one insert */
const joinGroups = async (client: pg.PoolClient, events: RecordedEvent[], touch: Touch) => {
  const groups: string[] = [];
  const participants: string[] = [];
  const workspaces: string[] = [];
  const joined: string[] = [];
  for (const event of events) {
    const data = dataOf(ParticipantsJoinedGroup, event);
    for (const participantId of data.participant_ids) {
      groups.push(data.group_id);
      participants.push(participantId);
      workspaces.push(data.workspace_id);
      joined.push(data.joined_at);
    }
    touch(data.workspace_id, event.revision);
  }
  await client.query(
    `insert into memberships (group_id, participant_id, workspace_id, joined_at)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[])
     on conflict do nothing`,
    [groups, participants, workspaces, joined],
  );
};

/**
 * The rosters of the workspaces (ADR 0011): `participants`, `groups` and `memberships`, plus
 * `rosters(workspace_id, revision, participants_count)`, moved in the same transaction as the rows: the
 * roster's commands read their state here at that stream revision and append expecting it.
 *
 * The participants page searches `search` (names, e-mail, phone with its dial code, payroll id, lowercased)
 * through a trigram GIN index that also holds the workspace id (btree_gin), so a 3-character search reads
 * only the matching rows of one workspace. The name order is `name_key`, the lowercased first name, a
 * separator below every character, then the lowercased last name, in code point order: stored, so
 * sorting thousands of matches computes nothing, and indexed with the workspace for the unfiltered page.
 * Erased personal data (null) is stored as empty text; an unset date as null.
 */
export const participantsProjection = defineProjection({
  name: 'participants',
  version: 2,
  handles: [
    ParticipantsAdded.type,
    ParticipantsUpdated.type,
    ParticipantsDeleted.type,
    ParticipantsDeactivated.type,
    ParticipantsReactivated.type,
    ParticipantsJoinedGroup.type,
    ParticipantsLeftGroup.type,
    GroupCreated.type,
    GroupRenamed.type,
    GroupDescriptionChanged.type,
    GroupDeleted.type,
  ],
  migrations: [
    'create extension if not exists pg_trgm with schema public',
    'create extension if not exists btree_gin with schema public',
    `create table rosters (
      workspace_id text primary key,
      revision bigint not null,
      participants_count int not null default 0
    )`,
    `create table participants (
      id text primary key,
      workspace_id text not null,
      seq bigint generated always as identity,
      first_name text not null,
      last_name text not null,
      email text not null,
      phone_code text not null,
      phone text not null,
      payroll_id text not null,
      hiring_date timestamptz,
      birth_date timestamptz,
      ethnicity text not null,
      gender text not null,
      work_location_name text not null,
      work_location_city text not null,
      work_location_state text not null,
      work_location_country text not null,
      pay_group text not null,
      job text not null,
      department text not null,
      segment text not null,
      home_base text not null,
      add_source text not null,
      external_id text,
      is_active boolean not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      search text generated always as (lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone_code || phone || ' ' || payroll_id)) stored,
      name_key text collate "C" generated always as (lower(first_name) || E'\\x01' || lower(last_name)) stored
    )`,
    'create index participants_name on participants (workspace_id, name_key, id)',
    'create index participants_newest on participants (workspace_id, seq)',
    'create index participants_search on participants using gin (workspace_id, search public.gin_trgm_ops)',
    "create index participants_email on participants (workspace_id, email) where email <> ''",
    "create index participants_phone on participants (workspace_id, (phone_code || phone)) where phone <> ''",
    "create index participants_payroll on participants (workspace_id, payroll_id) where payroll_id <> ''",
    'create index participants_external on participants (workspace_id, external_id) where external_id is not null',
    `create table groups (
      id text primary key,
      workspace_id text not null,
      name text not null,
      description text not null,
      origin text not null,
      origin_source text not null,
      check_for_deletion boolean not null,
      created_at timestamptz not null
    )`,
    'create index groups_workspace on groups (workspace_id)',
    `create table memberships (
      group_id text not null,
      participant_id text not null,
      workspace_id text not null,
      joined_at timestamptz not null,
      primary key (group_id, participant_id)
    )`,
    'create index memberships_participant on memberships (participant_id)',
  ],
  async apply(client: pg.PoolClient, events: RecordedEvent[]) {
    /** per workspace: the last revision applied and the change of its participant count */
    const touched = new Map<string, { revision: number; added: number }>();
    const touch: Touch = (workspaceId, revision, added = 0) => {
      const current = touched.get(workspaceId) ?? { revision: -1, added: 0 };
      touched.set(workspaceId, { revision: Math.max(current.revision, revision ?? -1), added: current.added + added });
    };

    for (let index = 0; index < events.length; ) {
      // an import is a run of ParticipantsAdded (then of ParticipantsJoinedGroup): each run is one statement
      const run = runOf(events, index);
      if (run.length > 0) {
        if (run[0]!.type === ParticipantsAdded.type) await addParticipants(client, run, touch);
        else await joinGroups(client, run, touch);
        index += run.length;
        continue;
      }
      const event = events[index++]!;
      switch (event.type) {
        case ParticipantsUpdated.type: {
          const data = dataOf(ParticipantsUpdated, event);
          await client.query(
            `update participants p set ${SET_FIELDS}, updated_at = $2
               from jsonb_to_recordset($3::jsonb) as x(${PARTICIPANT_COLUMNS})
              where p.id = x.participant_id and p.workspace_id = $1`,
            [data.workspace_id, data.updated_at, JSON.stringify(data.participants.map(rowOf))],
          );
          touch(data.workspace_id, event.revision);
          break;
        }
        case ParticipantsDeleted.type: {
          const data = dataOf(ParticipantsDeleted, event);
          await client.query('delete from memberships where participant_id = any($1::text[])', [data.participant_ids]);
          const deleted = await client.query<{ n: string }>(
            'with gone as (delete from participants where id = any($1::text[]) and workspace_id = $2 returning 1) select count(*) as n from gone',
            [data.participant_ids, data.workspace_id],
          );
          touch(data.workspace_id, event.revision, -countOf(deleted));
          break;
        }
        case ParticipantsDeactivated.type:
        case ParticipantsReactivated.type: {
          const data = event.type === ParticipantsDeactivated.type ? dataOf(ParticipantsDeactivated, event) : dataOf(ParticipantsReactivated, event);
          await client.query('update participants set is_active = $3 where id = any($1::text[]) and workspace_id = $2', [
            data.participant_ids,
            data.workspace_id,
            event.type === ParticipantsReactivated.type,
          ]);
          touch(data.workspace_id, event.revision);
          break;
        }
        case ParticipantsLeftGroup.type: {
          const data = dataOf(ParticipantsLeftGroup, event);
          await client.query('delete from memberships where group_id = $1 and participant_id = any($2::text[])', [data.group_id, data.participant_ids]);
          touch(data.workspace_id, event.revision);
          break;
        }
        case GroupCreated.type: {
          const data = dataOf(GroupCreated, event);
          await client.query(
            `insert into groups (id, workspace_id, name, description, origin, origin_source, check_for_deletion, created_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
            [data.group_id, data.workspace_id, data.name, data.description, data.origin, data.origin_source, data.check_for_deletion, data.created_at],
          );
          touch(data.workspace_id, event.revision);
          break;
        }
        case GroupRenamed.type: {
          const data = dataOf(GroupRenamed, event);
          await client.query('update groups set name = $2 where id = $1', [data.group_id, data.name]);
          touch(data.workspace_id, event.revision);
          break;
        }
        case GroupDescriptionChanged.type: {
          const data = dataOf(GroupDescriptionChanged, event);
          await client.query('update groups set description = $2 where id = $1', [data.group_id, data.description]);
          touch(data.workspace_id, event.revision);
          break;
        }
        case GroupDeleted.type: {
          const data = dataOf(GroupDeleted, event);
          await client.query('delete from memberships where group_id = $1', [data.group_id]);
          await client.query('delete from groups where id = $1', [data.group_id]);
          touch(data.workspace_id, event.revision);
          break;
        }
      }
    }

    if (touched.size === 0) return;
    const workspaces = [...touched.keys()];
    await client.query(
      `insert into rosters (workspace_id, revision, participants_count)
       select * from unnest($1::text[], $2::bigint[], $3::int[])
       on conflict (workspace_id) do update
         set revision = greatest(rosters.revision, excluded.revision),
             participants_count = rosters.participants_count + excluded.participants_count`,
      [workspaces, workspaces.map((id) => touched.get(id)!.revision), workspaces.map((id) => touched.get(id)!.added)],
    );
  },
});
