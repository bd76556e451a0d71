import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@canopy/contracts/platform/text';

const MAX_DEPTH = 64;

/**
 * Where in a parsed request part the first string PostgreSQL cannot store sits (a NUL byte or a lone
 * surrogate, in a value or a key), as `<part>/<pointer>`, or null. Every id, in a path or a body, reaches a
 * query: checked here before any schema or handler, such a string is a 400 naming the field, never a
 * database error answered with a 500.
 */
export const findUnstorableText = (value: unknown, where: string, depth = 0): string | null => {
  if (typeof value === 'string') return isStorableText(value) ? null : where;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, `${where}/${index}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return where;
    const found = findUnstorableText(item, `${where}/${key}`, depth + 1);
    if (found) return found;
  }
  return null;
};

export const unstorableTextDetail = (where: string): string => `${where}: ${UNSTORABLE_TEXT_MESSAGE}`;
