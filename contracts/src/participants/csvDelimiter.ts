// csv-parse's plain-ESM build: it runs in the browser (the import screen's preview) and in Node (the server
// reading the upload) alike; the server reads whole files with the Node build, which is the same parser.
import { parse, type Options } from 'csv-parse/browser/esm/sync';

// How a CSV file of the participant import is split into records and cells, shared by the browser, which
// previews the start of the file and detects its delimiter, and the server, which reads the whole file.

/** what the import detects, in order of preference when two read a sample equally well */
export const DELIMITERS = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];
/** columns A..BZ */
export const MAX_COLUMNS = 78;

/** how much of a file the delimiter is judged on */
export const SAMPLE_CHARS = 64 * 1024;
const SAMPLE_RECORDS = 50;

/** csv-parse's options for the import's files, with `delimiter` and the comment character ('' = none) */
export const csvParseOptions = (delimiter: string, comment: string): Options => ({
  delimiter,
  bom: true,
  // a comment is a whole line starting with the character: '#' inside a value ('Flat #4') stays text
  ...(comment ? { comment, comment_no_infix: true } : {}),
  relax_column_count: true,
  // a quote inside an unquoted value ('Bob "Bobby" Smith') is kept as written
  relax_quotes: true,
  skip_empty_lines: true,
});

/**
 * The delimiter that reads the start of the file most consistently: each candidate parses a sample, and
 * the one giving the same number of columns (two or more) to the largest share of records wins; more
 * columns break a tie, then the order of DELIMITERS. A candidate that cannot parse the sample (a quote
 * closed before something that is not its delimiter) is out, unless the sample is cut short of the file
 * (`text` longer than SAMPLE_CHARS, or `cut`: the text is itself only the start of the file) and two
 * records were read before the error: the cut may fall inside a quoted value. A single-column file reads
 * as comma-separated.
 */
export const detectDelimiter = (text: string, comment = '', { cut = false }: { cut?: boolean } = {}): Delimiter => {
  const longer = text.length > SAMPLE_CHARS;
  const truncated = cut || longer;
  const sample = longer ? text.slice(0, SAMPLE_CHARS) : text;
  let best: { delimiter: Delimiter; share: number; width: number } = { delimiter: DELIMITERS[0], share: 0, width: 0 };
  for (const delimiter of DELIMITERS) {
    const widths: number[] = [];
    try {
      parse(sample, {
        ...csvParseOptions(delimiter, comment),
        to: SAMPLE_RECORDS,
        on_record: (record: string[]) => {
          widths.push(record.length);
          return null;
        },
      });
    } catch {
      // the sample may end inside a quoted value: only an error before that disqualifies
      if (!truncated || widths.length < 2) continue;
    }
    const counts = new Map<number, number>();
    for (const width of widths) counts.set(width, (counts.get(width) ?? 0) + 1);
    let width = 0;
    let most = 0;
    for (const [candidate, times] of counts) if (times > most || (times === most && candidate > width)) [width, most] = [candidate, times];
    const share = widths.length === 0 ? 0 : most / widths.length;
    if (width < 2) continue;
    if (share > best.share || (share === best.share && width > best.width)) best = { delimiter, share, width };
  }
  return best.delimiter;
};
