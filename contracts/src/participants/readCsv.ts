import { csvParseOptions, detectDelimiter, MAX_COLUMNS } from './csvDelimiter.ts';
import { parse } from 'csv-parse/browser/esm/sync';

// Reading a CSV file into records: csv-parse does the parsing (quotes, delimiters
// and line breaks inside quoted fields, BOM, CRLF, comment lines) with the options the browser's preview
// uses too; the delimiter, when the consultant left it to us, is detected as the preview detects it
// (contracts' csvDelimiter); this file numbers each record with the line of the file it starts on.

export type CsvRecord = {
  /** 1-based line of the file the record starts on */
  line: number;
  cells: string[];
};

export type CsvContent = { delimiter: string; header: string[] | null; records: CsvRecord[] };

export class CsvUnreadableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvUnreadableError';
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
// what spreadsheets on Windows save when they are not asked for UTF-8
const WINDOWS_1252 = new TextDecoder('windows-1252');

/** the file's text: UTF-8 (its BOM dropped), or Windows-1252 when the bytes are not UTF-8 */
export const decodeCsv = (bytes: Uint8Array): string => {
  try {
    return UTF8.decode(bytes);
  } catch {
    return WINDOWS_1252.decode(bytes);
  }
};

const lineBreaks = (cells: string[]) => {
  let breaks = 0;
  for (const cell of cells) {
    if (!cell.includes('\n') && !cell.includes('\r')) continue;
    breaks += cell.replace(/\r\n/g, '\n').replace(/[^\n\r]/g, '').length;
  }
  return breaks;
};

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The records of a CSV text. `delimiter` '' detects it. With `firstRowIsHeader` the first record is the
 * header (its cells trimmed). Blank records (only delimiters or spaces) are dropped; cells past column BZ
 * are ignored. Throws CsvUnreadableError (with the line) when the text is not CSV csv-parse can read.
 */
export const readCsv = (text: string, options: { delimiter: string; comment: string; firstRowIsHeader: boolean }): CsvContent => {
  const delimiter = options.delimiter || detectDelimiter(text, options.comment);
  // empty lines come through as blank records, so lines can be counted; comment lines cannot, so csv-parse's
  // count of them (`info`, which costs an object per record) is asked for only when there can be any
  const withInfo = options.comment !== '';
  let parsed: unknown[];
  try {
    parsed = parse(text, { ...csvParseOptions(delimiter, options.comment), skip_empty_lines: false, info: withInfo });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new CsvUnreadableError(line ? `line ${line}: ${(error as Error).message}` : (error as Error).message);
  }
  const records: CsvRecord[] = [];
  let header: string[] | null = null;
  // csv-parse counts \r\n inside a quoted value as two lines, so lines are counted here: a record starts
  // after the previous one and the comment lines skipped since, and spans its own line breaks
  let nextLine = 1;
  let comments = 0;
  for (const item of parsed) {
    const { record, info } = withInfo
      ? (item as { record: string[]; info: { comment_lines: number } })
      : { record: item as string[], info: null };
    const line = nextLine + (info ? info.comment_lines - comments : 0);
    if (info) comments = info.comment_lines;
    nextLine = line + lineBreaks(record) + 1;
    if (isBlank(record)) continue;
    const cells = record.length > MAX_COLUMNS ? record.slice(0, MAX_COLUMNS) : record;
    if (options.firstRowIsHeader && header === null) {
      header = cells.map((cell) => cell.trim());
      continue;
    }
    records.push({ line, cells });
  }
  return { delimiter, header, records };
};
