import type { GlobalPosition, RecordedEvent } from '@canopy/contracts';
import type pg from 'pg';
import type { EventLog } from '../commands/eventLog.ts';
import type { EventStore } from '../eventStore/eventStore.ts';
import type { Projection } from './projection.ts';
import { withTransaction } from '../db/transaction.ts';
import { applyBatch, lockSchema, prepareSchema, quoteIdent, schemaExists } from './projectionStore.ts';

export type RebuildProgress = { projection: string; events: number; position: GlobalPosition | null; head: GlobalPosition | null };
export type RebuildResult = { projection: string; events: number; seconds: number; eventsPerSecond: number };

const nextSchema = (name: string) => `${name}__next`;
const oldSchema = (name: string) => `${name}__old`;

/**
 * Blue/green rebuild: replays the whole log into `<name>__next` while `<name>` keeps answering,
 * then, holding the live writer's lock, applies what arrived meanwhile and swaps the schemas in
 * one transaction. The checkpoint lives inside the schema, so it moves with it.
 */
export const rebuildProjection = async (options: {
  pool: pg.Pool;
  store: EventStore;
  log: EventLog;
  projection: Projection;
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
}): Promise<RebuildResult> => {
  const { pool, store, log, projection } = options;
  const batchSize = options.batchSize ?? 5000;
  const started = performance.now();
  const next = nextSchema(projection.name);
  await pool.query(`drop schema if exists ${quoteIdent(next)} cascade`);
  // indexes apply does not need are built after the replay, over the whole table, before the swap
  const deferred = new Set(projection.deferredInRebuild ?? []);
  const unknown = [...deferred].filter((statement) => !projection.migrations.includes(statement));
  if (unknown.length > 0) throw new Error(`${projection.name}: deferred statements that are not migrations: ${unknown.join('; ')}`);
  await prepareSchema(pool, next, projection, deferred);
  await pool.query(`update ${quoteIdent(next)}._checkpoint set version = $1`, [projection.version]);

  const head = await store.headPosition();
  let cursor: GlobalPosition | null = null;
  let events = 0;
  // read the next page while the current one is applied
  let pending: Promise<RecordedEvent[]> = store.readAll({ after: null, limit: batchSize, dataOf: projection.handles });
  for (;;) {
    const page = await pending;
    if (page.length === 0) break;
    cursor = page[page.length - 1]!.position;
    pending =
      page.length === batchSize ? store.readAll({ after: cursor, limit: batchSize, dataOf: projection.handles }) : Promise.resolve([]);
    // not yet read by anyone: its commits need not wait for the disk until the swap (applyBatch's `durable`)
    await applyBatch({ pool, log, projection, schema: next, events: page, durable: false, replaying: true });
    events += page.length;
    options.onProgress?.({ projection: projection.name, events, position: cursor, head });
  }

  // what the replay left for the end, each statement on its own connection at the same time: the projection's tables
  // built over the whole replay (`afterReplay`), then its deferred indexes, which no statement of `afterReplay` needs
  const finishing = [...(projection.afterReplay ?? []), ...projection.migrations.filter((migration) => deferred.has(migration))];
  await Promise.all(
    finishing.map((statement) =>
      withTransaction(pool, async (client) => {
        // one pass over whole tables each: their aggregates in memory, not spilled in 4 MB runs, and hashed rather than
        // sorted (a sort of every answer by a wide key took 3.4 s of a 4.4 s count, its hash 0.9 s: docs/benchmarks.md)
        await client.query(
          "set local synchronous_commit = off; set local work_mem = '128MB'; set local maintenance_work_mem = '256MB'; set local enable_sort = off",
        );
        await client.query(`set local search_path to ${quoteIdent(next)}, public`);
        await client.query(statement);
      }),
    ),
  );

  await withTransaction(pool, async (client) => {
    await lockSchema(client, projection.name);
    for (;;) {
      const page = await store.readAll({ after: cursor, limit: batchSize, dataOf: projection.handles });
      if (page.length === 0) break;
      await applyBatch({ pool, log, projection, schema: next, events: page, client });
      cursor = page[page.length - 1]!.position;
      events += page.length;
    }
    await client.query(`drop schema if exists ${quoteIdent(oldSchema(projection.name))} cascade`);
    if (await schemaExists(client, projection.name))
      await client.query(`alter schema ${quoteIdent(projection.name)} rename to ${quoteIdent(oldSchema(projection.name))}`);
    await client.query(`alter schema ${quoteIdent(next)} rename to ${quoteIdent(projection.name)}`);
  });
  await pool.query(`drop schema if exists ${quoteIdent(oldSchema(projection.name))} cascade`);
  options.onProgress?.({ projection: projection.name, events, position: cursor, head });
  const seconds = (performance.now() - started) / 1000;
  return { projection: projection.name, events, seconds, eventsPerSecond: Math.round(events / Math.max(seconds, 1e-6)) };
};
