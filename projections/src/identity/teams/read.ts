import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `identity_teams` (ADR 0028).

export const TeamRow = z.strictObject({ id: z.string(), name: z.string(), logo_image_id: z.string().nullable(), created_at: z.date() });
export type TeamRow = z.infer<typeof TeamRow>;

export const createTeamsReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    byId: (id: string): Promise<TeamRow | null> =>
      db.maybeOne(sql.type(TeamRow)`select id, name, logo_image_id, created_at from identity_teams.teams where id = ${id}`),
    /** every team, oldest first (the admin area's teams table) */
    all: (): Promise<TeamRow[]> =>
      db.any(sql.type(TeamRow)`select id, name, logo_image_id, created_at from identity_teams.teams order by created_at, id`),
    /** whether any team exists (the demo data is made only on a database without one) */
    any: (): Promise<boolean> => db.exists(sql.type(z.object({}))`select from identity_teams.teams`),
  };
};

export type TeamsReader = ReturnType<typeof createTeamsReader>;
