import type pg from 'pg';
import type { EventLog } from '../commands/eventLog.ts';
import { withTransaction } from '../db/transaction.ts';
import { parkEvent } from './parked.ts';
import type { Projection } from './projection.ts';
import { applyEvents, lockSchema, quoteIdent, schemaExists, trySavepoint } from './projectionStore.ts';

export type ParkedReplayResult = { projection: string; applied: number; stillParked: number; errors: string[] };

/**
 * Applies a projection's parked events again, oldest first, each behind its own savepoint: those that
 * now apply (the projection was fixed) leave the dead-letter table, the others stay with their new
 * error. Runs in one transaction holding the schema's lock, so the live runner waits meanwhile. ADR 0020.
 */
export const replayParked = async (options: { pool: pg.Pool; log: EventLog; projection: Projection }): Promise<ParkedReplayResult> => {
  const { pool, log, projection } = options;
  const result: ParkedReplayResult = { projection: projection.name, applied: 0, stillParked: 0, errors: [] };
  if (!(await schemaExists(pool, projection.name))) return result;
  return withTransaction(pool, async (client) => {
    await lockSchema(client, projection.name);
    await client.query(`set local search_path to ${quoteIdent(projection.name)}, public`);
    const rows = await client.query<{ event_id: string; stream_id: string; revision: string }>(
      'select event_id, stream_id, revision::text from _parked order by tx, seq',
    );
    for (const row of rows.rows) {
      const event = (await log.store.readStream(row.stream_id, { fromRevision: Number(row.revision) })).find(
        (one) => one.eventId === row.event_id,
      );
      if (!event) {
        result.stillParked++;
        result.errors.push(`${row.event_id}: no longer in the event log`);
        continue;
      }
      const outcome = await trySavepoint(client, () => applyEvents(client, log, projection, [event]));
      if (outcome.ok) {
        await client.query('delete from _parked where event_id = $1', [row.event_id]);
        result.applied++;
      } else {
        const parked = await parkEvent(client, projection.name, event, outcome.error);
        result.stillParked++;
        result.errors.push(`${row.event_id} (${parked.type}): ${parked.error}`);
      }
    }
    return result;
  });
};

export const formatParkedReplay = (results: readonly ParkedReplayResult[]): string => {
  const lines = results.map((one) => `${one.projection}: ${one.applied} applied, ${one.stillParked} still parked`);
  const errors = results.flatMap((one) => one.errors.map((error) => `  ${one.projection} ${error}`));
  return `${[...lines, ...errors].join('\n')}\n`;
};
