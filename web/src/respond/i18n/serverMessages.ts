import { LANGUAGE_TAGS, type LanguageTag } from '@canopy/contracts/survey/api';
import { LinkMessages } from '@canopy/contracts/survey/links';
import { RespondentMessages } from '@canopy/contracts/survey/respondent';
import { isApiError } from '../../shared/api/http';
import type { Dictionary } from './dictionary';

// The server answers in the contract's English words (the API's `detail`); a respondent reads them in their own
// language. Each detail a respondent can meet has its text in every dictionary; anything else reads as the
// dictionary's generic failure, never as English.

type TextKey = { [K in keyof Dictionary]: Dictionary[K] extends string ? K : never }[keyof Dictionary];

const BY_DETAIL: ReadonlyMap<string, TextKey> = new Map<string, TextKey>([
  [RespondentMessages.noParticipant, 'noParticipant'],
  [RespondentMessages.noPackage, 'notFoundBody'],
  [RespondentMessages.credentialRequired, 'errCredentialRequired'],
  [RespondentMessages.tokenInvalid, 'errTokenInvalid'],
  [RespondentMessages.assessmentNotInPackage, 'errAssessmentGone'],
  [RespondentMessages.collaboratorNotInWorkspace, 'errCollaboratorGone'],
  [RespondentMessages.collaboratorIsSelf, 'errCollaboratorIsSelf'],
  [RespondentMessages.textTooLong, 'errTextTooLong'],
  [RespondentMessages.questionNotInAssessment, 'errAnswersInvalid'],
  [RespondentMessages.valueOutOfScale, 'errAnswersInvalid'],
  [RespondentMessages.tokenMismatch, 'errAnswersInvalid'],
  [RespondentMessages.tooManyCollaborators, 'errTooManyCollaborators'],
  [RespondentMessages.noCollaborators, 'atLeastOneCollaborator'],
  [RespondentMessages.answersMissing, 'errAnswersMissing'],
  [RespondentMessages.linkBudgetSpent, 'errTooManyRequests'],
  [RespondentMessages.personTriesSpent, 'errPersonTries'],
  [RespondentMessages.linkTriesSpent, 'errLinkTries'],
  [LinkMessages.linkNotFound, 'notFoundBody'],
  [LinkMessages.linkExpired, 'expiredBody'],
  [LinkMessages.linkPaused, 'pausedBody'],
]);

/** a server's `detail` in the dictionary's language */
export const detailMessage = (detail: string, t: Dictionary): string => {
  const key = BY_DETAIL.get(detail);
  if (key) return t[key];
  // the gateway's per-address budget words its detail with the wait ('Too many requests; try again in ...')
  if (detail.startsWith('Too many requests')) return t.errTooManyRequests;
  return t.errGeneric;
};

/** what a failed respondent call says, in the dictionary's language */
export const respondentMessage = (failure: unknown, t: Dictionary): string => {
  if (!isApiError(failure)) return t.errGeneric;
  return failure.status === 429 && !BY_DETAIL.has(failure.detail) ? t.errTooManyRequests : detailMessage(failure.detail, t);
};

const BY_PREFIX: ReadonlyArray<[string, LanguageTag]> = [
  ['en', 'en_US'],
  ['es', 'es_ES'],
  ['fr', 'fr_FR'],
  ['he', 'he_IL'],
  ['iw', 'he_IL'],
  ['hmn', 'cn_HMN'],
];

/**
 * The browser's first language the pages speak, English otherwise: what a page shows before (or without) the
 * package's languages, such as a closed or mistyped link.
 */
export const browserLanguage = (preferred: readonly string[]): LanguageTag => {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    const found = BY_PREFIX.find(([prefix]) => prefix === base);
    if (found && LANGUAGE_TAGS.includes(found[1])) return found[1];
  }
  return 'en_US';
};
