import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// A door to `analytics_answers` (ADR 0028) for today's roster as the cells would stamp it (ADR 0140): each person of
// the workspace with every group they are in now, in the order the projection stamps an answer's groups (by id), and
// their hiring date. What the release preview builds its expected cells from; no answer is read here.

export const RosterRow = z.object({
  participant_id: z.string(),
  hiring_date: z.date().nullable(),
  group_ids: z.array(z.string()),
});
export type RosterRow = z.infer<typeof RosterRow>;

export const createRosterReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** the workspace's people now, each with their groups (sorted by id) and hiring date */
    roster: (workspaceId: string): Promise<readonly RosterRow[]> =>
      db.any(sql.type(RosterRow)`
        select p.participant_id, p.hiring_date,
               coalesce((select array_agg(m.group_id order by m.group_id) from analytics_answers.memberships m
                          where m.participant_id = p.participant_id), '{}') as group_ids
          from analytics_answers.people p
         where p.workspace_id = ${workspaceId}
         order by p.participant_id`),
    /** who submitted anything in each of these cycles (people, not submissions) */
    async respondentsOfCycles(workspaceId: string, cycleIds: readonly string[]): Promise<Map<string, Set<string>>> {
      const rows = await db.any(sql.type(z.object({ cycle_id: z.string(), participant_id: z.string() }))`
        select distinct cycle_id, participant_id from analytics_answers.responses
         where workspace_id = ${workspaceId} and cycle_id = any(${sql.array(cycleIds, 'text')})`);
      const out = new Map<string, Set<string>>();
      for (const row of rows) out.set(row.cycle_id, (out.get(row.cycle_id) ?? new Set()).add(row.participant_id));
      return out;
    },
  };
};
export type RosterReader = ReturnType<typeof createRosterReader>;
