import { describe, expect, it } from 'vitest';
import { inertCell, looksLikeFormula } from './formulaGuard.ts';

describe('the formula guard', () => {
  it('prefixes an apostrophe to text a spreadsheet would run, whatever character starts it', () => {
    for (const text of ['=1+1', '+cmd|"/C calc"!A0', '-1+SUM(A1)', '@SUM(1)', '\t=A1', '\r=A1', '=HYPERLINK("http://x","y")']) {
      expect(inertCell(text)).toBe(`'${text}`);
      expect(looksLikeFormula(text)).toBe(true);
    }
  });

  it('leaves plain text, numbers and phone numbers as they were', () => {
    for (const text of ['Ann = Bob', '+44 7700 900123', '-12.5', '-2+3', '', 'Pass', "'quoted"]) {
      expect(inertCell(text)).toBe(text);
    }
  });
});
