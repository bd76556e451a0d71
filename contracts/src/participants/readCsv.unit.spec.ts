import { describe, expect, it } from 'vitest';
import { decodeCsv, readCsv, CsvUnreadableError } from './readCsv.ts';

const read = (text: string, options: Partial<Parameters<typeof readCsv>[1]> = {}) =>
  readCsv(text, { delimiter: '', comment: '', firstRowIsHeader: true, ...options });

describe('readCsv', () => {
  it('splits the header from the records and numbers each record by its line', () => {
    const content = read('first,last\nAda,Lovelace\nAlan,Turing\n');
    expect(content).toEqual({
      delimiter: ',',
      header: ['first', 'last'],
      records: [
        { line: 2, cells: ['Ada', 'Lovelace'] },
        { line: 3, cells: ['Alan', 'Turing'] },
      ],
    });
  });

  it('reads a file without a header row', () => {
    const content = read('Ada;Lovelace\nAlan;Turing', { firstRowIsHeader: false });
    expect(content.header).toBeNull();
    expect(content.records).toEqual([
      { line: 1, cells: ['Ada', 'Lovelace'] },
      { line: 2, cells: ['Alan', 'Turing'] },
    ]);
  });

  it('keeps delimiters and line breaks inside quoted values, and counts lines across them, CRLF included', () => {
    const content = read(
      'name,note,email\r\n"Lovelace, Ada","line one\r\nline two",ada@example.com\r\n"Turing, Alan","a ""quoted"" word",alan@example.com\r\n',
    );
    expect(content.records).toEqual([
      { line: 2, cells: ['Lovelace, Ada', 'line one\r\nline two', 'ada@example.com'] },
      { line: 4, cells: ['Turing, Alan', 'a "quoted" word', 'alan@example.com'] },
    ]);
  });

  it('drops the BOM, skips comment lines and blank lines, and still numbers lines as the file has them', () => {
    const text = decodeCsv(
      Buffer.from('\uFEFFfirst;last\r\n# exported by HR\r\nAda;Lovelace\r\n\r\n;\r\n#another\r\n"Alan\r\nM.";Turing\r\nGrace;Hopper\r\n'),
    );
    const content = read(text, { comment: '#' });
    expect(content.header).toEqual(['first', 'last']);
    expect(content.records).toEqual([
      { line: 3, cells: ['Ada', 'Lovelace'] },
      { line: 7, cells: ['Alan\r\nM.', 'Turing'] },
      { line: 9, cells: ['Grace', 'Hopper'] },
    ]);
  });

  it('keeps a comment character inside a value as text', () => {
    expect(read('name,address\nAda,Flat #4\n', { comment: '#' }).records[0]!.cells).toEqual(['Ada', 'Flat #4']);
  });

  it('keeps quotes inside unquoted values as written', () => {
    expect(read('name,last\nBob "Bobby",Smith\n').records[0]!.cells).toEqual(['Bob "Bobby"', 'Smith']);
  });

  it('detects the delimiter when it is given none, and uses the one it is given', () => {
    expect(read('name;groups\n"Lovelace, Ada";"A,B,C"\n').delimiter).toBe(';');
    expect(read('a,b;c\n1,2;3\n', { delimiter: ';' }).records[0]!.cells).toEqual(['1,2', '3']);
  });

  it('reads columns up to BZ and ignores the rest', () => {
    const row = Array.from({ length: 90 }, (_, index) => `v${index}`).join(',');
    const cells = read(`${row}\n${row}\n`).records[0]!.cells;
    expect(cells).toHaveLength(78);
    expect(cells[77]).toBe('v77');
  });

  it('refuses text csv-parse cannot read, naming the line', () => {
    expect(() => read('a,b\n1,2\n"never closed,3\n', { delimiter: ',' })).toThrow(CsvUnreadableError);
    expect(() => read('a,b\n1,2\n"never closed,3\n', { delimiter: ',' })).toThrow(/line 3/);
  });
});

describe('decodeCsv', () => {
  it('reads UTF-8, and Windows-1252 when the bytes are not UTF-8', () => {
    expect(decodeCsv(Buffer.from('Zoë,Müller\n', 'utf8'))).toBe('Zoë,Müller\n');
    expect(decodeCsv(Buffer.from([0x5a, 0x6f, 0xeb, 0x2c, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]))).toBe('Zoë,Müller');
  });
});
