import { AddSource, GroupOrigin } from '@canopy/contracts/participants/api';
import type { Credentials } from '@canopy/contracts/participants/fields';
import { typedQueries } from '@canopy/platform/db/typedQueries';
import type pg from 'pg';
import { sql } from 'slonik';
import { z } from 'zod';
import { storedFieldsShape } from './read.ts';

// The roster's decision state from `participants` (ADR 0011), read on the pg client of the command
// pipeline's REPEATABLE READ, READ ONLY transaction, so the revision and the rows are of the same moment.
// The queries are slonik's, checked against their schemas like every reader's (ADR 0028).

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

/** a participant as the roster's decider holds it */
export const StateParticipantRow = z
  .strictObject({ id: z.string(), ...storedFieldsShape, add_source: AddSource, external_id: z.string().nullable(), is_active: z.boolean() })
  .transform(({ id, add_source, external_id, is_active, ...fields }) => ({ id, add_source, external_id, is_active, fields }));
export const StateGroupRow = z.strictObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  origin: GroupOrigin,
  origin_source: z.string(),
  check_for_deletion: z.boolean(),
});
const MembershipRow = z.strictObject({ group_id: z.string(), participant_id: z.string() });
/** a bigint: node-postgres reads it as text */
const Revision = z.strictObject({ revision: z.coerce.number().int() });

const PARTICIPANT_COLUMNS = sql.fragment`id, first_name, last_name, email, phone_code, phone, payroll_id, hiring_date, birth_date, ethnicity, gender,
  work_location_name, work_location_city, work_location_state, work_location_country, pay_group, job, department, segment, home_base,
  add_source, external_id, is_active`;

const texts = (values: Iterable<string>) => sql.array([...values], 'text');

/** the stream revision the projection has applied for this workspace ('no_stream': no roster event yet) */
export const readRosterRevision = async (client: pg.PoolClient, workspaceId: string): Promise<number | 'no_stream'> => {
  const [row] = await typedQueries(client).any(
    sql.type(Revision)`select revision from participants.rosters where workspace_id = ${workspaceId}`,
  );
  return row ? row.revision : 'no_stream';
};

const participantsOf = async (client: pg.PoolClient, workspaceId: string, slice: RosterSlice) => {
  if (slice.everything) {
    return typedQueries(client).any(
      sql.type(StateParticipantRow)`select ${PARTICIPANT_COLUMNS} from participants.participants where workspace_id = ${workspaceId}`,
    );
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
  return typedQueries(client).any(
    sql.type(StateParticipantRow)`select ${PARTICIPANT_COLUMNS} from participants.participants
      where workspace_id = ${workspaceId}
        and (id = any(${texts(ids)})
          or (email <> '' and email = any(${texts(emails)}))
          or (phone <> '' and phone_code || phone = any(${texts(phones)}))
          or (payroll_id <> '' and payroll_id = any(${texts(payrolls)}))
          or (external_id is not null and external_id = any(${texts(externalIds)})))`,
  );
};

/** the workspace's groups whole (oldest first), the participants the slice names, and the memberships of both */
export const readRosterRows = async (client: pg.PoolClient, workspaceId: string, slice: RosterSlice) => {
  const participants = await participantsOf(client, workspaceId, slice);
  const db = typedQueries(client);
  const groups = await db.any(
    sql.type(StateGroupRow)`select id, name, description, origin, origin_source, check_for_deletion from participants.groups
                             where workspace_id = ${workspaceId} order by created_at, id`,
  );
  const memberships = await db.any(
    slice.everything
      ? sql.type(MembershipRow)`select group_id, participant_id from participants.memberships where workspace_id = ${workspaceId}`
      : sql.type(MembershipRow)`select group_id, participant_id from participants.memberships
          where workspace_id = ${workspaceId}
            and (participant_id = any(${texts(participants.map((row) => row.id))}) or group_id = any(${texts(slice.membersOfGroups ?? [])}))`,
  );
  return { participants, groups, memberships };
};
