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
import { copyRowBatches } from '@canopy/platform/db/copyRows';
import { defineProjection, type ApplyContext } from '@canopy/platform/projections/projection';
import type pg from 'pg';
import type { z } from 'zod';
import { dataOf } from '../../eventData.ts';
import { participantsSchema } from './schema.ts';

const DATE_FIELDS = new Set<string>(['hiring_date', 'birth_date']);
/** the record type of jsonb_to_recordset over rowOf's output */
const PARTICIPANT_COLUMNS = [
  'participant_id text',
  ...PARTICIPANT_FIELDS.map((field) => `${field} ${DATE_FIELDS.has(field) ? 'timestamptz' : 'text'}`),
].join(', ');
const SET_FIELDS = PARTICIPANT_FIELDS.map((field) => `${field} = x.${field}`).join(', ');
/** the columns of a participant as added, in COPY order */
const ADDED_COLUMNS = ['id', 'workspace_id', ...PARTICIPANT_FIELDS, 'add_source', 'external_id', 'is_active', 'created_at', 'updated_at'];

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
 * Participants added, by one COPY straight into `participants` in log order (`seq` orders the newest first),
 * each event opened only as the COPY reaches it: the server inserts and indexes one event's rows while the
 * next is opened. Redelivered events never get here (the checkpoint filters them in this transaction); an
 * id the table already holds is left out rather than failing the batch for good. Each workspace's count
 * grows by the rows copied.
 */
const addParticipants = async (client: pg.PoolClient, sealed: RecordedEvent[], touch: Touch, open: ApplyContext['open']) => {
  // the participant id is the key personal data is sealed under, so it stays readable in a sealed event
  const ids = sealed.flatMap((event) => dataOf(ParticipantsAdded, event).participants.map((participant) => participant.participant_id));
  const existing = await client.query<{ id: string }>('select id from participants where id = any($1::text[])', [ids]);
  const skip = new Set(existing.rows.map((row) => row.id));
  const added = new Map<string, number>();
  async function* rowsOfEvents() {
    for (const event of sealed) {
      const [opened] = await open([event]);
      const data = dataOf(ParticipantsAdded, opened!);
      const rows: unknown[][] = [];
      for (const participant of data.participants) {
        if (skip.has(participant.participant_id)) continue;
        skip.add(participant.participant_id);
        const row = rowOf(participant);
        rows.push([
          row.participant_id,
          data.workspace_id,
          ...PARTICIPANT_FIELDS.map((field) => row[field]),
          data.add_source,
          participant.external_id,
          participant.is_active,
          data.added_at,
          data.added_at,
        ]);
      }
      added.set(data.workspace_id, (added.get(data.workspace_id) ?? 0) + rows.length);
      touch(data.workspace_id, event.revision);
      yield rows;
    }
  }
  await copyRowBatches(client, 'participants', ADDED_COLUMNS, rowsOfEvents());
  for (const [workspaceId, count] of added) touch(workspaceId, null, count);
};

/**
 * Memberships of several ParticipantsJoinedGroup events in one insert. A pair the table or an earlier event
 * already holds keeps its first joined_at. `not exists` rather than `on conflict`: the batch is the schema's
 * only writer (applyBatch holds its lock), and a plain insert writes half the WAL of a speculative one.
 */
const joinGroups = async (client: pg.PoolClient, events: RecordedEvent[], touch: Touch) => {
  const groups: string[] = [];
  const participants: string[] = [];
  const workspaces: string[] = [];
  const joined: string[] = [];
  const seen = new Set<string>();
  for (const event of events) {
    const data = dataOf(ParticipantsJoinedGroup, event);
    for (const participantId of data.participant_ids) {
      const pair = `${data.group_id} ${participantId}`;
      if (seen.has(pair)) continue;
      seen.add(pair);
      groups.push(data.group_id);
      participants.push(participantId);
      workspaces.push(data.workspace_id);
      joined.push(data.joined_at);
    }
    touch(data.workspace_id, event.revision);
  }
  await client.query(
    `insert into memberships (group_id, participant_id, workspace_id, joined_at)
     select x.g, x.p, x.w, x.j from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) as x(g, p, w, j)
      where not exists (select 1 from memberships m where m.group_id = x.g and m.participant_id = x.p)`,
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
  ...participantsSchema,
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
  opensEvents: true,
  async apply(client: pg.PoolClient, sealed: RecordedEvent[], { open }: ApplyContext) {
    // the added participants are opened as they are copied (addParticipants); every other event here
    const isAdded = (event: RecordedEvent) => event.type === ParticipantsAdded.type;
    const opened = await open(sealed.filter((event) => !isAdded(event)));
    let next = 0;
    const events = sealed.map((event) => (isAdded(event) ? event : opened[next++]!));

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
        if (run[0]!.type === ParticipantsAdded.type) await addParticipants(client, run, touch, open);
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
        case ParticipantsDeactivated.type: {
          // the termination date: the HR system's end date when it gave one, else the day in New York it happened
          const data = dataOf(ParticipantsDeactivated, event);
          await client.query(
            `update participants
                set is_active = false,
                    terminated_on = coalesce(($4::jsonb ->> id)::date, ($3::timestamptz at time zone 'America/New_York')::date)
                                    ::timestamp at time zone 'UTC'
              where id = any($1::text[]) and workspace_id = $2`,
            [data.participant_ids, data.workspace_id, data.deactivated_at, JSON.stringify(data.end_dates ?? {})],
          );
          touch(data.workspace_id, event.revision);
          break;
        }
        case ParticipantsReactivated.type: {
          const data = dataOf(ParticipantsReactivated, event);
          await client.query(
            'update participants set is_active = true, terminated_on = null where id = any($1::text[]) and workspace_id = $2',
            [data.participant_ids, data.workspace_id],
          );
          touch(data.workspace_id, event.revision);
          break;
        }
        case ParticipantsLeftGroup.type: {
          const data = dataOf(ParticipantsLeftGroup, event);
          await client.query('delete from memberships where group_id = $1 and participant_id = any($2::text[])', [
            data.group_id,
            data.participant_ids,
          ]);
          touch(data.workspace_id, event.revision);
          break;
        }
        case GroupCreated.type: {
          const data = dataOf(GroupCreated, event);
          await client.query(
            `insert into groups (id, workspace_id, name, description, origin, origin_source, check_for_deletion, created_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
            [
              data.group_id,
              data.workspace_id,
              data.name,
              data.description,
              data.origin,
              data.origin_source,
              data.check_for_deletion,
              data.created_at,
            ],
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
