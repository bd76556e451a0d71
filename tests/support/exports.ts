import ExcelJS from 'exceljs';
import JSZip from 'jszip';

// Helpers of the exports specs: a file downloaded as the browser does (POST, bytes), and read back with exceljs.

export type Download = { status: number; fileName: string | null; bytes: Buffer; detail: string | null };

/** the file name a browser saves the download under (RFC 6266: filename* first) */
export const fileNameOf = (disposition: string | null) => {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/)?.[1];
  return encoded ? decodeURIComponent(encoded) : (disposition?.match(/filename="([^"]*)"/)?.[1] ?? null);
};

export const download = async (url: string, token: string, json: unknown): Promise<Download> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const detail = response.headers.get('content-type')?.includes('json') ? (JSON.parse(bytes.toString()).detail ?? null) : null;
  return { status: response.status, fileName: fileNameOf(response.headers.get('content-disposition')), bytes, detail };
};

/** each sheet as rows of cell values (row 1 the header), the way a reader of the file sees them */
export const sheetsOf = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      rows.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).value ?? null));
    });
    return { name: sheet.name, rows, sheet };
  });
};

/** the xml of every sheet in the file: what Excel reads, formulas included */
export const sheetXmlOf = async (bytes: Buffer) => {
  const zip = await JSZip.loadAsync(bytes);
  const files = Object.keys(zip.files).filter((name) => name.startsWith('xl/worksheets/') && name.endsWith('.xml'));
  return Promise.all(files.map((name) => zip.file(name)!.async('string')));
};
