import { LANGUAGE_TAGS, type AnswerType, type Assessment, type LanguageMap, type LanguageTag } from '@canopy/contracts';

/** the English text of a language map, or the first language it has */
export const textOf = (map: LanguageMap, language: LanguageTag = 'en_US'): string =>
  map[language] ?? map.en_US ?? LANGUAGE_TAGS.map((tag) => map[tag]).find((text) => text !== undefined) ?? '';

/**
 * a card title cut at `max` characters with an ellipsis (cards cut at 30, wide ones at 50), at the last word that fits
 * where one does: a word cut in half is not part of the button's accessible name, which holds the whole title (WCAG's
 * label in name), and reads worse
 */
export const truncateTitle = (title: string, max: number): string => {
  if (title.length <= max) return title;
  const cut = title.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  const kept = space >= max / 2 ? cut.slice(0, space) : title.slice(0, max);
  // an aside cut open ('(linked…') is dropped whole: axe's label-in-name check ignores parentheticals in the name but
  // cannot close an open one in the visible text, so its words would be missing from the name
  const open = kept.lastIndexOf('(');
  const closed = open < 0 || kept.indexOf(')', open) >= 0;
  const clean = (closed ? kept : kept.slice(0, open)).trimEnd().replace(/[,;:–-]$/, '');
  return `${clean.trimEnd()}…`;
};

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
