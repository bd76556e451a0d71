import { randomUUID } from 'node:crypto';
import type { EventContract, RecordedEvent } from '@canopy/contracts';
import type { EventLog } from '@canopy/platform/commands/eventLog';
import { position } from '@canopy/platform/eventStore/position';
import type { Projection } from '@canopy/platform/projections/projection';
import { applyBatch, prepareSchema } from '@canopy/platform/projections/projectionStore';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { z } from 'zod';
import { createTestDatabase, type TestDatabase, testPool } from './database.ts';

/** one event of a contract, as a spec gives it: its data, and the stream it belongs to when that matters */
export const given = <C extends EventContract>(contract: C, data: z.input<C['schema']>, streamId = `spec-${randomUUID()}`) => ({
  type: contract.type,
  data: data as Record<string, unknown>,
  streamId,
});

/** what a spec's events are opened with: they hold no sealed personal data */
const asStored = { open: async (events: RecordedEvent[]) => events } as unknown as EventLog;

/**
 * A read model on a migrated schema of its own database, without the product: given events (applied through the
 * runner's own batch, checkpoint and all, in the order given), then rows (queried in the projection's schema).
 * Each `given` call is one batch; `again` applies the last batch a second time, as a redelivery does.
 *
 * Each try of a test (a retry too) starts on a database of its own, empty: a retry on the failed try's rows would
 * find them there twice. `{ per: 'file' }` keeps one database for the file's tests, for a file whose tests go on
 * from the events of the ones before them (each of their batches then has to be one a redelivery leaves as it is).
 */
export const withReadModel = (projection: Projection, options: { per?: 'try' | 'file' } = {}) => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let next = 0;
  let last: RecordedEvent[] = [];
  const apply = (events: RecordedEvent[]) =>
    applyBatch({ pool, log: asStored, projection, schema: projection.name, events }).then(() => undefined);

  const [before, after] = options.per === 'file' ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(async () => {
    database = await createTestDatabase('rm');
    pool = testPool({ connectionString: database.url, max: 4 });
    await prepareSchema(pool, projection.name, projection);
  });
  after(async () => {
    await pool?.end();
    await database?.drop();
  });

  return {
    async given(...events: ReturnType<typeof given>[]) {
      last = events.map((event) => {
        next += 1;
        return {
          eventId: randomUUID(),
          type: event.type,
          schemaVersion: 1,
          data: event.data,
          metadata: { teamId: null, workspaceId: null, actor: 'spec', correlationId: randomUUID(), causationId: null },
          occurredAt: new Date().toISOString(),
          streamId: event.streamId,
          revision: next - 1,
          position: position(1, next),
        };
      });
      await apply(last);
    },
    /** the last batch delivered again: nothing may change */
    again: () => apply(last),
    async rows<Row extends Record<string, unknown>>(query: string, params: unknown[] = []): Promise<Row[]> {
      const client = await pool.connect();
      try {
        await client.query(`set search_path to "${projection.name}", public`);
        return (await client.query<Row>(query, params)).rows;
      } finally {
        await client.query('reset search_path');
        client.release();
      }
    },
  };
};
