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
