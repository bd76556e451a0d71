import ExcelJS from 'exceljs';
import Fastify, { type RouteHandlerMethod } from 'fastify';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, fileNameOf } from './attachment.ts';
import { sendCsv } from './csv.ts';
import { sheetNameOf, sendXlsx, XLSX_TYPE } from './xlsx.ts';

const FORMULAS = ['=1+1', '+cmd|"/C calc"!A0', '-1+SUM(A1)', '@SUM(1)', '\t=A1', '\r=A1', '=HYPERLINK("http://evil.example","x")'];

const serve = async (route: RouteHandlerMethod) => {
  const app = Fastify();
  app.get('/file', route);
  await app.ready();
  return app;
};

describe('the streamed downloads', () => {
  it('writes an xlsx file whose formula-looking texts are string cells showing the same characters', async () => {
    const app = await serve(async (_request, reply) =>
      sendXlsx(reply, 'Raw_data_Clima laboral é.xlsx', async (book) => {
        const sheet = book.sheet('Answers: [2026]', [{ header: 'Text' }, { header: 'Number' }]);
        for (const [index, text] of FORMULAS.entries()) await sheet.row([text, index]);
        await sheet.row([null, 1.5]);
        sheet.done();
        const second = book.sheet('answers: [2026]', [{ header: 'Only' }]);
        for (let n = 0; n < 1000; n += 1) await second.row([`row ${n}`]);
        second.done();
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/file' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Raw_data_Clima laboral _.xlsx"; filename*=UTF-8''Raw_data_Clima%20laboral%20%C3%A9.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Answers   2026', 'answers   2026 2']);
    const first = workbook.worksheets[0]!;
    expect(first.getRow(1).values).toEqual([undefined, 'Text', 'Number']);
    for (const [index, text] of FORMULAS.entries()) {
      const cell = first.getCell(index + 2, 1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      // an XML reader turns a carriage return into a line feed (XML 1.0 end-of-line handling); the cell still starts
      // with a control character and is text
      expect(cell.value).toBe(text.replace('\r', '\n'));
      expect(first.getCell(index + 2, 2).value).toBe(index);
    }
    expect(first.getCell(FORMULAS.length + 2, 1).value).toBeNull();
    expect(workbook.worksheets[1]!.rowCount).toBe(1001);
    await app.close();
  });

  it('aborts the download when writing fails midway, so no partial file passes for a whole one', async () => {
    const app = await serve(async (_request, reply) =>
      sendXlsx(reply, 'broken.xlsx', async (book) => {
        const sheet = book.sheet('Rows', [{ header: 'A' }]);
        for (let n = 0; n < 500; n += 1) await sheet.row([n]);
        throw new Error('the read model went away');
      }),
    );
    app.log.level = 'silent';
    await expect(app.inject({ method: 'GET', url: '/file' })).rejects.toThrow();
    await app.close();
  });

  it('writes a CSV with a byte order mark, Windows line ends and the formula guard on every text cell', async () => {
    const app = await serve(async (_request, reply) =>
      sendCsv(
        reply,
        fileNameOf('מחלקה / "North"'),
        ['Name', '=Header'],
        [
          ['=cmd', 1],
          ['+44 7700 900123', null],
          ['Ann, "Bo"', true],
        ],
      ),
    );
    const response = await app.inject({ method: 'GET', url: '/file' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="_____ _ _North_"; filename*=UTF-8''${encodeURIComponent('מחלקה _ _North_')}`,
    );
    expect(response.body).toBe('\uFEFFName,\'=Header\r\n\'=cmd,1\r\n+44 7700 900123,\r\n"Ann, ""Bo""",1\r\n');
    await app.close();
  });

  it('names files and sheets the way file systems and Excel accept', () => {
    expect(fileNameOf('  a/b\\c:d*e?f"g<h>i|j\u0001  ')).toBe('a_b_c_d_e_f_g_h_i_j_');
    expect(fileNameOf(' / ', 'x')).toBe('_');
    expect(fileNameOf('   ', 'workspace')).toBe('workspace');
    expect(attachmentDisposition("it's (1)*.xlsx")).toBe(
      `attachment; filename="it's (1)*.xlsx"; filename*=UTF-8''it%27s%20%281%29%2A.xlsx`,
    );
    expect(sheetNameOf('A very long assessment name that runs on and on', new Set())).toBe('A very long assessment name tha');
    expect(sheetNameOf('Sheet', new Set(['sheet', 'sheet 2']))).toBe('Sheet 3');
    expect(sheetNameOf("'[]'", new Set())).toBe('Sheet');
  });
});
