import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { httpError } from './sharedPlugin.ts';

/** The limits of one form: bytes of its file, how many files and text fields, bytes of each field. */
export type FormLimits = { fileSize: number; files: number; fields: number; fieldSize: number };

export const MALFORMED_FORM_DETAIL =
  'The form is not valid multipart/form-data (cut short, or its boundary is missing or wrong); send it again';

const codeOf = (error: unknown): string | undefined => (error as { code?: unknown })?.code as string | undefined;
const statusOf = (error: unknown): number | undefined => (error as { statusCode?: unknown })?.statusCode as number | undefined;

/**
 * What a failure while reading a form answers: the part limits 413 with the limit in words, a body that is
 * not a well-formed multipart form 400 with MALFORMED_FORM_DETAIL (busboy and @fastify/multipart raise plain
 * errors there, which would otherwise be 500s). A file over `fileSize` (FST_REQ_FILE_TOO_LARGE) is left to
 * the caller, whose message the spec words; an answer already decided (an httpError) passes through.
 */
export const formFailure = (error: unknown, limits: FormLimits): unknown => {
  const code = codeOf(error);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return error;
  if (code === 'FST_FILES_LIMIT')
    return httpError(413, `The form may hold ${limits.files === 1 ? 'one file' : `${limits.files} files`}, no more`);
  if (code === 'FST_FIELDS_LIMIT') return httpError(413, `The form may hold ${limits.fields} fields, no more`);
  if (code === 'FST_PARTS_LIMIT') return httpError(413, 'The form has too many parts');
  if (code === 'FST_PROTO_VIOLATION') return httpError(400, 'A form field may not be named __proto__ or constructor');
  const status = statusOf(error);
  if (typeof status === 'number' && status >= 400 && status < 500 && !code?.startsWith('FST_')) return error;
  return httpError(400, MALFORMED_FORM_DETAIL);
};

/**
 * The parts of a multipart request, one after another, under `limits`. A text field cut at `fieldSize` answers
 * 413 naming the field and its limit once the body is read (instead of reaching the handler cut short); every other failure of the
 * body is mapped by formFailure. Errors the caller throws while handling a part are its own.
 */
export async function* formParts(request: FastifyRequest, limits: FormLimits): AsyncGenerator<Multipart> {
  let parts: AsyncIterableIterator<Multipart>;
  try {
    parts = request.parts({ limits });
  } catch (error) {
    throw formFailure(error, limits);
  }
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw formFailure(error, limits);
    }
    if (next.done) return;
    const part = next.value;
    if (part.type === 'field' && part.valueTruncated) {
      await drain(parts, limits);
      throw httpError(413, `The form field ${part.fieldname} is longer than ${limits.fieldSize.toLocaleString('en-US')} bytes`);
    }
    yield part;
  }
}

/** reads the rest of the body, so that the answer does not cut the client's upload off */
const drain = async (parts: AsyncIterableIterator<Multipart>, limits: FormLimits) => {
  try {
    for await (const part of parts) if (part.type === 'file') part.file.resume();
  } catch (error) {
    throw formFailure(error, limits);
  }
};
