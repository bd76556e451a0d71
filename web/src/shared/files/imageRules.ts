import { IdentityMessages, ImageRules } from '@canopy/contracts';

/** What an image field asks the server to do with the stored picture. */
export type ImageChange = { kind: 'unchanged' } | { kind: 'removed' } | { kind: 'replaced'; file: File };

/** The multipart fields of an image change: `flag` ('is_logo_changed', …) says whether it changed, `file` carries a new one. */
export function appendImageChange(form: FormData, flag: string, change: ImageChange): void {
  form.append(flag, String(change.kind !== 'unchanged'));
  if (change.kind === 'replaced') form.append('file', change.file, change.file.name);
}

/** `accept` for file inputs: the spec's png, jpg, jpeg and svg. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg';

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The spec's message for a file that cannot be uploaded as a picture or logo, or null when it can. */
export function imageFileError(file: { name: string; size: number }): string | null {
  if (!(ImageRules.types as readonly string[]).includes(extension(file.name))) return IdentityMessages.imageFormat;
  if (file.size >= ImageRules.maxBytes) return IdentityMessages.imageSize;
  return null;
}
