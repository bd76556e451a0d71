import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `collaboration` (ADR 0028). The graph's metrics are computed here in SQL, as ADR 0044
// defines them: the in-degree over distinct choosers, the percentile rank (cume_dist) of the in-degree, the
// normalised in-degree centrality in(v) / (n - 1) and the density m / (n (n - 1)) of the directed graph.

/** which choices count: the workspace's, of these assessments (null: all), in [from, to), between these people (null: all) */
export type GraphScope = {
  workspaceId: string;
  assessmentIds: readonly string[] | null;
  from: Date | null;
  to: Date | null;
  participantIds: readonly string[] | null;
};

const GraphNode = z.strictObject({
  id: z.string(),
  /** distinct people who chose them as a (default or manager) collaborator */
  in_degree: z.number().int(),
  /** distinct people they chose as a (default or manager) collaborator */
  out_degree: z.number().int(),
  /** distinct people they chose as a friendly collaborator */
  friendly_out: z.number().int(),
  /** they submitted at least one choice in scope */
  answered: z.boolean(),
  percentile: z.number().int(),
  connectedness: z.number(),
});
export type GraphNode = z.infer<typeof GraphNode>;

/** one ordered pair: what `source` chose `target` as, and whether `target` chose `source` back */
const GraphEdge = z.strictObject({
  source: z.string(),
  target: z.string(),
  collab: z.boolean(),
  manager: z.boolean(),
  friendly: z.boolean(),
  back_collab: z.boolean(),
  back_friendly: z.boolean(),
});
export type GraphEdge = z.infer<typeof GraphEdge>;

/** edge flags, one bit each, so 20,000 edges travel as three JSON arrays rather than 20,000 JSON objects */
const COLLAB = 1;
const MANAGER = 2;
const FRIENDLY = 4;
const BACK_COLLAB = 8;
const BACK_FRIENDLY = 16;

const GraphRow = z.strictObject({
  nodes: z.array(GraphNode),
  sources: z.array(z.string()),
  targets: z.array(z.string()),
  flags: z.array(z.number().int()),
  nodes_count: z.number().int(),
  edges_count: z.number().int(),
  density: z.number(),
});
export type Graph = Omit<z.infer<typeof GraphRow>, 'sources' | 'targets' | 'flags'> & { edges: GraphEdge[] };

const edgesOf = (row: z.infer<typeof GraphRow>): GraphEdge[] =>
  row.sources.map((source, index) => {
    const flags = row.flags[index] ?? 0;
    return {
      source,
      target: row.targets[index] ?? '',
      collab: (flags & COLLAB) !== 0,
      manager: (flags & MANAGER) !== 0,
      friendly: (flags & FRIENDLY) !== 0,
      back_collab: (flags & BACK_COLLAB) !== 0,
      back_friendly: (flags & BACK_FRIENDLY) !== 0,
    };
  });

const Id = z.strictObject({ id: z.string() });

export const createCollaborationReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** the graph of the choices in scope with each node's metrics, in one statement */
    async graph(scope: GraphScope): Promise<Graph> {
      const assessments =
        scope.assessmentIds === null
          ? sql.fragment`true`
          : sql.fragment`assessment_id = any(${sql.array([...scope.assessmentIds], 'text')})`;
      const from = scope.from === null ? sql.fragment`true` : sql.fragment`submitted_at >= ${scope.from.toISOString()}::timestamptz`;
      const to = scope.to === null ? sql.fragment`true` : sql.fragment`submitted_at < ${scope.to.toISOString()}::timestamptz`;
      // the people in scope as a set the planner hashes (`= any(array)` would compare every choice with every id)
      const people =
        scope.participantIds === null
          ? sql.fragment`true`
          : sql.fragment`source_id in (select id from scope) and target_id in (select id from scope)`;
      const scopeIds = sql.array([...(scope.participantIds ?? [])], 'text');
      const row = await db.maybeOne(sql.type(GraphRow)`
        with scope as materialized (select unnest(${scopeIds}::text[]) collate "C" as id),
        pairs as materialized (
          select source_id as source, target_id as target,
                 bool_or(collaboration_type <> 'friendly') as collab,
                 bool_or(collaboration_type = 'manager') as manager,
                 bool_or(collaboration_type = 'friendly') as friendly
            from collaboration.choices
           where workspace_id = ${scope.workspaceId} and ${assessments} and ${from} and ${to} and ${people}
           group by source_id, target_id
        ),
        ins as (select target as id, count(*) filter (where collab) as in_degree from pairs group by target),
        outs as (select source as id, count(*) filter (where collab) as out_degree, count(*) filter (where friendly) as friendly_out from pairs group by source),
        people as (select id from ins union select id from outs),
        counts as (select (select count(*) from people) as n, (select count(*) from pairs where collab) as m),
        nodes as (
          select p.id, coalesce(i.in_degree, 0)::int as in_degree, coalesce(o.out_degree, 0)::int as out_degree,
                 coalesce(o.friendly_out, 0)::int as friendly_out, o.id is not null as answered
            from people p left join ins i on i.id = p.id left join outs o on o.id = p.id
        ),
        ranked as (
          select nodes.*, greatest(1, ceil(100 * cume_dist() over (order by in_degree)))::int as percentile,
                 case when counts.n > 1 then in_degree::float8 / (counts.n - 1) else 0 end as connectedness
            from nodes, counts
        ),
        flagged as (
          select e.source, e.target,
                 (case when e.collab then 1 else 0 end) | (case when e.manager then 2 else 0 end) | (case when e.friendly then 4 else 0 end)
                 | (case when r.collab then 8 else 0 end) | (case when r.friendly then 16 else 0 end) as flags
            from pairs e left join pairs r on r.source = e.target and r.target = e.source
        )
        select coalesce((select json_agg(ranked) from ranked), '[]') as nodes,
               coalesce(e.sources, '[]') as sources, coalesce(e.targets, '[]') as targets, coalesce(e.flags, '[]') as flags,
               counts.n::int as nodes_count, counts.m::int as edges_count,
               case when counts.n > 1 then counts.m::float8 / (counts.n * (counts.n - 1)) else 0 end as density
          from counts,
               -- one pass, so the three arrays keep one order; as JSON, which the driver parses natively (a text[] of
               -- 20,000 ids is parsed character by character in JavaScript, several times slower)
               (select to_json(array_agg(source)) as sources, to_json(array_agg(target)) as targets, to_json(array_agg(flags)) as flags
                  from flagged) as e`);
      if (!row) return { nodes: [], edges: [], nodes_count: 0, edges_count: 0, density: 0 };
      const { sources: _sources, targets: _targets, flags: _flags, ...rest } = row;
      return { ...rest, edges: edgesOf(row) };
    },
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
