import type { CsvImportProgress, CsvImportStage } from '@canopy/contracts/participants/api';

// How far each running CSV import has got, for the import screen's progress (docs/decisions/0015). Held in
// the memory of the process running the import: progress is worth nothing once the import has answered,
// and a poll that reaches another process finds nothing (404) and the screen falls back to a plain bar.

/** an import is forgotten this long after its last change: the client's last polls land well inside it */
export const KEEP_MS = 60_000;
/** a bound on what a flood of imports can hold in memory; the oldest go first */
const MAX_TRACKED = 1_000;

export type ImportTracker = {
  stage(stage: Exclude<CsvImportStage, 'checking'>): void;
  checked(rowsChecked: number, rowsTotal: number): void;
};

/** imports started without an id report nowhere */
export const untracked: ImportTracker = { stage: () => {}, checked: () => {} };

/** `owner` scopes an import id: only the consultant who started it, in that workspace, reads its progress */
export const createImportProgress = (now: () => number = Date.now) => {
  const imports = new Map<string, { progress: CsvImportProgress; touched: number }>();
  const keyOf = (owner: string, importId: string) => `${owner}\n${importId}`;

  const forgetStale = () => {
    for (const [key, entry] of imports) {
      // a Map iterates in insertion order and every change re-inserts: the first fresh entry ends the sweep
      if (now() - entry.touched <= KEEP_MS && imports.size <= MAX_TRACKED) break;
      imports.delete(key);
    }
  };

  const put = (key: string, progress: CsvImportProgress) => {
    imports.delete(key);
    imports.set(key, { progress, touched: now() });
    forgetStale();
  };

  return {
    track(owner: string, importId: string): ImportTracker {
      const key = keyOf(owner, importId);
      let current: CsvImportProgress = { stage: 'reading', rows_checked: 0, rows_total: 0 };
      put(key, current);
      return {
        stage(stage) {
          current = { ...current, stage };
          put(key, current);
        },
        checked(rowsChecked, rowsTotal) {
          current = { stage: 'checking', rows_checked: rowsChecked, rows_total: rowsTotal };
          put(key, current);
        },
      };
    },
    read(owner: string, importId: string): CsvImportProgress | null {
      forgetStale();
      return imports.get(keyOf(owner, importId))?.progress ?? null;
    },
  };
};

export type ImportProgress = ReturnType<typeof createImportProgress>;
