import type { CsvImportProgress, CsvImportStage } from '@canopy/contracts';
import type { UploadProgress } from './sendWithProgress';

export type ImportStepKey = 'upload' | 'reading' | 'checking' | 'saving' | 'indexing';
export type ImportStepState = 'done' | 'active' | 'waiting';
export type ImportStep = { key: ImportStepKey; label: string; state: ImportStepState; detail?: string; percent?: number };

const STEPS: readonly { key: ImportStepKey; label: string }[] = [
  { key: 'upload', label: 'Uploading the file' },
  { key: 'reading', label: 'Reading the file' },
  { key: 'checking', label: 'Checking rows' },
  { key: 'saving', label: 'Saving participants' },
  { key: 'indexing', label: 'Adding them to the list and search' },
];

/** the step each server stage is at; done is past the last step, and failed is at none */
const STAGE_STEP: Record<CsvImportStage, number | null> = {
  reading: 1,
  checking: 2,
  saving: 3,
  indexing: 4,
  done: STEPS.length,
  failed: null,
};

/** whole percent, rounded down so that 100% means all of it; nothing when there is no total to divide by */
export const wholePercent = (part: number, total: number): number | undefined =>
  total > 0 ? Math.min(100, Math.max(0, Math.floor((part / total) * 100))) : undefined;

const count = (value: number) => value.toLocaleString('en');

/**
 * The steps of a CSV import to show while it runs, from the upload's own progress and what the server says
 * (null before it has started on the import: 404). The server's stage wins once there is one; before it,
 * a body that is all sent means the server is reading it. Steps before the active one are done, those
 * after it waiting. Failed marks no step active: the upload's answer brings the error right after.
 */
export function importSteps(upload: UploadProgress | null, server: CsvImportProgress | null): ImportStep[] {
  const active = server ? STAGE_STEP[server.stage] : upload?.sent ? 1 : 0;
  return STEPS.map(({ key, label }, index): ImportStep => {
    if (active === null) return { key, label, state: index === 0 ? 'done' : 'waiting' };
    const state: ImportStepState = index < active ? 'done' : index === active ? 'active' : 'waiting';
    if (state !== 'active') return { key, label, state };
    if (key === 'upload') return { key, label, state, percent: upload ? (wholePercent(upload.loaded, upload.total) ?? 0) : 0 };
    if (key === 'checking' && server && server.rows_total > 0) {
      const checked = Math.min(server.rows_checked, server.rows_total);
      return {
        key,
        label,
        state,
        detail: `${count(checked)} of ${count(server.rows_total)}`,
        percent: wholePercent(checked, server.rows_total),
      };
    }
    return { key, label, state };
  });
}

/** the step in progress, if any (none once the import is done or has failed) */
export const activeStep = (steps: readonly ImportStep[]) => steps.find((step) => step.state === 'active');
