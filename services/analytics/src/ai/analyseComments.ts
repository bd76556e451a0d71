import type { AiQuestionResult } from '@canopy/contracts/analytics/aiEvents';
import type { LanguageTag } from '@canopy/contracts/survey/api';
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
};
export type GroupCut = { id: string; members: ReadonlySet<string> };

export type AnalyseInput = {
  comments: readonly CommentRow[];
  groups: readonly GroupCut[];
  /** the workspace's open-answer minimum: fewer comments than this in a group (and language) are not analysed */
  minimum: number;
  /** the language of answers stored before the language was (the package's first) */
  fallbackLanguage: LanguageTag;
  questionText: (assessmentId: string, questionId: string) => string;
  scrub: Scrubber;
  analyser: TextAnalyser;
};

/**
 * Every question's comments analysed for all participants (group '') and for each group, in each language the
 * respondents answered in (ADR 0072). A group, or a language within it, below the minimum is left out entirely, so
 * no figure, theme or quote is ever drawn from fewer comments than the minimum. Anonymous answers count for all
 * participants only. Each comment is scrubbed, and the order shuffled, before an adapter sees it.
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
    const cuts: Array<{ group_id: string; comments: typeof list }> = [{ group_id: '', comments: list }];
    for (const group of input.groups) {
      const held = list.filter((comment) => comment.participant_id !== null && group.members.has(comment.participant_id));
      if (held.length >= input.minimum) cuts.push({ group_id: group.id, comments: held });
    }
    for (const cut of cuts) {
      const byLanguage = new Map<LanguageTag, typeof list>();
      for (const comment of cut.comments) {
        const language = comment.language ?? input.fallbackLanguage;
        const same = byLanguage.get(language);
        if (same) same.push(comment);
        else byLanguage.set(language, [comment]);
      }
      for (const [language, comments] of byLanguage) {
        if (comments.length < input.minimum) continue;
        const analysis = await input.analyser.analyse({
          question,
          language,
          comments: shuffled(comments).map((comment) => ({ text: comment.clean, day: comment.day })),
        });
        results.push({ assessment_id, question_id, group_id: cut.group_id, language, comments: comments.length, ...analysis });
      }
    }
  }
  return results;
};
