import { ParticipantMessages } from '@canopy/contracts';
import { CsvUnreadableError, decodeCsv } from '@canopy/contracts/participants/readCsv';
import { readCsvFile, type CsvReading } from '@canopy/contracts/participants/readCsvFile';
import { useEffect, useState } from 'react';
import { csvFileProblem, isBlankText } from '../participants/csv/csvFile';

export type ReaderOptions = { delimiter: string; firstRowIsHeader: boolean };

export type ReaderState =
  | { status: 'idle' }
  | { status: 'reading' }
  | { status: 'refused'; message: string }
  | { status: 'read'; fileName: string; reading: CsvReading };

/**
 * A chosen file read as the import reads it, again whenever the options change. Everything happens in this tab:
 * the bytes are read with the File API and never sent anywhere.
 */
export function useCsvReading(file: File | null, options: ReaderOptions): ReaderState {
  const [state, setState] = useState<ReaderState>({ status: 'idle' });
  const { delimiter, firstRowIsHeader } = options;
  useEffect(() => {
    if (!file) return setState({ status: 'idle' });
    const problem = csvFileProblem(file);
    if (problem) return setState({ status: 'refused', message: problem });
    let current = true;
    setState({ status: 'reading' });
    file
      .arrayBuffer()
      .then((buffer) => {
        if (!current) return;
        const text = decodeCsv(new Uint8Array(buffer));
        if (isBlankText(text)) return setState({ status: 'refused', message: ParticipantMessages.csvEmpty });
        setState({ status: 'read', fileName: file.name, reading: readCsvFile(text, { delimiter, firstRowIsHeader }) });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const message = error instanceof CsvUnreadableError ? `${ParticipantMessages.csvUnreadable}: ${error.message}` : String(error);
        setState({ status: 'refused', message });
      });
    return () => {
      current = false;
    };
  }, [file, delimiter, firstRowIsHeader]);
  return state;
}
