import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@canopy/contracts';
import { DomainError } from './decider.ts';

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
