import { CSV_MAX_BYTES, ParticipantMessages } from '@canopy/contracts';

// The checks a CSV file passes before it is read, in the order the spec gives them.

/** enough of the start of a file for the preview and the delimiter: the server reads the whole file */
export const PREVIEW_BYTES = 64 * 1024;

export const csvFileProblem = (file: Pick<File, 'name' | 'size'> | null | undefined): string | null => {
  if (!file) return ParticipantMessages.csvMissing;
  if (!file.name.toLowerCase().endsWith('.csv')) return ParticipantMessages.csvFormat;
  if (file.size > CSV_MAX_BYTES) return ParticipantMessages.csvTooLarge;
  if (file.size === 0) return ParticipantMessages.csvEmpty;
  return null;
};

/** a file of only a byte-order mark, blank lines or spaces is empty too */
export const isBlankText = (text: string) => text.replace(/^\uFEFF/, '').trim() === '';
