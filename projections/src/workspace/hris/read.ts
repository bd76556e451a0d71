import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `hris` (ADR 0028).

/** a connected HR system as the HRIS integrations tab shows it (statuses as stored; null times are 'never') */
export const ConnectionRow = z.strictObject({
  connection_id: z.string(),
  provider: z.string(),
  sync_status: z.string(),
  sync_completed_at: z.date().nullable(),
  local_sync_status: z.string(),
  local_sync_completed_at: z.date().nullable(),
  sync_scheduled_at: z.date().nullable(),
  failure_reason: z.string().nullable(),
});
export type ConnectionRow = z.infer<typeof ConnectionRow>;

export const createHrisReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** the workspace's connected HR systems (at most one), oldest first */
    connected: (workspaceId: string): Promise<ConnectionRow[]> =>
      db.any(
        sql.type(ConnectionRow)`select connection_id, provider, sync_status, sync_completed_at, local_sync_status, local_sync_completed_at,
                sync_scheduled_at, failure_reason
           from hris.connections where workspace_id = ${workspaceId} and status = 'connected' order by connected_at`,
      ),
  };
};

export type HrisReader = ReturnType<typeof createHrisReader>;

const Present = z.strictObject({ present: z.boolean() });

/**
 * Whether the workspace is connected to an HRIS, which locks adding, editing and deleting participants by
 * hand. A database where the `hris` read model is not (yet) created has nothing connected.
 */
export const isHrisLocked = async (queryable: Queryable, workspaceId: string): Promise<boolean> => {
  const db = typedQueries(queryable);
  if (!(await db.oneFirst(sql.type(Present)`select to_regclass('hris.connections') is not null as present`))) return false;
  return db.exists(sql.type(z.object({}))`select from hris.connections where workspace_id = ${workspaceId} and status = 'connected'`);
};
