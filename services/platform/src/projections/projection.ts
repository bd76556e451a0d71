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
  /**
   * migrations (the same strings) a blue/green rebuild runs after replaying the log instead of before it:
   * indexes no statement of `apply` needs, built once over the whole table rather than entry by entry
   */
  deferredInRebuild?: readonly string[];
  /**
   * statements a blue/green rebuild runs once after replaying the log, each in its own transaction and all at once
   * (with the deferred indexes), before the events that arrived meanwhile: tables a projection builds in one set-based
   * statement over what the replay wrote instead of upserting them page by page. While the log is replayed, `apply` is
   * told so (`context.replaying`) and leaves those tables to these statements.
   */
  afterReplay?: readonly string[];
  /**
   * apply a batch of events (already filtered to `handles`, in log order), opened (personal data readable,
   * older versions upcast) unless the projection `opensEvents` itself
   */
  apply(client: pg.PoolClient, events: RecordedEvent[], context: ApplyContext): Promise<void>;
  /**
   * the events reach apply as stored and the projection opens them with `context.open`: a projection writing
   * a large import can then open one event while the database takes in the rows of the one before
   */
  opensEvents?: boolean;
};

export type ApplyContext = {
  /** opens events as the runner would: personal data unsealed, older schema versions upcast */
  open(events: RecordedEvent[]): Promise<RecordedEvent[]>;
  /**
   * true for the pages of a blue/green rebuild's replay, before its `afterReplay` statements run; false for every
   * live batch, the rebuild's last pages (applied at the swap) and a parked event replayed
   */
  replaying?: boolean;
};

export const defineProjection = (projection: Projection): Projection => {
  if (!/^[a-z][a-z0-9_]*$/.test(projection.name)) throw new Error(`projection name ${projection.name} is not a schema name`);
  return projection;
};
