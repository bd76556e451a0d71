import { parse } from 'csv-parse/browser/esm/sync';
import { describe, expect, it } from 'vitest';
import { csvParseOptions, detectDelimiter, SAMPLE_CHARS } from './csvDelimiter.ts';

// sample, the delimiter it is read with, and the comment character if any
const readings: Record<string, [string, string, string?][]> = {
  'finds comma, semicolon, tab and pipe': [
    ['first,last,email\nAda,Lovelace,ada@example.com\n', ','],
    ['first;last;email\nAda;Lovelace;ada@example.com\n', ';'],
    ['first\tlast\temail\nAda\tLovelace\tada@example.com\n', '\t'],
    ['first|last|email\nAda|Lovelace|ada@example.com\n', '|'],
    ['a|b\n1|2\n', '|'],
  ],
  'is not misled by other delimiters inside quoted or plain values': [
    ['name;groups\n"Lovelace, Ada";"A,B,C"\n"Turing, Alan";"B,C"\n', ';'],
    ['Email;Last;First\nada@example.com;Lovelace;"Ada, Countess"\n', ';'],
    ['name,groups,score\nAda,"Sales;Leeds",1\nAlan,"Ops;York;Remote",2\n', ','],
    // decimal commas in a semicolon file
    ['name;score\nAda;1,5\nAlan;2\nGrace;3,25\n', ';'],
  ],
  'reads a one-column file as comma-separated': [
    ['email\nada@example.com\n', ','],
    ['just one column\nvalue\n', ','],
  ],
  'ignores comment lines when it judges': [['# exported; by HR, on Monday | or so\n# another; note\na;b;c\n1;2;3\n', ';', '#']],
};

describe('detectDelimiter', () => {
  for (const [behaviour, samples] of Object.entries(readings)) {
    it(behaviour, () => {
      for (const [sample, delimiter, comment] of samples) expect(detectDelimiter(sample, comment), JSON.stringify(sample)).toBe(delimiter);
    });
  }

  it('counts the records before a cut inside a quoted value, but not an error in a whole text', () => {
    const start = 'a;b\n1;2\n3;4\n"open';
    // a whole text: the semicolons end on a quote never closed, so they are out
    expect(detectDelimiter(start)).toBe(',');
    // the start of a longer file: the cut may fall inside the quoted value
    expect(detectDelimiter(start, '', { cut: true })).toBe(';');
    expect(detectDelimiter(`${start}${'x'.repeat(SAMPLE_CHARS)}"\n5;6\n`)).toBe(';');
    // one record before the error is not enough to judge by
    expect(detectDelimiter('a;b\n"open', '', { cut: true })).toBe(',');
  });
});

describe('csvParseOptions', () => {
  it('keeps a comment character inside a value and quotes inside unquoted values, drops the BOM and blank lines', () => {
    const records = parse('\uFEFF# note\nname;address\n\nBob "Bobby";Flat #4\n', csvParseOptions(';', '#'));
    expect(records).toEqual([
      ['name', 'address'],
      ['Bob "Bobby"', 'Flat #4'],
    ]);
  });
});
