import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `identity_consultants` (ADR 0028): every other module reads consultants through these.

/** a consultant as the table holds it: names and e-mail are null once the consultant is erased */
export const ConsultantRow = z.strictObject({
  id: z.string(),
  team_id: z.string(),
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  password_hash: z.string().nullable(),
  is_platform_admin: z.boolean(),
  picture_image_id: z.string().nullable(),
  workspace_ids: z.array(z.string()),
  status: z.enum(['invited', 'active']),
});
export type ConsultantRow = z.infer<typeof ConsultantRow>;

const COLUMNS = sql.fragment`id, team_id, email, first_name, last_name, password_hash, is_platform_admin, picture_image_id, workspace_ids, status`;

export const createConsultantsReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** by e-mail, whatever its case and surrounding spaces (the table keeps it lowercased) */
    byEmail: (email: string): Promise<ConsultantRow | null> =>
      db.maybeOne(sql.type(ConsultantRow)`select ${COLUMNS} from identity_consultants.consultants where email = lower(${email.trim()})`),
    byId: (id: string): Promise<ConsultantRow | null> =>
      db.maybeOne(sql.type(ConsultantRow)`select ${COLUMNS} from identity_consultants.consultants where id = ${id}`),
    /** the team's consultants by first then last name, case-insensitive */
    ofTeam: (teamId: string): Promise<ConsultantRow[]> =>
      db.any(
        sql.type(ConsultantRow)`select ${COLUMNS} from identity_consultants.consultants
                                 where team_id = ${teamId} order by lower(coalesce(first_name, '')), lower(coalesce(last_name, '')), id`,
      ),
    /** the consultants of these teams, by team then name (the admin area lists every team with its members) */
    ofTeams: (teamIds: readonly string[]): Promise<ConsultantRow[]> =>
      db.any(
        sql.type(ConsultantRow)`select ${COLUMNS} from identity_consultants.consultants
                                 where team_id = any(${sql.array(teamIds, 'text')})
                                 order by team_id, lower(coalesce(first_name, '')), lower(coalesce(last_name, '')), id`,
      ),
    /** whether this consultant is one of the team's */
    inTeam: async (teamId: string, consultantId: string): Promise<boolean> =>
      db.exists(sql.type(z.object({}))`select from identity_consultants.consultants where id = ${consultantId} and team_id = ${teamId}`),
  };
};

export type ConsultantsReader = ReturnType<typeof createConsultantsReader>;
