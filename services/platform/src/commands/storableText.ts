import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@canopy/contracts';
import { DomainError } from './decider.ts';

/**
 * Where in `value` (a JSON-like tree) the first string PostgreSQL cannot store sits, as a slash path
 * (`members/2/name`; a key that is itself bad is named by its parent's path), or null when every string
 * and every key is storable.
 */
export const findUnstorableText = (value: unknown, path: string[] = []): string | null => {
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

/**
 * The event log's refusal of an event it could store but no read model could apply. The contracts refuse
 * such text at the edge first; this is the last line, a 400 like theirs, thrown before anything is written.
 */
export class UnstorableTextError extends DomainError {
  readonly field: string;
  constructor(field: string) {
    super(`${field}: ${UNSTORABLE_TEXT_MESSAGE}`, 400);
    this.field = field;
  }
}

/** Throws UnstorableTextError naming the first bad field of `value`, if any. */
export const assertStorableText = (value: unknown, prefix = ''): void => {
  const found = findUnstorableText(value);
  if (found !== null) throw new UnstorableTextError(prefix ? `${prefix}/${found}` : found);
};
