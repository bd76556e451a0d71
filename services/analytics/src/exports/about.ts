import type { XlsxBook } from '@canopy/platform/download/xlsx';

// The first sheet of every exported workbook (ADR 0127): what the file holds, how it was chosen and what was held
// back or generalised and why, in words a consultant can hand to a client with the file.

export type AboutLine = readonly [topic: string, details: string];

export const ABOUT_SHEET = 'About';

/** writes the About sheet; call it before any other sheet so that it opens first */
export const writeAbout = async (book: XlsxBook, lines: readonly AboutLine[]) => {
  const sheet = book.sheet(ABOUT_SHEET, [
    { header: 'About this file', width: 28 },
    { header: '', width: 110 },
  ]);
  for (const [topic, details] of lines) await sheet.row([topic, details]);
  sheet.done();
};
