import {
  LINK_PATTERN,
  SurveyMessages,
  type AnswerType,
  type AssessmentType,
  type LanguageMap,
  type LanguageTag,
  type Question,
} from '@canopy/contracts/survey/api';
import { DomainError } from '@canopy/platform/commands/decider';
import type { AssessmentContent } from './assessment.ts';

/** an assessment as the editor sends it, every question with an id (the route gives new questions one) */
export type ContentDraft = {
  category_id: string | null | undefined;
  name: LanguageMap;
  description: LanguageMap;
  type: AssessmentType;
  answer_type: AnswerType;
  is_cloneable: boolean;
  questions: Array<{
    index: number;
    id: string;
    body: LanguageMap;
    answer_type: AnswerType;
    scale_start_label?: LanguageMap | undefined;
    scale_end_label?: LanguageMap | undefined;
  }>;
  /** languages whose texts no fluent reader has reviewed; kept only for languages the assessment speaks */
  unreviewed_languages?: LanguageTag[] | undefined;
};

/** a ten-point question's own end labels, trimmed; none for other types, nor when every language is empty */
const scaleLabelsOf = (type: AnswerType, question: ContentDraft['questions'][number]) => {
  if (type !== 'one_to_ten') return {};
  const start = cleanTexts(question.scale_start_label ?? {});
  const end = cleanTexts(question.scale_end_label ?? {});
  return {
    ...(Object.keys(start).length > 0 ? { scale_start_label: start } : {}),
    ...(Object.keys(end).length > 0 ? { scale_end_label: end } : {}),
  };
};

/** texts trimmed, empty languages dropped */
export const cleanTexts = (map: LanguageMap): LanguageMap =>
  Object.fromEntries(
    Object.entries(map)
      .map(([tag, text]) => [tag, (text ?? '').trim()] as const)
      .filter(([, text]) => text !== ''),
  );

/**
 * The rules every saved assessment meets, in the order the editor shows its fields: a title (in English,
 * the language every assessment has), a category that exists, and at least one question with a text
 * (questions left blank are dropped). A linked survey has exactly one question: the link to the outside survey.
 */
export const checkContent = (draft: ContentDraft, categoryExists: boolean): AssessmentContent => {
  const name = cleanTexts(draft.name);
  if (!name.en_US) throw new DomainError(SurveyMessages.titleRequired, 400);
  if (!draft.category_id) throw new DomainError(SurveyMessages.categoryRequired, 400);
  if (!categoryExists) throw new DomainError(SurveyMessages.categoryNotFound, 404);
  const written = [...draft.questions]
    .sort((a, b) => a.index - b.index)
    .map((question) => ({ ...question, body: cleanTexts(question.body) }))
    .filter((question) => question.body.en_US);
  if (written.length === 0) throw new DomainError(SurveyMessages.oneQuestionAtLeast, 400);
  const linked = draft.type === 'linked_survey';
  if (linked) {
    if (written.length !== 1) throw new DomainError(SurveyMessages.linkedSurveyOneQuestion, 400);
    if (!LINK_PATTERN.test(written[0]!.body.en_US!)) throw new DomainError(SurveyMessages.linkInvalid, 400);
  }
  const questions: Question[] = written.map((question, index) => {
    const answer_type = linked ? 'linked_survey' : question.answer_type === 'linked_survey' ? draft.answer_type : question.answer_type;
    return { index, id: question.id, body: question.body, answer_type, ...scaleLabelsOf(answer_type, question) };
  });
  const spoken = new Set([...Object.keys(name), ...questions.flatMap((question) => Object.keys(question.body))]);
  const unreviewed = [...new Set(draft.unreviewed_languages ?? [])].filter((tag) => tag !== 'en_US' && spoken.has(tag));
  return {
    category_id: draft.category_id,
    name,
    description: cleanTexts(draft.description),
    type: draft.type,
    answer_type: linked ? 'linked_survey' : draft.answer_type === 'linked_survey' ? 'one_to_five' : draft.answer_type,
    is_cloneable: draft.is_cloneable,
    questions,
    ...(unreviewed.length > 0 ? { unreviewed_languages: unreviewed } : {}),
  };
};

/** a value as JSON with every object's keys sorted: the log may hand texts back in another key order than written */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

export const sameContent = (a: AssessmentContent, b: AssessmentContent) => canonical(a) === canonical(b);

/** the same questions in English, in the same order and of the same types: only translations (or marks) differ */
export const sameEnglishQuestions = (a: AssessmentContent, b: AssessmentContent) =>
  a.questions.length === b.questions.length &&
  a.questions.every(
    (question, index) => question.body.en_US === b.questions[index]!.body.en_US && question.answer_type === b.questions[index]!.answer_type,
  );
