import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `admin_benchmark_participation` (ADR 0028).

export const createBenchmarkParticipationReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** whether the team keeps its workspaces out of the benchmark (no choice made: it takes part) */
    optedOut: async (teamId: string): Promise<boolean> =>
      db.exists(sql.type(z.object({}))`select from admin_benchmark_participation.teams where team_id = ${teamId} and opted_out`),
    /** every team that opted out */
    optedOutTeams: async (): Promise<Set<string>> =>
      new Set(
        await db.anyFirst(
          sql.type(z.object({ team_id: z.string() }))`select team_id from admin_benchmark_participation.teams where opted_out`,
        ),
      ),
  };
};
