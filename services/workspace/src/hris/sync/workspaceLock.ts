import type pg from 'pg';

/** 'hris' as the advisory lock class: these locks never collide with another component's */
const LOCK_CLASS = 0x68726973;
const RETRY_MS = 100;

export class WorkspaceBusyError extends Error {
  constructor() {
    super('the workspace is locked by another HRIS sync');
    this.name = 'WorkspaceBusyError';
  }
}

/**
 * One HRIS change at a time per workspace, across processes: computing a preview and applying one hold a
 * session advisory lock on a client of their own, so a consultant's Done and a scheduled run cannot both
 * apply. A process that dies mid-way loses its session and with it the lock. `waitMs`: how long to wait
 * for the lock (null: as long as it takes) before WorkspaceBusyError.
 */
export const withWorkspaceLock = async <T>(
  pool: pg.Pool,
  workspaceId: string,
  options: { waitMs: number | null },
  work: () => Promise<T>,
): Promise<T> => {
  const client = await pool.connect();
  try {
    if (options.waitMs === null) {
      await client.query('select pg_advisory_lock($1, hashtext($2))', [LOCK_CLASS, workspaceId]);
    } else {
      const deadline = performance.now() + options.waitMs;
      for (;;) {
        const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as locked', [
          LOCK_CLASS,
          workspaceId,
        ]);
        if (result.rows[0]?.locked) break;
        if (performance.now() >= deadline) throw new WorkspaceBusyError();
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_CLASS, workspaceId]);
    }
  } finally {
    client.release();
  }
};
