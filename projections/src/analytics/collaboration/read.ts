import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';
import { CHOICE_KIND, type GraphScope, graphOf, indexChoices, type IndexedChoices } from './graph.ts';

export type { Graph, GraphEdge, GraphNode, GraphScope, IndexedChoices } from './graph.ts';

// The only door to `collaboration` (ADR 0028). The graph's metrics (ADR 0044) are computed from the workspace's
// choices in memory (graph.ts, ADR 0100): the reader reads the choices as columns in one statement.

const ChoicesRow = z.strictObject({
  source: z.array(z.string()),
  target: z.array(z.string()),
  kind: z.array(z.number().int().min(0).max(2)),
  assessment: z.array(z.string()),
  at: z.array(z.number()),
});

const Id = z.strictObject({ id: z.string() });

export const createCollaborationReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  /**
   * every choice of the workspace as columns: JSON arrays, which the driver parses natively (20,000 rows as row
   * objects, or a text[] of 20,000 ids parsed character by character in JavaScript, cost several times more)
   */
  const choices = async (workspaceId: string): Promise<IndexedChoices> => {
    const row = await db.maybeOne(sql.type(ChoicesRow)`
        select coalesce(to_json(array_agg(source_id)), '[]') as source, coalesce(to_json(array_agg(target_id)), '[]') as target,
               coalesce(to_json(array_agg(case collaboration_type when 'manager' then ${CHOICE_KIND.manager}::int
                                                                  when 'friendly' then ${CHOICE_KIND.friendly}::int
                                                                  else ${CHOICE_KIND.default}::int end)), '[]') as kind,
               coalesce(to_json(array_agg(assessment_id)), '[]') as assessment,
               coalesce(to_json(array_agg(floor(extract(epoch from submitted_at) * 1000)::float8)), '[]') as at
          from collaboration.choices
         where workspace_id = ${workspaceId}`);
    return indexChoices(row ?? { source: [], target: [], kind: [], assessment: [], at: [] });
  };
  return {
    choices,
    /** the graph of the choices in scope with each node's metrics */
    graph: async (scope: GraphScope) => graphOf(await choices(scope.workspaceId), scope),
    /** the people of the workspace who submitted at least one collaboration choice */
    async respondents(workspaceId: string): Promise<Set<string>> {
      const rows = await db.any(
        sql.type(Id)`select distinct source_id as id from collaboration.choices where workspace_id = ${workspaceId}`,
      );
      return new Set(rows.map((row) => row.id));
    },
  };
};

export type CollaborationReader = ReturnType<typeof createCollaborationReader>;
