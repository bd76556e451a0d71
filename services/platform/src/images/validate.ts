import { IdentityMessages, ImageRules } from '@canopy/contracts/identity/api';
import { httpError } from '../http/sharedPlugin.ts';
import { sanitizeSvg } from './svg.ts';

// Upload rules: png, jpg, jpeg or svg, below 1,000,000 bytes. The name's extension
// and the bytes must both say image: a `.png` holding anything but an image is refused.

export type ImageContentType = 'image/png' | 'image/jpeg' | 'image/svg+xml';
export type ValidImage = { contentType: ImageContentType; bytes: Buffer };

export const ImageErrors = { format: IdentityMessages.imageFormat, size: IdentityMessages.imageSize } as const;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

const utf8 = new TextDecoder('utf-8', { fatal: true });
const decodeText = (bytes: Buffer): string | null => {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
};

/** What the bytes are, judged by their content alone. */
export const sniffImage = (bytes: Buffer): ImageContentType | null => {
  if (bytes.length > PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.length > JPEG.length && bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  const text = decodeText(bytes);
  if (text !== null && sanitizeSvg(text) !== null) return 'image/svg+xml';
  return null;
};

const extensionOf = (filename: string) => {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
};

/** Accepts an upload or throws 400 with the spec's message; an SVG comes back sanitised. */
export const validateImage = (filename: string, bytes: Buffer): ValidImage => {
  if (bytes.length >= ImageRules.maxBytes) throw httpError(400, ImageErrors.size);
  const extension = extensionOf(filename);
  if (!(ImageRules.types as readonly string[]).includes(extension)) throw httpError(400, ImageErrors.format);
  const expected: ImageContentType = extension === 'svg' ? 'image/svg+xml' : extension === 'png' ? 'image/png' : 'image/jpeg';
  const actual = sniffImage(bytes);
  // png and jpeg are both raster: a photo saved under the other extension is still accepted, as what it is
  const compatible = actual !== null && (actual === expected || (actual !== 'image/svg+xml' && expected !== 'image/svg+xml'));
  if (!compatible) throw httpError(400, ImageErrors.format);
  if (actual === 'image/svg+xml') {
    const clean = sanitizeSvg(decodeText(bytes)!);
    if (clean === null) throw httpError(400, ImageErrors.format);
    return { contentType: actual, bytes: Buffer.from(clean, 'utf8') };
  }
  return { contentType: actual!, bytes };
};
