import type { AnswerType, LanguageTag } from '@canopy/contracts/survey/api';
import {
  COLLABORATORS_MAX,
  isPassedText,
  RespondentMessages,
  TEXT_ANSWER_MAX,
  type CollaborationType,
} from '@canopy/contracts/survey/respondent';
import type { RecordedAnswer, RecordedCollaboration } from '@canopy/contracts/survey/responseEvents';
import { isScored, SCALE_MAX } from '@canopy/contracts/survey/scoring';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import { evolveResponse, type ResponseEvent, type ResponseState } from './response.ts';

// The route has found the link open, the participant in the link's workspace, the assessment in the package (with
// its questions and version) and which chosen collaborators are in the workspace; the decider judges the answers.

export type SubmittedAnswer = { question_id: string; answer_type: AnswerType; answer_value: number | null; answer_body: string };
export type SubmitAnswers = {
  type: 'SubmitAnswers';
  data: {
    package_id: string;
    workspace_id: string;
    team_id: string;
    cycle_id: string;
    link_id: string;
    participant_id: string;
    /** the assessment's own answer type is optional: a collaboration assessment is also known by its question */
    assessment: {
      id: string;
      version: number;
      answer_type?: AnswerType;
      questions: ReadonlyArray<{ id: string; answer_type: AnswerType }>;
    };
    answers: readonly SubmittedAnswer[];
    collaboration: ReadonlyArray<{ collaborator_id: string; collaboration_type: CollaborationType }>;
    /** the chosen collaborators who are participants of the workspace */
    collaborators_in_workspace: ReadonlySet<string>;
    identified_by: 'personal_link' | 'credential';
    now: string;
    /** the respondent page's language, when it said */
    language?: LanguageTag;
    /**
     * random ids, minted for this command alone, one per anonymous answer (at least): the keys of the anonymous
     * texts' rows in the read models (docs/decisions/0148), which nothing else may derive or join on
     */
    anonymous_text_ids: readonly string[];
  };
};
export type ResponseCommand = SubmitAnswers;

const TEXT_TYPES: ReadonlySet<AnswerType> = new Set(['text', 'text_anonymous']);
const refuse = (message: string) => new DomainError(message, 400);

/** one recorded answer: a position on the scale as chosen (survey/scoring.ts; 0 is Pass), or a text (empty is Pass), or a collaboration / linked survey placeholder */
const recorded = (answer: SubmittedAnswer, type: AnswerType): RecordedAnswer => {
  if (answer.answer_type !== type) throw refuse(RespondentMessages.questionNotInAssessment);
  if (isScored(type)) {
    const max = SCALE_MAX[type];
    const value = answer.answer_value ?? 0;
    if (!Number.isInteger(value) || value < 0 || value > max) throw refuse(RespondentMessages.valueOutOfScale);
    return { question_id: answer.question_id, answer_type: type, value, passed: value === 0 };
  }
  if (TEXT_TYPES.has(type)) {
    if ([...answer.answer_body].length > TEXT_ANSWER_MAX) throw refuse(RespondentMessages.textTooLong);
    // an anonymous answer tells nothing here, not even whether it was passed (docs/decisions/0036)
    if (type === 'text_anonymous') return { question_id: answer.question_id, answer_type: type, value: null, passed: false };
    return { question_id: answer.question_id, answer_type: type, value: null, passed: isPassedText(answer.answer_body) };
  }
  return { question_id: answer.question_id, answer_type: type, value: null, passed: false };
};

const isCollaboration = (assessment: SubmitAnswers['data']['assessment']) =>
  assessment.answer_type === 'select_collaborations' ||
  assessment.questions.some((question) => question.answer_type === 'select_collaborations');

/**
 * The relations chosen, each kept: the collaborators step (each default or manager: a manager is a collaborator
 * marked so) and the friendly step are separate relations, so a colleague chosen in both is recorded twice, once
 * per relation. Each step holds at most ten, as the page offers; a repeat within a step is one choice.
 */
const relationsOf = (data: SubmitAnswers['data']): RecordedCollaboration[] => {
  const collaborators = new Map<string, CollaborationType>();
  const friendly = new Set<string>();
  for (const entry of data.collaboration) {
    if (entry.collaborator_id === data.participant_id) throw refuse(RespondentMessages.collaboratorIsSelf);
    if (!data.collaborators_in_workspace.has(entry.collaborator_id)) throw refuse(RespondentMessages.collaboratorNotInWorkspace);
    if (entry.collaboration_type === 'friendly') friendly.add(entry.collaborator_id);
    else if (collaborators.get(entry.collaborator_id) !== 'manager') collaborators.set(entry.collaborator_id, entry.collaboration_type);
  }
  if (collaborators.size > COLLABORATORS_MAX || friendly.size > COLLABORATORS_MAX) throw refuse(RespondentMessages.tooManyCollaborators);
  return [
    ...[...collaborators].map(([collaborator_id, collaboration_type]) => ({ collaborator_id, collaboration_type })),
    ...[...friendly].map((collaborator_id) => ({ collaborator_id, collaboration_type: 'friendly' as const })),
  ];
};

export const decideResponse = (command: ResponseCommand, state: ResponseState): ResponseEvent[] => {
  const { data } = command;
  // one submission per participant, assessment and cycle: a repeat changes nothing
  if (state.submitted.has(data.assessment.id)) return [];
  const questions = new Map(data.assessment.questions.map((question) => [question.id, question.answer_type]));
  const seen = new Set<string>();
  const answers = data.answers.map((answer) => {
    const type = questions.get(answer.question_id);
    if (!type || seen.has(answer.question_id)) throw refuse(RespondentMessages.questionNotInAssessment);
    seen.add(answer.question_id);
    return recorded(answer, type);
  });
  const missing = data.assessment.questions.some((question) => !question.answer_type.startsWith('select_') && !seen.has(question.id));
  if (missing) throw refuse(RespondentMessages.answersMissing);
  const collaboration = relationsOf(data);
  if (isCollaboration(data.assessment) && !collaboration.some((entry) => entry.collaboration_type !== 'friendly'))
    throw refuse(RespondentMessages.noCollaborators);
  const texts = Object.fromEntries(
    data.answers
      .filter((answer) => answer.answer_type === 'text' && !isPassedText(answer.answer_body))
      .map((answer) => [answer.question_id, answer.answer_body]),
  );
  return [
    {
      type: 'AssessmentResponseSubmitted',
      data: {
        package_id: data.package_id,
        workspace_id: data.workspace_id,
        team_id: data.team_id,
        cycle_id: data.cycle_id,
        link_id: data.link_id,
        participant_id: data.participant_id,
        assessment_id: data.assessment.id,
        assessment_version: data.assessment.version,
        answers,
        collaboration,
        texts: Object.keys(texts).length === 0 ? null : texts,
        identified_by: data.identified_by,
        submitted_at: data.now,
        ...(data.language ? { language: data.language } : {}),
      },
    },
    ...anonymousTextsOf(command),
  ];
};

/**
 * The anonymous texts of an accepted submission, each an event of its own appended with it (docs/decisions/0148):
 * no participant, link, submission time finer than the day, nor anything of the submission's event; keyed in the
 * read models by a random id of its own.
 */
export const anonymousTextsOf = (command: SubmitAnswers): Array<Extract<ResponseEvent, { type: 'AnonymousTextAnswered' }>> => {
  const day = command.data.now.slice(0, 10);
  const ids = command.data.anonymous_text_ids;
  return command.data.answers
    .filter((answer) => answer.answer_type === 'text_anonymous' && !isPassedText(answer.answer_body))
    .map((answer, index) => ({
      type: 'AnonymousTextAnswered' as const,
      data: {
        package_id: command.data.package_id,
        workspace_id: command.data.workspace_id,
        team_id: command.data.team_id,
        cycle_id: command.data.cycle_id,
        assessment_id: command.data.assessment.id,
        assessment_version: command.data.assessment.version,
        question_id: answer.question_id,
        text: answer.answer_body,
        answered_on: day,
        ...(command.data.language ? { language: command.data.language } : {}),
        text_id: textIdOf(ids, index),
      },
    }));
};

const textIdOf = (ids: readonly string[], index: number) => {
  const id = ids[index];
  // a programming error, not the respondent's: the handler mints one per anonymous answer
  if (id === undefined) throw new Error('an anonymous answer has no id minted for it');
  return id;
};

export const responseDecider: Decider<ResponseCommand, ResponseEvent, ResponseState> = {
  initialState: () => ({ submitted: new Map() }),
  decide: decideResponse,
  evolve: evolveResponse,
};
