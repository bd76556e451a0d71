// The respondent's way through a package link, as a pure reducer: the page renders `state`, dispatches what
// the person did, and performs the one side effect the state asks for (`state.submit`), then reports back.
// Steps as the product numbers them: 1 name pick, 2 credentials, 3 the assessment list, 4 to (question count
// + 3) the questions of one assessment, then the done screen; a collaboration assessment has steps 4
// (collaborators), 5 (managers), 6 (friendly collaborators), 7 (done).

export const TEXT_MAX = 500;
export const COLLABORATORS_MIN = 1;
export const COLLABORATORS_MAX = 10;
/** what a passed text answer is sent as: nothing written (the server records a pass, never a text) */
export const PASS_TEXT = '';
/** the scale value of Pass */
export const PASS_VALUE = 0;

export type ScaleType = 'one_to_five' | 'one_to_five_reversed' | 'one_to_ten';
export type FlowAnswerType =
  | ScaleType
  | 'text'
  | 'text_anonymous'
  | 'linked_survey'
  | 'select_collaborations'
  | 'select_manager_collaborations'
  | 'select_friendly_collaborations';

export type FlowQuestion = { id: string; answer_type: FlowAnswerType };
export type FlowAssessment = { id: string; answer_type: FlowAnswerType; questions: readonly FlowQuestion[] };

export type Answer = { question_id: string; answer_type: FlowAnswerType; answer_value: number | null; answer_body: string };
export type CollaborationType = 'default' | 'manager' | 'friendly';
export type Collaboration = { collaborator_id: string; collaboration_type: CollaborationType };

export type Submission<A extends FlowAssessment = FlowAssessment> = { assessment: A; answers: Answer[]; collaboration: Collaboration[] };

export type FlowState<A extends FlowAssessment = FlowAssessment> = {
  step: number;
  /** the assessments still to answer, in the package's order */
  remaining: A[];
  /** the assessment being answered (steps 4 and on) */
  current: A | null;
  answers: Record<string, Answer>;
  /** chosen collaborators, in the order chosen; each default or manager */
  collaborators: Collaboration[];
  friendly: string[];
  /** whether the current assessment is answered through the collaborator steps */
  collaborationMode: boolean;
  noticeConfirmed: boolean;
  /** set while answers wait to be sent; the page sends them and dispatches `submitted` or `failed` */
  submit: Submission<A> | null;
  /** the last assessment's answers are in: the thank-you screen */
  done: boolean;
  error: string | null;
};

export type FlowAction<A extends FlowAssessment = FlowAssessment> =
  | { type: 'picked' }
  | { type: 'changeName' }
  | { type: 'identified'; assessments: A[] }
  | { type: 'confirmNotice' }
  | { type: 'open'; assessmentId: string }
  | { type: 'answer'; answer: Answer }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'toggleCollaborator'; id: string }
  | { type: 'toggleManager'; id: string }
  | { type: 'toggleFriendly'; id: string }
  | { type: 'submitted' }
  | { type: 'failed'; detail: string }
  | { type: 'backToList' };

export const NAME_STEP = 1;
export const CREDENTIALS_STEP = 2;
export const LIST_STEP = 3;
export const FIRST_QUESTION_STEP = 4;
/** collaborator steps: collaborators, managers, friendly, then done */
export const COLLABORATOR_STEPS = { collaborators: 4, managers: 5, friendly: 6, done: 7 } as const;

export const initialFlow = <A extends FlowAssessment>(personal: boolean): FlowState<A> => ({
  // personal links know who is answering: the name and credential steps are skipped
  step: personal ? LIST_STEP : NAME_STEP,
  remaining: [],
  current: null,
  answers: {},
  collaborators: [],
  friendly: [],
  collaborationMode: false,
  noticeConfirmed: false,
  submit: null,
  done: false,
  error: null,
});

const isCollaboration = (assessment: FlowAssessment) =>
  assessment.answer_type === 'select_collaborations' ||
  assessment.questions.some((question) => question.answer_type === 'select_collaborations');

export const isScale = (type: FlowAnswerType): type is ScaleType =>
  type === 'one_to_five' || type === 'one_to_five_reversed' || type === 'one_to_ten';
export const isText = (type: FlowAnswerType) => type === 'text' || type === 'text_anonymous';

/**
 * The questions answered one per step: all but the collaborator picks. An assessment holding both (scale questions
 * and a collaborators question) shows its questions first, then the collaborator steps.
 */
export const questionSteps = (assessment: FlowAssessment): readonly FlowQuestion[] =>
  assessment.questions.filter((question) => !question.answer_type.startsWith('select_'));

/** the question a question step shows, or null on any other step */
export const currentQuestion = <A extends FlowAssessment>(state: FlowState<A>): FlowQuestion | null => {
  if (!state.current || state.collaborationMode) return null;
  return questionSteps(state.current)[state.step - FIRST_QUESTION_STEP] ?? null;
};

/** which collaborator step shows, or null */
export const collaboratorStage = (state: FlowState): 'collaborators' | 'managers' | 'friendly' | null => {
  if (!state.collaborationMode) return null;
  if (state.step === COLLABORATOR_STEPS.collaborators) return 'collaborators';
  if (state.step === COLLABORATOR_STEPS.managers) return 'managers';
  if (state.step === COLLABORATOR_STEPS.friendly) return 'friendly';
  return null;
};

/** Next is offered once the question has an answer; a text question may go on empty (it is then passed) */
export const canGoNext = (state: FlowState): boolean => {
  const question = currentQuestion(state);
  if (question) return isText(question.answer_type) || state.answers[question.id] !== undefined;
  const stage = collaboratorStage(state);
  if (stage === 'collaborators') return state.collaborators.length >= COLLABORATORS_MIN && state.collaborators.length <= COLLABORATORS_MAX;
  return stage !== null;
};

const answersOf = <A extends FlowAssessment>(state: FlowState<A>, assessment: A): Answer[] =>
  assessment.questions
    .filter((question) => !question.answer_type.startsWith('select_'))
    .map(
      (question) =>
        state.answers[question.id] ?? {
          // a text question left empty, or skipped over, is passed
          question_id: question.id,
          answer_type: question.answer_type,
          answer_value: isText(question.answer_type) ? null : PASS_VALUE,
          answer_body: PASS_TEXT,
        },
    );

const toSubmit = <A extends FlowAssessment>(state: FlowState<A>): FlowState<A> => {
  const assessment = state.current;
  if (!assessment) return state;
  const collaboration = state.collaborationMode
    ? [...state.collaborators, ...state.friendly.map((id): Collaboration => ({ collaborator_id: id, collaboration_type: 'friendly' }))]
    : [];
  return { ...state, submit: { assessment, answers: answersOf(state, assessment), collaboration }, error: null };
};

const cleared = <A extends FlowAssessment>(state: FlowState<A>): FlowState<A> => ({
  ...state,
  step: LIST_STEP,
  current: null,
  answers: {},
  collaborators: [],
  friendly: [],
  collaborationMode: false,
  submit: null,
  error: null,
});

export const flowReducer = <A extends FlowAssessment>(state: FlowState<A>, action: FlowAction<A>): FlowState<A> => {
  switch (action.type) {
    case 'picked':
      return state.step === NAME_STEP ? { ...state, step: CREDENTIALS_STEP } : state;
    case 'changeName':
      return state.step === CREDENTIALS_STEP ? { ...state, step: NAME_STEP } : state;
    case 'identified':
      return { ...cleared(state), remaining: action.assessments, done: false };
    case 'confirmNotice':
      return { ...state, noticeConfirmed: true };
    case 'open': {
      if (state.step !== LIST_STEP || !state.noticeConfirmed) return state;
      const assessment = state.remaining.find((candidate) => candidate.id === action.assessmentId);
      if (!assessment) return state;
      const opened: FlowState<A> = { ...cleared(state), current: assessment, step: FIRST_QUESTION_STEP, done: false };
      if (assessment.answer_type === 'linked_survey') {
        // the outside survey opens in a new tab; what is recorded here is one placeholder answer
        const question = assessment.questions[0];
        const answers = question
          ? {
              [question.id]: {
                question_id: question.id,
                answer_type: question.answer_type,
                answer_value: null,
                answer_body: 'Linked survey opened',
              },
            }
          : {};
        return toSubmit({ ...opened, answers });
      }
      // straight to the collaborator steps when there is no question to answer before them
      return { ...opened, collaborationMode: isCollaboration(assessment) && questionSteps(assessment).length === 0 };
    }
    case 'answer': {
      const question = currentQuestion(state);
      if (!question || question.id !== action.answer.question_id || state.submit) return state;
      const body = action.answer.answer_body.slice(0, TEXT_MAX);
      return { ...state, answers: { ...state.answers, [question.id]: { ...action.answer, answer_body: body } } };
    }
    case 'next': {
      if (!state.current || state.submit || !canGoNext(state)) return state;
      const question = currentQuestion(state);
      let answers = state.answers;
      if (question && isText(question.answer_type) && (answers[question.id]?.answer_body.trim() ?? '') === '') {
        answers = {
          ...answers,
          [question.id]: { question_id: question.id, answer_type: question.answer_type, answer_value: null, answer_body: PASS_TEXT },
        };
      }
      const step = state.step + 1;
      const last = state.collaborationMode ? COLLABORATOR_STEPS.friendly : questionSteps(state.current).length + LIST_STEP;
      // past the last question, an assessment that also asks for collaborators goes on to those steps
      if (step > last && !state.collaborationMode && isCollaboration(state.current))
        return { ...state, answers, step: COLLABORATOR_STEPS.collaborators, collaborationMode: true };
      // answers are sent once the step passes the last question
      if (step > last) return toSubmit({ ...state, answers, step });
      return { ...state, answers, step };
    }
    case 'back': {
      if (state.submit || !state.current) return state;
      const asked = questionSteps(state.current).length;
      // from the first collaborator step of an assessment with questions, back to its last question
      if (state.collaborationMode && state.step <= FIRST_QUESTION_STEP && asked > 0)
        return { ...state, collaborationMode: false, step: asked + LIST_STEP };
      // from the first question (or the first collaborator step) back to the list, leaving collaboration mode
      if (state.step <= FIRST_QUESTION_STEP) return cleared(state);
      return { ...state, step: state.step - 1 };
    }
    case 'toggleCollaborator': {
      if (collaboratorStage(state) !== 'collaborators') return state;
      const chosen = state.collaborators.some((entry) => entry.collaborator_id === action.id);
      if (chosen) return { ...state, collaborators: state.collaborators.filter((entry) => entry.collaborator_id !== action.id) };
      // at ten, the others cannot be chosen
      if (state.collaborators.length >= COLLABORATORS_MAX) return state;
      return { ...state, collaborators: [...state.collaborators, { collaborator_id: action.id, collaboration_type: 'default' }] };
    }
    case 'toggleManager': {
      if (collaboratorStage(state) !== 'managers') return state;
      return {
        ...state,
        collaborators: state.collaborators.map((entry) =>
          entry.collaborator_id === action.id
            ? { ...entry, collaboration_type: entry.collaboration_type === 'manager' ? 'default' : 'manager' }
            : entry,
        ),
      };
    }
    case 'toggleFriendly': {
      if (collaboratorStage(state) !== 'friendly') return state;
      if (state.friendly.includes(action.id)) return { ...state, friendly: state.friendly.filter((id) => id !== action.id) };
      if (state.friendly.length >= COLLABORATORS_MAX) return state;
      return { ...state, friendly: [...state.friendly, action.id] };
    }
    case 'submitted': {
      if (!state.submit) return state;
      const answered = state.submit.assessment.id;
      const linked = state.submit.assessment.answer_type === 'linked_survey';
      // a finished assessment leaves the list; a linked survey goes straight back to it
      return { ...cleared(state), remaining: state.remaining.filter((assessment) => assessment.id !== answered), done: !linked };
    }
    case 'failed':
      if (!state.submit) return state;
      if (state.submit.assessment.answer_type === 'linked_survey') return { ...cleared(state), error: action.detail };
      // the answers stay: the person can send them again from the last step
      return { ...state, submit: null, step: Math.max(FIRST_QUESTION_STEP, state.step - 1), error: action.detail };
    case 'backToList':
      return { ...cleared(state), done: false };
  }
};

/** the step counter of the question steps: "n of total"; `collaboratorsNext` when collaborator steps follow the last question */
export const questionCounter = (state: FlowState): { index: number; total: number; collaboratorsNext: boolean } | null => {
  const question = currentQuestion(state);
  if (!question || !state.current) return null;
  return { index: state.step - LIST_STEP, total: questionSteps(state.current).length, collaboratorsNext: isCollaboration(state.current) };
};
