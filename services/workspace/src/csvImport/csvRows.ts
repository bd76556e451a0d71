import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { CsvUploadConfiguration } from '@canopy/contracts/participants/api';
import { createRowChecker, type CsvRows } from '@canopy/contracts/participants/csvRows';
import type { CsvContent } from '@canopy/contracts/participants/readCsv';

// The import's pass over a file's records: the checker (contracts' csvRows, which the CSV reader page runs in the
// browser too) in slices, so the progress polls and other requests get their turns.

export { columnLabel, groupRefsOf, type CsvRows } from '@canopy/contracts/participants/csvRows';

/** records checked between two turns of the event loop */
const SLICE = 2_000;

/**
 * The import rows of a file and the records that cannot be imported, each with its line and reason: a
 * record that breaks a participant rule, or one sharing a credential (e-mail, phone or payroll id) with an
 * earlier record of the file: the roster's rule for one list (it would stand for the same participant).
 * Checked in slices: after each, `onChecked` hears how many records are done and other requests get a turn
 * (the import screen's progress polls among them).
 */
export const toImportRows = async (
  content: CsvContent,
  configuration: CsvUploadConfiguration,
  onChecked: (rowsChecked: number, rowsTotal: number) => void = () => {},
): Promise<CsvRows> => {
  const checker = createRowChecker(content, configuration);
  const total = content.records.length;
  onChecked(0, total);
  for (let start = 0; start < total; start += SLICE) {
    const end = Math.min(total, start + SLICE);
    for (let index = start; index < end; index++) checker.check(content.records[index]!);
    onChecked(end, total);
    if (end < total) await yieldToLoop();
  }
  return checker.result();
};
