import type { RecordedEvent } from '@canopy/contracts';
import type pg from 'pg';

/**
 * A read model. It owns one PostgreSQL schema (named after it), created by `migrations` and
 * written by `apply` inside the runner's transaction, which also stores the checkpoint.
 * SQL in both is unqualified: the runner sets search_path to the schema being written,
 * which is how a blue/green rebuild writes the same code into a fresh schema.
 */
export type Projection = {
  /** schema name: lowercase letters, digits and underscores */
  name: string;
  /** bump to rebuild from position 0 (blue/green) on the next start */
  version: number;
  /** the event types it reads; others never reach apply */
  handles: readonly string[];
  /** DDL run in order, once each, inside the schema */
  migrations: readonly string[];
  /** apply a batch of events (already filtered to `handles`, in log order) */
  apply(client: pg.PoolClient, events: RecordedEvent[]): Promise<void>;
};

export const defineProjection = (projection: Projection): Projection => {
  if (!/^[a-z][a-z0-9_]*$/.test(projection.name)) throw new Error(`projection name ${projection.name} is not a schema name`);
  return projection;
};
