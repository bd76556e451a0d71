import { answersSchema } from '@canopy/projections/analytics/answers/schema';
import type pg from 'pg';

/**
 * The analytics_answers tables as a rebuild prepares them (the indexes a replay defers left out), on the client's
 * connection, with `people` people (`p-00000`…) hired a year apart in turn and spread over `groups` groups: the world
 * the answers diagnostics time their pages in. Answers the people's ids.
 */
export const answersTablesWithPeople = async (client: pg.PoolClient, people: number, groups: number) => {
  await client.query('create schema analytics_answers; set search_path = analytics_answers');
  const deferred = new Set<string>(answersSchema.deferredInRebuild);
  for (const migration of answersSchema.migrations) if (!deferred.has(migration)) await client.query(migration);
  const ids = Array.from({ length: people }, (_, n) => `p-${String(n).padStart(5, '0')}`);
  await client.query(
    `insert into people select id, 'w', 'P', 'B', now() - (n % 10) * interval '365 days' from unnest($1::text[]) with ordinality as x(id, n)`,
    [ids],
  );
  await client.query(`insert into memberships select 'g-' || (n % ${groups}), id from unnest($1::text[]) with ordinality as x(id, n)`, [
    ids,
  ]);
  return ids;
};
