import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './attachment.ts';

// An xlsx file written row by row straight into the HTTP answer: exceljs's streaming WorkbookWriter (no shared
// strings, no styles, each row committed as it is added), so memory stays flat whatever the number of rows. The
// writer does not wait for the socket (its sheet buffers pipe into the zip without backpressure), so the rows pace
// themselves: every PACE rows they let the zip compress what is waiting and, while the answer's buffer is full, wait
// for the client to read it (ADR 0067).

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** what a cell holds: text is always a string cell (never a formula), numbers are numbers, null is empty */
export type XlsxCell = string | number | null;

export interface XlsxColumn {
  readonly header: string;
  /** in characters; exceljs's default when absent */
  readonly width?: number;
}

export interface XlsxSheet {
  /** appends one row and commits it; resolves when the file may take the next one */
  row(values: readonly XlsxCell[]): Promise<void>;
  /** ends the sheet (its rows are then in the zip); the next sheet starts after this */
  done(): void;
}

export interface XlsxBook {
  sheet(name: string, columns: readonly XlsxColumn[]): XlsxSheet;
}

const PACE = 200;

/** Excel's sheet name rules: at most 31 characters, none of \ / ? * [ ] :, unique in the book */
export const sheetNameOf = (name: string, taken: ReadonlySet<string>): string => {
  const base =
    name
      .replace(/[\\/?*[\]:]/g, ' ')
      .replace(/^'+|'+$/g, '')
      .trim()
      .slice(0, 31) || 'Sheet';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  return candidate;
};

const paced = async (output: Writable) => {
  await new Promise((resolve) => setImmediate(resolve));
  while (output.writableNeedDrain && !output.destroyed) {
    await Promise.race([once(output, 'drain'), once(output, 'close')]);
  }
  if (output.destroyed) throw new Error('the client closed the download');
};

/** writes a workbook into `output` through `write`, then ends it; text is written as text, never as a formula */
export const writeXlsx = async (output: Writable, write: (book: XlsxBook) => Promise<void>): Promise<void> => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: false });
  const names = new Set<string>();
  const book: XlsxBook = {
    sheet(name, columns) {
      const sheetName = sheetNameOf(name, names);
      names.add(sheetName.toLowerCase());
      const worksheet = workbook.addWorksheet(sheetName);
      worksheet.columns = columns.map((column, index) => ({
        key: String(index),
        width: column.width ?? Math.min(60, Math.max(10, column.header.length + 2)),
      }));
      let count = 0;
      const add = (values: readonly XlsxCell[]) => {
        // exceljs reads an object as a formula, hyperlink or rich text: only strings, numbers and null reach it
        worksheet.addRow(values.map((value) => (typeof value === 'string' || typeof value === 'number' ? value : null))).commit();
      };
      add(columns.map((column) => column.header));
      return {
        async row(values) {
          add(values);
          count += 1;
          if (count % PACE === 0) await paced(output);
        },
        done() {
          worksheet.commit();
        },
      };
    },
  };
  await write(book);
  await workbook.commit();
};

/**
 * Answers the request with an xlsx file streamed as it is written. Check access and input before calling: once this
 * runs the status is 200 and the headers are sent; a failure midway aborts the download (the browser sees a network
 * error, never a truncated file saved as complete).
 */
export const sendXlsx = (reply: FastifyReply, fileName: string, write: (book: XlsxBook) => Promise<void>): FastifyReply => {
  const output = new PassThrough();
  writeXlsx(output, write).catch((error: unknown) => {
    reply.log.error({ err: error, fileName }, 'xlsx download failed midway');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(output);
};
