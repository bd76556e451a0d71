import { z } from 'zod';

/** The answer to a string PostgreSQL cannot store or JSON cannot carry faithfully. */
export const UNSTORABLE_TEXT_MESSAGE = 'Text contains a character that cannot be stored (a NUL byte or a broken character)';

/**
 * True for strings every store we write to accepts: no NUL (PostgreSQL text and jsonb refuse U+0000)
 * and no lone UTF-16 surrogate (not valid Unicode, so it cannot be encoded as UTF-8).
 */
export const isStorableText = (value: string): boolean => !value.includes('\u0000') && value.isWellFormed();

/**
 * The one string type of every contract: a string refused with a 400 at the edge when it holds
 * what would break a read model further down. Chain `.min`, `.max`, `.trim` on it as on `z.string()`.
 */
export const Text = () => z.string().refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE });

/**
 * Where in `value` (a JSON-like tree) the first string that is not storable text sits, as a slash path
 * (`members/2/name`; a bad key is named by its parent's path), or null when every string and key is storable.
 */
export const findUnstorableText = (value: unknown, path: readonly string[] = []): string | null => {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('/') || '(value)';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return path.join('/') || '(key)';
      const found = findUnstorableText(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
};

/** Free-form JSON a contract passes on as it is (`z.unknown()`), held to the same rule as Text for every string in it. */
export const StorableJson = () => z.unknown().refine((value) => findUnstorableText(value) === null, { message: UNSTORABLE_TEXT_MESSAGE });
