import type { AiQuestionResult } from '@canopy/contracts/analytics/aiEvents';
import type { LanguageTag } from '@canopy/contracts/survey/api';
import { type CommentGroup, commentVerdicts } from '../release/commentPopulations.ts';
import { shuffled } from './compose.ts';
import type { TextAnalyser } from './port.ts';
import type { Scrubber } from './scrub.ts';

/** a comment as the read model keeps it; `participant_id` null for a `text_anonymous` answer, which no group can hold */
export type CommentRow = {
  assessment_id: string;
  question_id: string;
  participant_id: string | null;
  language: LanguageTag | null;
  text: string;
  /** 'YYYY-MM-DD': never finer than the day */
  day: string;
  /** the commenter's groups when they answered (ADR 0130); none for an anonymous answer or one with no stamp */
  group_ids?: readonly string[];
};

export type AnalyseInput = {
  comments: readonly CommentRow[];
  /** the groups comments may be cut by, those of the workspace's classification marked */
  groups: readonly CommentGroup[];
  /** the workspace's open-answer minimum: fewer comments than this in a group (and language) are not analysed */
  minimum: number;
  /** the language of answers stored before the language was (the package's first) */
  fallbackLanguage: LanguageTag;
  questionText: (assessmentId: string, questionId: string) => string;
  scrub: Scrubber;
  analyser: TextAnalyser;
};

/**
 * Every question's comments analysed, in each language the respondents answered in (ADR 0072), for all participants
 * (group '') and for each group the release rule admits (ADR 0130): a group is cut by the groups its commenters had
 * when they answered, and analysed only when its comments are a union of atoms of at least the minimum, so no two
 * analyses differ by fewer comments than the minimum and none is drawn from fewer. A language below the minimum is
 * left out entirely. Anonymous answers count for all participants only. Each comment is scrubbed, and the order
 * shuffled, before an adapter sees it.
 */
export const analyseComments = async (input: AnalyseInput): Promise<AiQuestionResult[]> => {
  const byQuestion = new Map<string, Array<CommentRow & { clean: string }>>();
  for (const comment of input.comments) {
    const key = `${comment.assessment_id}\u0000${comment.question_id}`;
    const list = byQuestion.get(key) ?? [];
    list.push({ ...comment, clean: input.scrub(comment.text) });
    byQuestion.set(key, list);
  }
  const results: AiQuestionResult[] = [];
  for (const list of byQuestion.values()) {
    const { assessment_id, question_id } = list[0]!;
    const question = input.questionText(assessment_id, question_id);
    const byLanguage = new Map<LanguageTag, typeof list>();
    for (const comment of list) {
      const language = comment.language ?? input.fallbackLanguage;
      const same = byLanguage.get(language);
      if (same) same.push(comment);
      else byLanguage.set(language, [comment]);
    }
    for (const [language, inLanguage] of byLanguage) {
      if (inLanguage.length < input.minimum) continue;
      const verdicts = commentVerdicts(inLanguage, input.groups, input.minimum);
      const cuts = [{ group_id: '', comments: inLanguage }];
      for (const group of input.groups) {
        if (!verdicts.get(group.id)?.released) continue;
        const held = inLanguage.filter((comment) => comment.group_ids?.includes(group.id));
        if (held.length >= input.minimum) cuts.push({ group_id: group.id, comments: held });
      }
      for (const cut of cuts) {
        const analysis = await input.analyser.analyse({
          question,
          language,
          comments: shuffled(cut.comments).map((comment) => ({ text: comment.clean, day: comment.day })),
        });
        results.push({ assessment_id, question_id, group_id: cut.group_id, language, comments: cut.comments.length, ...analysis });
      }
    }
  }
  return results;
};
