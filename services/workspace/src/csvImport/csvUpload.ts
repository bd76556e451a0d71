import { CSV_MAX_BYTES, CsvUploadConfiguration, ParticipantMessages } from '@canopy/contracts/participants/api';
import { formFailure, formParts, type FormLimits } from '@canopy/platform/http/multipart';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { NOT_MULTIPART_DETAIL, parseFields } from '@canopy/platform/images/upload';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

// The multipart form of POST participants/workspace/{id}/by-csv: a `configuration` field holding JSON
// (CsvUploadConfiguration) and the CSV in `file`. The file rules are the spec's (type, size, not empty).

export type CsvUpload = { configuration: CsvUploadConfiguration; filename: string; bytes: Buffer };

const Form = z.object({
  configuration: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'Invalid JSON' });
        return z.NEVER;
      }
    })
    .pipe(CsvUploadConfiguration),
});

export const isCsvName = (filename: string) => filename.toLowerCase().endsWith('.csv');

/** a spreadsheet or an image renamed .csv: text files hold no NUL byte */
const looksBinary = (bytes: Buffer) => bytes.subarray(0, 8192).includes(0);

/**
 * Reads the form, applying the file rules in order: no file 'File is undefined', another extension or
 * binary content 'Incorrect file format', more than 5,000,000 bytes 'File must be less than 5 Mb.' (the
 * upload stops reading there), nothing in it 'File is empty, ...'. Then the configuration, whose
 * problems read `body/configuration/<field>: <message>`. A malformed body answers 400, a second file, too
 * many fields or a field over 1,000,000 bytes 413 (see formParts).
 */
export const readCsvUpload = async (request: FastifyRequest): Promise<CsvUpload> => {
  if (!request.isMultipart()) throw httpError(415, NOT_MULTIPART_DETAIL);
  const fields: Record<string, string> = {};
  // the whole body is read before any answer, so an answer never cuts an upload off
  let file: { filename: string; bytes: Buffer | null; tooLarge: boolean } | null = null;
  const limits: FormLimits = { fileSize: CSV_MAX_BYTES, files: 1, fields: 20, fieldSize: 1_000_000 };
  const tooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
  try {
    for await (const part of formParts(request, limits)) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const filename = part.filename ?? '';
      if (part.fieldname !== 'file' || (filename !== '' && !isCsvName(filename))) {
        part.file.resume();
        if (part.fieldname === 'file') file = { filename, bytes: null, tooLarge: false };
        continue;
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (!tooLarge(error)) throw formFailure(error, limits);
        file = { filename, bytes: null, tooLarge: true };
        continue;
      }
      // browsers send an empty part without a name when no file was chosen
      if (filename === '' && bytes.length === 0) continue;
      file = { filename, bytes: isCsvName(filename) ? bytes : null, tooLarge: false };
    }
  } catch (error) {
    // the reader may notice the limit only once the body has been read: what toBuffer gave was cut short
    if (!tooLarge(error)) throw formFailure(error, limits);
    file = { filename: file?.filename ?? '', bytes: null, tooLarge: true };
  }
  if (!file) throw httpError(400, ParticipantMessages.csvMissing);
  if (file.tooLarge) throw httpError(400, ParticipantMessages.csvTooLarge);
  if (!file.bytes || looksBinary(file.bytes)) throw httpError(400, ParticipantMessages.csvFormat);
  if (file.bytes.length === 0) throw httpError(400, ParticipantMessages.csvEmpty);
  const { configuration } = parseFields(Form, fields);
  return { configuration, filename: file.filename, bytes: file.bytes };
};
