import type { CsvImportProgress, CsvImportStage } from '@canopy/contracts/participants/api';
import { runMigrations } from '@canopy/platform/db/migrations';
import type pg from 'pg';
import type { Logger } from 'pino';

// How far each running CSV import has got, for the import screen's progress (docs/decisions/0015). In
// PostgreSQL, so that a poll reaching any gateway process behind the load balancer finds the import another
// process runs. Not an event: progress is worth nothing once the import has answered. An unlogged table:
// a database crash loses only the progress of the imports it interrupted anyway.

/** an import is forgotten this long after its last change: the client's last polls land well inside it */
export const KEEP_SECONDS = 60;

export type ImportTracker = {
  stage(stage: Exclude<CsvImportStage, 'checking'>): void;
  checked(rowsChecked: number, rowsTotal: number): void;
  /** resolves once every change told so far is stored (or given up on) */
  settled(): Promise<void>;
};

/** imports started without an id report nowhere */
export const untracked: ImportTracker = { stage: () => {}, checked: () => {}, settled: async () => {} };

export const migrateImportProgress = (pool: pg.Pool) =>
  runMigrations(pool, {
    component: 'workspace-import-progress',
    steps: [
      'create schema if not exists workspace_imports',
      `create unlogged table workspace_imports.csv_progress (
        owner text not null,
        import_id uuid not null,
        stage text not null,
        rows_checked int not null,
        rows_total int not null,
        touched_at timestamptz not null default now(),
        primary key (owner, import_id)
      )`,
    ],
  });

/** `owner` scopes an import id: only the consultant who started it, in that workspace, reads its progress */
export const createImportProgress = (pool: pg.Pool, logger: Logger) => {
  const store = (owner: string, importId: string, progress: CsvImportProgress) =>
    pool.query(
      `insert into workspace_imports.csv_progress (owner, import_id, stage, rows_checked, rows_total) values ($1, $2, $3, $4, $5)
       on conflict (owner, import_id) do update set stage = excluded.stage, rows_checked = excluded.rows_checked,
         rows_total = excluded.rows_total, touched_at = now()`,
      [owner, importId, progress.stage, progress.rows_checked, progress.rows_total],
    );

  return {
    /**
     * Follows one import. Its changes are stored one after another, in order, without holding the import
     * up; a change that cannot be stored is logged and the import goes on.
     */
    track(owner: string, importId: string): ImportTracker {
      let current: CsvImportProgress = { stage: 'reading', rows_checked: 0, rows_total: 0 };
      let writes: Promise<void> = pool
        .query(`delete from workspace_imports.csv_progress where touched_at < now() - make_interval(secs => $1)`, [KEEP_SECONDS])
        .then(() => undefined)
        .catch((error: unknown) => logger.warn({ err: error }, 'import progress: forgetting old imports failed'));
      const put = (progress: CsvImportProgress) => {
        current = progress;
        writes = writes
          .then(() => store(owner, importId, progress))
          .then(() => undefined)
          .catch((error: unknown) => logger.warn({ err: error, importId }, 'import progress not stored'));
      };
      put(current);
      return {
        stage: (stage) => put({ ...current, stage }),
        checked: (rowsChecked, rowsTotal) => put({ stage: 'checking', rows_checked: rowsChecked, rows_total: rowsTotal }),
        settled: () => writes,
      };
    },
    async read(owner: string, importId: string): Promise<CsvImportProgress | null> {
      const result = await pool.query<CsvImportProgress>(
        `select stage, rows_checked, rows_total from workspace_imports.csv_progress
          where owner = $1 and import_id = $2 and touched_at >= now() - make_interval(secs => $3)`,
        [owner, importId, KEEP_SECONDS],
      );
      return result.rows[0] ?? null;
    },
  };
};

export type ImportProgress = ReturnType<typeof createImportProgress>;
