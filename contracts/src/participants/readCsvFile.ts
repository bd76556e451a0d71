import { CsvUploadConfiguration, type CsvUploadConfigurationInput, type MissedParticipant } from './api.ts';
import { csvMappingProblems } from './csvMappingRules.ts';
import { createRowChecker, type ImportRow } from './csvRows.ts';
import { guessMapping, type MappingGuess } from './guessMapping.ts';
import { readCsv, type CsvContent } from './readCsv.ts';

// A CSV file read as the participant import would read it, with the mapping guessed from its header: the CSV
// reader page runs it in the browser (nothing is sent) so a client can check a file before handing it over.

export type CsvReading = {
  delimiter: string;
  header: string[] | null;
  guess: MappingGuess | null;
  /** the import's settings this reading used: the guessed columns, date and phone formats */
  configuration: CsvUploadConfiguration;
  /** what the import would refuse the whole file for with this mapping (no name or credential column...) */
  problems: string[];
  records: number;
  rows: ImportRow[];
  missed: MissedParticipant[];
};

export type CsvReadingOptions = {
  /** '' detects it, as the import does */
  delimiter: string;
  firstRowIsHeader: boolean;
  comment?: string;
  /** the dial code for phones without a country code (the import's phone format 3) */
  phoneCode?: string;
};

/** the import's configuration for a file, from the mapping its header suggests */
export const configurationFor = (
  content: CsvContent,
  options: CsvReadingOptions,
): { guess: MappingGuess | null; configuration: CsvUploadConfiguration } => {
  const guess = content.header
    ? guessMapping(
        content.header,
        content.records.map((record) => record.cells),
      )
    : null;
  const input: CsvUploadConfigurationInput = {
    first_row_is_header: options.firstRowIsHeader,
    delimiter_char: content.delimiter,
    comment_char: options.comment ?? '',
    ...(guess?.columns ?? {}),
    phone_format: guess?.phone_format ?? (guess?.columns.phone_col_idx === undefined ? null : 3),
    ...(options.phoneCode ? { phone_code: options.phoneCode } : {}),
    ...(guess?.hiring_date_format ? { hiring_date_format: guess.hiring_date_format } : {}),
    ...(guess?.birth_date_format ? { birth_date_format: guess.birth_date_format } : {}),
  };
  return { guess, configuration: CsvUploadConfiguration.parse(input) };
};

/** Reads the text (throws CsvUnreadableError as the import does) and checks every record with the import's rules. */
export const readCsvFile = (text: string, options: CsvReadingOptions): CsvReading => {
  const content = readCsv(text, {
    delimiter: options.delimiter,
    comment: options.comment ?? '',
    firstRowIsHeader: options.firstRowIsHeader,
  });
  const { guess, configuration } = configurationFor(content, options);
  const checker = createRowChecker(content, configuration);
  for (const record of content.records) checker.check(record);
  const { rows, missed } = checker.result();
  return {
    delimiter: content.delimiter,
    header: content.header,
    guess,
    configuration,
    problems: csvMappingProblems(configuration),
    records: content.records.length,
    rows,
    missed,
  };
};
