import type { EventContract, RecordedEvent } from '@canopy/contracts';
import { defineProjection, type Projection } from '@canopy/platform/projections/projection';
import type pg from 'pg';
import type { z } from 'zod';

/** one event type's handler: what the projection does with one event of that type, inside the batch's transaction */
export type EventHandler = { type: string; handle(client: pg.PoolClient, event: RecordedEvent): Promise<void> };

/** the handler of `contract`'s events, given each event's data typed by its contract */
export const on = <C extends EventContract>(
  contract: C,
  handle: (client: pg.PoolClient, data: z.infer<C['schema']>, event: RecordedEvent) => Promise<void>,
): EventHandler => ({ type: contract.type, handle: (client, event) => handle(client, event.data as z.infer<C['schema']>, event) });

/**
 * A projection as a map from event type to handler: `handles` is the handlers' types, and each event of a batch goes
 * to its type's handler in log order. One way to write a projection that applies event by event (projections that
 * write a batch at once, such as the participants' COPY, keep their own `apply`).
 */
export const handlerProjection = (
  schema: Pick<Projection, 'name' | 'version' | 'migrations' | 'deferredInRebuild'>,
  handlers: readonly EventHandler[],
): Projection => {
  const byType = new Map(handlers.map((handler) => [handler.type, handler.handle]));
  if (byType.size !== handlers.length) throw new Error(`projection ${schema.name} has two handlers of one event type`);
  return defineProjection({
    ...schema,
    handles: [...byType.keys()],
    async apply(client, events) {
      for (const event of events) await byType.get(event.type)?.(client, event);
    },
  });
};
