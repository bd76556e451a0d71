import { describe, expect, it } from 'vitest';
import { PREVIEW_BYTES } from './csvFile';
import { detectDelimiter, previewRows } from './csvPreview';

describe('the CSV preview', () => {
  it('detects the delimiter, counting the records before a quoted value cut at the end of a full sample', () => {
    expect(detectDelimiter('a|b\n1|2\n')).toBe('|');
    const broken = 'a;b\n1;2\n3;4\n"open';
    // the whole file: the semicolons end on a quote never closed
    expect(detectDelimiter(broken)).toBe(',');
    // the first PREVIEW_BYTES of a larger file, its BOM dropped or not
    const sample = (bytes: number) => `${broken}${'x'.repeat(bytes - broken.length)}`;
    expect(detectDelimiter(sample(PREVIEW_BYTES))).toBe(';');
    expect(detectDelimiter(sample(PREVIEW_BYTES - 3))).toBe(';');
    expect(detectDelimiter(sample(PREVIEW_BYTES - 4))).toBe(',');
  });

  it('reads quoted line breaks, a BOM and comment lines, and skips blank rows', () => {
    const text = '\uFEFF# exported 2024\nFirst;Notes\n\nAda;"line one\nline two"\n;\nAlan;x\n';
    const { rows, columns } = previewRows(text, { delimiter: ';', comment: '#' });
    expect(rows).toEqual([
      ['First', 'Notes'],
      ['Ada', 'line one\nline two'],
      ['Alan', 'x'],
    ]);
    expect(columns).toBe(2);
  });

  it('stops after a few rows and tolerates a sample cut inside a quoted value', () => {
    const text = `h1,h2\n${'a,b\n'.repeat(20)}"cut`;
    const { rows } = previewRows(text, { delimiter: ',', comment: '', limit: 4 });
    expect(rows).toHaveLength(4);
    expect(previewRows('x,"open\n', { delimiter: ',', comment: '' }).rows).toEqual([]);
  });
});
