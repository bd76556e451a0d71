import type pg from 'pg';

/**
 * Whether the workspace is connected to an HRIS, which locks adding, editing and deleting participants by
 * hand: the HRIS then owns the people. The HRIS context keeps `hris.connections`; where that read model
 * does not exist (yet) nothing is connected.
 */
export const isHrisLocked = async (pool: pg.Pool | pg.PoolClient, workspaceId: string): Promise<boolean> => {
  const table = await pool.query<{ present: boolean }>("select to_regclass('hris.connections') is not null as present");
  if (!table.rows[0]?.present) return false;
  const connected = await pool.query("select 1 from hris.connections where workspace_id = $1 and status = 'connected' limit 1", [workspaceId]);
  return (connected.rowCount ?? 0) > 0;
};
