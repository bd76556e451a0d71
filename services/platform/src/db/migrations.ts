import type pg from 'pg';

export type MigrationSet = {
  /** a component name: 'eventstore', 'vault', 'relay', ... */
  component: string;
  /** SQL run in order, each once, each in its own transaction; never edit a step that shipped */
  steps: readonly string[];
};

const lockKey = 0x63616e6f; // 'cano': one lock for every component's migrations

/** Applies the steps a database has not seen yet; safe to call from several processes at once. */
export const runMigrations = async (pool: pg.Pool, set: MigrationSet): Promise<void> => {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockKey]);
    await client.query(`create table if not exists public.canopy_migrations (
      component text not null, step int not null, applied_at timestamptz not null default now(),
      primary key (component, step))`);
    const done = await client.query<{ step: number }>('select step from public.canopy_migrations where component = $1', [set.component]);
    const applied = new Set(done.rows.map((row) => row.step));
    for (const [index, sql] of set.steps.entries()) {
      if (applied.has(index)) continue;
      await client.query('begin');
      try {
        await client.query(sql);
        await client.query('insert into public.canopy_migrations (component, step) values ($1, $2)', [set.component, index]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`migration ${set.component}#${index} failed: ${(error as Error).message}`, { cause: error });
      }
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockKey]).catch(() => {});
    client.release();
  }
};
