import type { AnswerType, LanguageTag } from '@canopy/contracts/survey/api';
import { COLLABORATORS_MAX, RespondentMessages, TEXT_ANSWER_MAX, type CollaborationType } from '@canopy/contracts/survey/respondent';
import type { RecordedAnswer } from '@canopy/contracts/survey/responseEvents';
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
    assessment: { id: string; version: number; questions: ReadonlyArray<{ id: string; answer_type: AnswerType }> };
    answers: readonly SubmittedAnswer[];
    collaboration: ReadonlyArray<{ collaborator_id: string; collaboration_type: CollaborationType }>;
    /** the chosen collaborators who are participants of the workspace */
    collaborators_in_workspace: ReadonlySet<string>;
    identified_by: 'personal_link' | 'credential';
    now: string;
    /** the respondent page's language, when it said */
    language?: LanguageTag;
  };
};
export type ResponseCommand = SubmitAnswers;

const SCALE_MAX: Partial<Record<AnswerType, number>> = { one_to_five: 5, one_to_five_reversed: 5, one_to_ten: 10 };
const TEXT_TYPES: ReadonlySet<AnswerType> = new Set(['text', 'text_anonymous']);
const refuse = (message: string) => new DomainError(message, 400);

/** one recorded answer: a scale value (0 is Pass), or a text (empty is Pass), or a collaboration / linked survey placeholder */
const recorded = (answer: SubmittedAnswer, type: AnswerType): RecordedAnswer => {
  if (answer.answer_type !== type) throw refuse(RespondentMessages.questionNotInAssessment);
  const max = SCALE_MAX[type];
  if (max !== undefined) {
    const value = answer.answer_value ?? 0;
    if (!Number.isInteger(value) || value < 0 || value > max) throw refuse(RespondentMessages.valueOutOfScale);
    return { question_id: answer.question_id, answer_type: type, value, passed: value === 0 };
  }
  if (TEXT_TYPES.has(type)) {
    if ([...answer.answer_body].length > TEXT_ANSWER_MAX) throw refuse(RespondentMessages.textTooLong);
    // an anonymous answer tells nothing here, not even whether it was passed (docs/decisions/0036)
    if (type === 'text_anonymous') return { question_id: answer.question_id, answer_type: type, value: null, passed: false };
    return { question_id: answer.question_id, answer_type: type, value: null, passed: answer.answer_body.trim() === '' };
  }
  return { question_id: answer.question_id, answer_type: type, value: null, passed: false };
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
  const chosen = new Map<string, CollaborationType>();
  for (const entry of data.collaboration) {
    if (entry.collaborator_id === data.participant_id) throw refuse(RespondentMessages.collaboratorIsSelf);
    if (!data.collaborators_in_workspace.has(entry.collaborator_id)) throw refuse(RespondentMessages.collaboratorNotInWorkspace);
    chosen.set(entry.collaborator_id, entry.collaboration_type);
  }
  if (chosen.size > COLLABORATORS_MAX) throw refuse(RespondentMessages.tooManyCollaborators);
  const texts = Object.fromEntries(
    data.answers
      .filter((answer) => answer.answer_type === 'text' && answer.answer_body.trim() !== '')
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
        collaboration: [...chosen].map(([collaborator_id, collaboration_type]) => ({ collaborator_id, collaboration_type })),
        texts: Object.keys(texts).length === 0 ? null : texts,
        identified_by: data.identified_by,
        submitted_at: data.now,
        ...(data.language ? { language: data.language } : {}),
      },
    },
  ];
};

/** the anonymous texts of an accepted submission: what goes, apart and unlinked, to `anonymous-text-<random id>` */
export const anonymousTextsOf = (command: SubmitAnswers) => {
  const day = command.data.now.slice(0, 10);
  return command.data.answers
    .filter((answer) => answer.answer_type === 'text_anonymous' && answer.answer_body.trim() !== '')
    .map((answer) => ({
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
      },
    }));
};

export const responseDecider: Decider<ResponseCommand, ResponseEvent, ResponseState> = {
  initialState: () => ({ submitted: new Map() }),
  decide: decideResponse,
  evolve: evolveResponse,
};
