import { ImageRules } from '@canopy/contracts/identity/api';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@canopy/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { formFailure, formParts, type FormLimits } from '../http/multipart.ts';
import { httpError } from '../http/sharedPlugin.ts';
import type { ImageStore } from './imageStore.ts';
import { ImageErrors, validateImage, type ValidImage } from './validate.ts';

export type ImageForm = {
  /** the text fields of the form */
  fields: Record<string, string>;
  /** the file sent, unchecked, or null when none was sent (or it was empty) */
  upload: { filename: string; bytes: Buffer } | null;
  /** the file checked by validateImage (400 with the spec's message), or null when none was sent */
  image(): ValidImage | null;
};

export const NOT_MULTIPART_DETAIL = 'Send the form as multipart/form-data';

/**
 * Reads a multipart form with an optional image in `fileField` (default `file`): text fields as strings,
 * the image checked by validateImage when asked for. Answers 400 with the spec's message for a file of
 * 1,000,000 bytes or more (the upload stops reading at the limit), and for a field holding a NUL byte or a
 * broken character, like every contract's Text. A malformed body answers 400, too many parts or too long a
 * field 413 (see formParts).
 */
export const readImageForm = async (request: FastifyRequest, options: { fileField?: string } = {}): Promise<ImageForm> => {
  const fileField = options.fileField ?? 'file';
  if (!request.isMultipart()) throw httpError(415, NOT_MULTIPART_DETAIL);
  const fields: Record<string, string> = {};
  let upload: { filename: string; bytes: Buffer } | null = null;
  const limits: FormLimits = { fileSize: ImageRules.maxBytes, files: 1, fields: 50, fieldSize: 100_000 };
  for await (const part of formParts(request, limits)) {
    if (part.type === 'field') {
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      // every field, known to the form's schema or not, is held to the contracts' text rule
      if (!isStorableText(part.fieldname) || !isStorableText(value)) {
        throw httpError(400, `body/${part.fieldname.toWellFormed().replaceAll('\u0000', '')}: ${UNSTORABLE_TEXT_MESSAGE}`);
      }
      fields[part.fieldname] = value;
      continue;
    }
    if (part.fieldname !== fileField) {
      part.file.resume();
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(400, ImageErrors.size);
      throw formFailure(error, limits);
    }
    // browsers send an empty part when no file was chosen
    if (bytes.length > 0 || part.filename) upload = { filename: (part.filename ?? '').toWellFormed().replaceAll('\u0000', ''), bytes };
  }
  if (upload && upload.bytes.length === 0 && upload.filename === '') upload = null;
  const sent = upload;
  return { fields, upload: sent, image: () => (sent ? validateImage(sent.filename, sent.bytes) : null) };
};

/**
 * The image an update form asks for: undefined when `changed` is false (leave it as it is), otherwise
 * the id of the sent image, saved for `owner`, or null when none was sent (remove it).
 */
export const imageChange = async (
  form: ImageForm,
  changed: boolean,
  images: Pick<ImageStore, 'save'>,
  owner: { teamId: string; createdBy: string },
): Promise<{ image_id: string | null } | undefined> => {
  if (!changed) return undefined;
  const image = form.image();
  return { image_id: image ? await images.save(image, owner) : null };
};

/** Parses the text fields with a zod schema; failures read like the gateway's validation errors (`body/<field>: <message>`). */
export const parseFields = <S extends z.ZodType>(schema: S, fields: Record<string, string>): z.infer<S> => {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues
    .slice(0, 10)
    .map((issue) => `body${issue.path.length > 0 ? `/${issue.path.join('/')}` : ''}: ${issue.message}`)
    .join('; ');
  throw httpError(400, detail);
};
