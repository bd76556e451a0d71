import {
  LINK_PATTERN,
  SurveyMessages,
  type AnswerType,
  type Assessment,
  type AssessmentInput,
  type AssessmentType,
  type LanguageMap,
} from '@canopy/contracts';

// The Create/Edit Assessment form's state and its checks, kept apart from the modal so they can be tested.

export type QuestionDraft = {
  key: string;
  id?: string;
  body: LanguageMap;
  answer_type: AnswerType;
  /** a ten-point question's own end labels */
  scale_start_label?: LanguageMap;
  scale_end_label?: LanguageMap;
};
export type AssessmentDraft = {
  name: LanguageMap;
  description: LanguageMap;
  category_id: string | null;
  type: AssessmentType;
  answer_type: AnswerType;
  questions: QuestionDraft[];
  link: string;
};
export type DraftErrors = Partial<Record<'name' | 'category_id' | 'questions' | 'link', string>>;

let keys = 0;
export const newQuestion = (answer_type: AnswerType): QuestionDraft => ({ key: `new-${++keys}`, body: {}, answer_type });

export const draftFrom = (assessment: Assessment | null, categoryId: string | null): AssessmentDraft => {
  if (!assessment)
    return {
      name: {},
      description: {},
      category_id: categoryId,
      type: 'survey',
      answer_type: 'one_to_five',
      questions: [newQuestion('one_to_five')],
      link: '',
    };
  const linked = assessment.type === 'linked_survey';
  return {
    name: assessment.name,
    description: assessment.description,
    category_id: assessment.category_id,
    type: assessment.type,
    answer_type: assessment.answer_type,
    questions: linked
      ? [newQuestion('one_to_five')]
      : assessment.questions.map((question) => ({
          key: question.id,
          id: question.id,
          body: question.body,
          answer_type: question.answer_type,
          ...(question.scale_start_label ? { scale_start_label: question.scale_start_label } : {}),
          ...(question.scale_end_label ? { scale_end_label: question.scale_end_label } : {}),
        })),
    link: linked ? (assessment.questions[0]?.body.en_US ?? '') : '',
  };
};

/** the rules the server applies, checked before sending so the form can point at the field */
export const checkDraft = (draft: AssessmentDraft): DraftErrors => {
  const errors: DraftErrors = {};
  if (!draft.name.en_US?.trim()) errors.name = SurveyMessages.titleRequired;
  if (!draft.category_id) errors.category_id = SurveyMessages.categoryRequired;
  if (draft.type === 'linked_survey') {
    if (!LINK_PATTERN.test(draft.link.trim())) errors.link = SurveyMessages.linkInvalid;
  } else if (!draft.questions.some((question) => question.body.en_US?.trim())) errors.questions = SurveyMessages.oneQuestionAtLeast;
  return errors;
};

export const requestOf = (draft: AssessmentDraft, linkedQuestionId?: string): AssessmentInput => ({
  name: draft.name,
  description: draft.description,
  category_id: draft.category_id,
  type: draft.type,
  answer_type: draft.type === 'linked_survey' ? 'linked_survey' : draft.answer_type,
  questions:
    draft.type === 'linked_survey'
      ? [{ index: 0, id: linkedQuestionId, body: { en_US: draft.link.trim() }, answer_type: 'linked_survey' }]
      : draft.questions.map((question, index) => ({
          index,
          id: question.id,
          body: question.body,
          answer_type: question.answer_type,
          ...(question.answer_type === 'one_to_ten' && question.scale_start_label ? { scale_start_label: question.scale_start_label } : {}),
          ...(question.answer_type === 'one_to_ten' && question.scale_end_label ? { scale_end_label: question.scale_end_label } : {}),
        })),
});
