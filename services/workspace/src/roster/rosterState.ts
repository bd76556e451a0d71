import type { AddSource, GroupOrigin, ParticipantFields } from '@canopy/contracts/participants/api';
import type pg from 'pg';
import type { Credentials } from '@canopy/contracts/participants/fields';
import { isoOrUnset } from './recordDates.ts';
import type { RosterGroup, RosterParticipant, RosterState } from './roster.ts';

// The roster's decision state, read from the `participants` projection (ADR 0011). Callers read inside one
// REPEATABLE READ transaction, so the revision and the rows are of the same moment.

/** the stream revision the projection has applied for this workspace ('no_stream': no roster event yet) */
export const readRosterRevision = async (client: pg.PoolClient, workspaceId: string): Promise<number | 'no_stream'> => {
  const result = await client.query<{ revision: string }>('select revision from participants.rosters where workspace_id = $1', [workspaceId]);
  const row = result.rows[0];
  return row ? Number(row.revision) : 'no_stream';
};

/** what a command needs besides the workspace's groups (always read whole) */
export type RosterSlice = {
  participantIds?: readonly string[];
  /** participants holding any of these credentials */
  credentials?: readonly Credentials[];
  /** automatic participants by the HRIS's ids */
  externalIds?: readonly string[];
  /** every member of these groups (the members of the slice's participants come anyway) */
  membersOfGroups?: readonly string[];
  /** the whole roster (the spec that compares the projection with the fold) */
  everything?: boolean;
};

type ParticipantRow = Omit<ParticipantFields, 'hiring_date' | 'birth_date'> & {
  id: string;
  hiring_date: Date | null;
  birth_date: Date | null;
  add_source: AddSource;
  external_id: string | null;
  is_active: boolean;
};

const PARTICIPANT_COLUMNS = `id, first_name, last_name, email, phone_code, phone, payroll_id, hiring_date, birth_date, ethnicity, gender,
  work_location_name, work_location_city, work_location_state, work_location_country, pay_group, job, department, segment, home_base,
  add_source, external_id, is_active`;

const toRosterParticipant = (row: ParticipantRow): RosterParticipant => {
  const { id, add_source, external_id, is_active, hiring_date, birth_date, ...rest } = row;
  return { id, add_source, external_id, is_active, fields: { ...rest, hiring_date: isoOrUnset(hiring_date), birth_date: isoOrUnset(birth_date) } };
};

const participantsOf = async (client: pg.PoolClient, workspaceId: string, slice: RosterSlice): Promise<ParticipantRow[]> => {
  if (slice.everything) {
    return (await client.query<ParticipantRow>(`select ${PARTICIPANT_COLUMNS} from participants.participants where workspace_id = $1`, [workspaceId])).rows;
  }
  const emails = new Set<string>();
  const phones = new Set<string>();
  const payrolls = new Set<string>();
  for (const credentials of slice.credentials ?? []) {
    if (credentials.email) emails.add(credentials.email);
    if (credentials.phone) phones.add(credentials.phone);
    if (credentials.payroll) payrolls.add(credentials.payroll);
  }
  const ids = slice.participantIds ?? [];
  const externalIds = slice.externalIds ?? [];
  if (ids.length + emails.size + phones.size + payrolls.size + externalIds.length === 0) return [];
  // one arm per index (primary key, and the partial indexes of each credential): the planner ORs bitmaps
  const result = await client.query<ParticipantRow>(
    `select ${PARTICIPANT_COLUMNS} from participants.participants
      where workspace_id = $1
        and (id = any($2::text[])
          or (email <> '' and email = any($3::text[]))
          or (phone <> '' and phone_code || phone = any($4::text[]))
          or (payroll_id <> '' and payroll_id = any($5::text[]))
          or (external_id is not null and external_id = any($6::text[])))`,
    [workspaceId, ids, [...emails], [...phones], [...payrolls], externalIds],
  );
  return result.rows;
};

/** the workspace's groups whole, the participants the slice names, and their memberships */
export const loadRosterState = async (client: pg.PoolClient, workspaceId: string, slice: RosterSlice): Promise<RosterState> => {
  const rows = await participantsOf(client, workspaceId, slice);
  const groups = await client.query<RosterGroup>(
    'select id, name, description, origin, origin_source, check_for_deletion from participants.groups where workspace_id = $1 order by created_at, id',
    [workspaceId],
  );
  const memberships = await client.query<{ group_id: string; participant_id: string }>(
    slice.everything
      ? 'select group_id, participant_id from participants.memberships where workspace_id = $1'
      : 'select group_id, participant_id from participants.memberships where workspace_id = $1 and (participant_id = any($2::text[]) or group_id = any($3::text[]))',
    slice.everything ? [workspaceId] : [workspaceId, rows.map((row) => row.id), slice.membersOfGroups ?? []],
  );
  const members = new Map<string, Set<string>>();
  for (const { group_id, participant_id } of memberships.rows) {
    const set = members.get(group_id) ?? new Set<string>();
    set.add(participant_id);
    members.set(group_id, set);
  }
  return {
    participants: new Map(rows.map((row) => [row.id, toRosterParticipant(row)])),
    groups: new Map(groups.rows.map((group) => [group.id, { ...group, origin: group.origin as GroupOrigin }])),
    members,
  };
};
