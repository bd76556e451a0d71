import { csvParseOptions, detectDelimiter as detectInText, MAX_COLUMNS, type Delimiter } from '@canopy/contracts/participants/csvDelimiter';
import { parse } from 'csv-parse/browser/esm/sync';
import { PREVIEW_BYTES } from './csvFile';

// The first rows of a CSV file, read in the browser so the consultant can map columns before anything is
// sent. The server reads the whole file again with the same parser (csv-parse), the same options
// (contracts' csvDelimiter) and the delimiter chosen here.

export { DELIMITERS, type Delimiter } from '@canopy/contracts/participants/csvDelimiter';
export const PREVIEW_ROWS = 6;

const utf8 = new TextEncoder();

/**
 * The delimiter of the file whose start `sample` is (see contracts' detectDelimiter). A sample of
 * PREVIEW_BYTES may stop short of the file, inside a quoted value: the records read before that count.
 * (The bytes read come back larger once decoded: a character cut at the end becomes U+FFFD; only a BOM,
 * dropped by the decoding, makes them smaller.)
 */
export const detectDelimiter = (sample: string, comment = ''): Delimiter =>
  detectInText(sample, comment, { cut: utf8.encode(sample).length >= PREVIEW_BYTES - 3 });

export type Preview = { rows: string[][]; columns: number };

/** the first records of the sample (blank ones skipped), cut at column BZ */
export const previewRows = (
  sample: string,
  { delimiter, comment, limit = PREVIEW_ROWS }: { delimiter: string; comment: string; limit?: number },
): Preview => {
  const rows: string[][] = [];
  try {
    parse(sample, {
      ...csvParseOptions(delimiter, comment),
      to: limit,
      on_record: (record: string[]) => {
        if (record.some((cell) => cell.trim() !== '')) rows.push(record.slice(0, MAX_COLUMNS));
        return null;
      },
    });
  } catch {
    // the sample is cut short of the file: a record broken at its end is not shown
  }
  return { rows, columns: rows.reduce((widest, row) => Math.max(widest, row.length), 0) };
};
