import { LANGUAGE_TAGS, type AnswerType, type Assessment, type LanguageMap, type LanguageTag } from '@canopy/contracts';

/** the English text of a language map, or the first language it has */
export const textOf = (map: LanguageMap, language: LanguageTag = 'en_US'): string =>
  map[language] ?? map.en_US ?? LANGUAGE_TAGS.map((tag) => map[tag]).find((text) => text !== undefined) ?? '';

/** a card title cut at `max` characters with an ellipsis (cards cut at 30, wide ones at 50) */
export const truncateTitle = (title: string, max: number): string => (title.length > max ? `${title.slice(0, max).trimEnd()}…` : title);

export const questionCount = (count: number): string => (count === 1 ? '1 question' : `${count} questions`);

/** package descriptions on cards are cut at 55 characters */
export const PACKAGE_DESCRIPTION_MAX = 55;

/**
 * The answer types an assessment holds, in the order its questions first use them: a mixed assessment shows
 * each of its scales, not only the assessment's default one. Without questions listed, the default.
 */
export const answerTypesOf = (assessment: Pick<Assessment, 'answer_type' | 'questions'>): AnswerType[] => {
  const types = [...new Set(assessment.questions.map((question) => question.answer_type))];
  return types.length > 0 ? types : [assessment.answer_type];
};
