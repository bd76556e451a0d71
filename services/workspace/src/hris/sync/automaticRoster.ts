import { UNSET_DATE } from '@canopy/contracts/participants/api';
import type pg from 'pg';
import type { AutomaticRoster, RosterParticipant } from '../changeSet/changeSet.ts';

type ParticipantRow = Omit<RosterParticipant['fields'], 'hiring_date' | 'birth_date'> & {
  id: string;
  external_id: string;
  is_active: boolean;
  hiring_date: Date | null;
  birth_date: Date | null;
};

const isoOrUnset = (date: Date | null) => (date === null ? UNSET_DATE : date.toISOString());

/**
 * The workspace's automatic participants and groups from the roster's read model (the `participants`
 * projection, ADR 0011). Manual participants are not read: a sync never sees them.
 */
export const readAutomaticRoster = async (pool: pg.Pool, workspaceId: string): Promise<AutomaticRoster> => {
  const participants = await pool.query<ParticipantRow>(
    `select id, external_id, is_active, first_name, last_name, email, phone_code, phone, payroll_id, hiring_date, birth_date, ethnicity, gender,
            work_location_name, work_location_city, work_location_state, work_location_country, pay_group, job, department, segment, home_base
       from participants.participants
      where workspace_id = $1 and add_source = 'automatic' and external_id is not null`,
    [workspaceId],
  );
  const groups = await pool.query<{ id: string; name: string; origin_source: string; member_external_ids: string[] }>(
    `select g.id, g.name, g.origin_source,
            coalesce(array_agg(p.external_id order by p.external_id) filter (where p.external_id is not null), '{}') as member_external_ids
       from participants.groups g
       left join participants.memberships m on m.group_id = g.id
       left join participants.participants p on p.id = m.participant_id and p.add_source = 'automatic'
      where g.workspace_id = $1 and g.origin = 'automatic'
      group by g.id, g.name, g.origin_source`,
    [workspaceId],
  );
  return {
    participants: participants.rows.map(({ id, external_id, is_active, hiring_date, birth_date, ...fields }) => ({
      participant_id: id,
      external_id,
      is_active,
      fields: { ...fields, hiring_date: isoOrUnset(hiring_date), birth_date: isoOrUnset(birth_date) },
    })),
    groups: groups.rows.map((group) => ({ group_id: group.id, name: group.name, origin_source: group.origin_source, member_external_ids: group.member_external_ids })),
  };
};
