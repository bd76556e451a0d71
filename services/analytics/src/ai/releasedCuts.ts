import type { LanguageTag } from '@canopy/contracts/survey/api';
import { type CommentGroup, commentVerdicts } from '../release/commentPopulations.ts';
import type { CommentRow } from './analyseComments.ts';

export const cutKey = (questionId: string, language: LanguageTag, groupId: string) => `${questionId}\u0000${language}\u0000${groupId}`;
export const apartKey = (questionId: string, groupId: string) => `${questionId}\u0000${groupId}`;

/**
 * Over one assessment's comments of a run, the cuts (question, language, group) the release rule admits (ADR 0130),
 * and per question the groups refused as 'apart' in every language they reach the minimum in: large enough, but
 * beside all participants and the other groups they would set fewer than the minimum comments apart.
 */
export const releasedCuts = (
  comments: readonly CommentRow[],
  groups: readonly CommentGroup[],
  minimum: number,
  /** the language the analysis reads a comment stored without one as (the package's first) */
  fallbackLanguage: LanguageTag,
) => {
  const byCut = new Map<string, CommentRow[]>();
  for (const comment of comments) {
    const key = `${comment.question_id}\u0000${comment.language ?? fallbackLanguage}`;
    byCut.set(key, [...(byCut.get(key) ?? []), comment]);
  }
  const released = new Set<string>();
  const refused = new Set<string>();
  const shown = new Set<string>();
  for (const [key, inLanguage] of byCut) {
    if (inLanguage.length < minimum) continue;
    const [questionId, language] = key.split('\u0000') as [string, LanguageTag];
    for (const [groupId, said] of commentVerdicts(inLanguage, groups, minimum)) {
      if (said.released) {
        released.add(cutKey(questionId, language, groupId));
        shown.add(apartKey(questionId, groupId));
      } else if (said.reason === 'apart') refused.add(apartKey(questionId, groupId));
    }
  }
  return { released, apart: new Set([...refused].filter((key) => !shown.has(key))) };
};
