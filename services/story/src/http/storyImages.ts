import { StoryMessages, StoryPaths, StoryRules } from '@canopy/contracts/story/api';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@canopy/contracts';
import type { ImageStore } from '@canopy/platform/images/imageStore';
import type { ValidImage } from '@canopy/platform/images/validate';
import { formFailure, formParts, type FormLimits } from '@canopy/platform/http/multipart';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { FastifyRequest } from 'fastify';

// The story's images: captured chart cards and uploads, png or jpeg by their bytes (a name says nothing), below
// 20 MB, stored by the platform (ADR 0007) and handed out behind signed URLs that expire (ADR 0065).

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** the form's image, or 400 'Choose an image to upload' where one is needed and none came */
export const requiredImage = (form: StoryForm): ValidImage => {
  if (!form.image) throw httpError(400, StoryMessages.imageRequired);
  return form.image;
};

/** png or jpeg judged by the bytes alone, or 400 with the spec's message */
export const checkStoryImage = (bytes: Buffer): ValidImage => {
  if (bytes.length >= StoryRules.imageMaxBytes) throw httpError(400, StoryMessages.imageSize);
  if (bytes.length > PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return { contentType: 'image/png', bytes };
  if (bytes.length > JPEG.length && bytes.subarray(0, JPEG.length).equals(JPEG)) return { contentType: 'image/jpeg', bytes };
  throw httpError(400, StoryMessages.imageFormat);
};

const tooLarge = (error: unknown) => (error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';

/** `image` is null when the form sent none: a chart snapshot's image is drawn by the server (ADR 0113) */
export type StoryForm = { fields: Record<string, string>; image: ValidImage | null };

/** a snapshot's multipart form: text fields and at most one image in `file`, checked by its bytes */
export const readStoryForm = async (request: FastifyRequest): Promise<StoryForm> => {
  if (!request.isMultipart()) throw httpError(415, 'Send the form as multipart/form-data');
  const limits: FormLimits = { fileSize: StoryRules.imageMaxBytes, files: 1, fields: 10, fieldSize: 200_000 };
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  // a file over the limit can be noticed while the file is read or while the next part is sought: both say so
  try {
    for await (const part of formParts(request, limits)) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (!isStorableText(part.fieldname) || !isStorableText(value))
          throw httpError(400, `body/${part.fieldname}: ${UNSTORABLE_TEXT_MESSAGE}`);
        fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        throw tooLarge(error) ? httpError(400, StoryMessages.imageSize) : formFailure(error, limits);
      }
    }
  } catch (error) {
    if (tooLarge(error)) throw httpError(400, StoryMessages.imageSize);
    throw error;
  }
  return { fields, image: bytes && bytes.length > 0 ? checkStoryImage(bytes) : null };
};

/** the signed URLs' expiry is rounded up to this, then one more step added: they answer for 5 to 10 minutes */
const STEP_S = 300;

/**
 * Signed image URLs of a consultant's story: each names the snapshot and the second it expires, signed with the
 * platform's image key. They are good for five to ten minutes (issue 44: two hours let a URL copied out of the
 * story keep answering long after its link was removed; the page asks for the story again when it opens, so it gets
 * fresh ones). The expiry is rounded up to 5 minutes, so a page that reloads the story within them keeps the URLs
 * its browser cached.
 */
export const storyImageUrls = (images: Pick<ImageStore, 'signSubject' | 'verifySubject'>) => {
  const subject = (snapshotId: string, expires: number) => `story-image:${snapshotId}:${expires}`;
  return {
    urlFor(snapshotId: string, now: Date) {
      const expires = (Math.ceil(now.getTime() / 1000 / STEP_S) + 1) * STEP_S;
      return `/api/v1${StoryPaths.image(snapshotId)}?exp=${expires}&sig=${images.signSubject(subject(snapshotId, expires))}`;
    },
    /** true while the URL's signature holds and it has not expired */
    valid(snapshotId: string, expires: string | undefined, signature: string | undefined, now: Date) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      return Number(expires) * 1000 > now.getTime() && images.verifySubject(subject(snapshotId, Number(expires)), signature);
    },
  };
};

/** what every answer carrying a story image says; short caching, since a shared story's images stop answering */
export const storyImageHeaders = (contentType: string) => ({
  'content-type': contentType,
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, max-age=60',
  'content-disposition': 'inline',
});
