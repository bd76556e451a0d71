import { describe, expect, it } from 'vitest';
import {
  type Answer,
  COLLABORATORS_MAX,
  type FlowAction,
  type FlowAssessment,
  type FlowState,
  canGoNext,
  collaboratorStage,
  currentQuestion,
  flowReducer,
  initialFlow,
  questionCounter,
} from './steps';

const five: FlowAssessment = {
  id: 'five',
  answer_type: 'one_to_five',
  questions: [
    { id: 'q1', answer_type: 'one_to_five' },
    { id: 'q2', answer_type: 'one_to_five_reversed' },
    { id: 'q3', answer_type: 'text' },
  ],
};
const collaboration: FlowAssessment = {
  id: 'network',
  answer_type: 'select_collaborations',
  questions: [
    { id: 'c1', answer_type: 'select_collaborations' },
    { id: 'c2', answer_type: 'select_manager_collaborations' },
    { id: 'c3', answer_type: 'select_friendly_collaborations' },
  ],
};
const mixed: FlowAssessment = {
  id: 'mixed',
  answer_type: 'one_to_ten',
  questions: [
    { id: 'm1', answer_type: 'one_to_ten' },
    { id: 'm2', answer_type: 'select_collaborations' },
    { id: 'm3', answer_type: 'one_to_five' },
  ],
};
const linked: FlowAssessment = { id: 'outside', answer_type: 'linked_survey', questions: [{ id: 'l1', answer_type: 'linked_survey' }] };

const run = (state: FlowState, ...actions: FlowAction[]) => actions.reduce(flowReducer, state);
const scale = (question_id: string, value: number): Answer => ({
  question_id,
  answer_type: 'one_to_five',
  answer_value: value,
  answer_body: '',
});
const atList = () => run(initialFlow(false), { type: 'picked' }, { type: 'identified', assessments: [five, collaboration, linked] });

describe('the respondent step flow', () => {
  it('goes name, credentials, list; a personal link starts at the list', () => {
    const start = initialFlow(false);
    expect(start.step).toBe(1);
    expect(run(start, { type: 'picked' }).step).toBe(2);
    expect(run(start, { type: 'picked' }, { type: 'changeName' }).step).toBe(1);
    expect(atList().step).toBe(3);
    expect(initialFlow(true).step).toBe(3);
  });

  it('opens nothing until the confidentiality notice is confirmed', () => {
    expect(run(atList(), { type: 'open', assessmentId: 'five' }).step).toBe(3);
    const opened = run(atList(), { type: 'confirmNotice' }, { type: 'open', assessmentId: 'five' });
    expect(opened.step).toBe(4);
    expect(currentQuestion(opened)?.id).toBe('q1');
    expect(questionCounter(opened)).toEqual({ index: 1, total: 3, collaboratorsNext: false });
  });

  it('keeps Next closed until a scale answer is chosen, and sends once the step passes the last question', () => {
    let state = run(atList(), { type: 'confirmNotice' }, { type: 'open', assessmentId: 'five' });
    expect(canGoNext(state)).toBe(false);
    expect(run(state, { type: 'next' }).step).toBe(4);
    state = run(state, { type: 'answer', answer: scale('q1', 4) }, { type: 'next' });
    expect(state.step).toBe(5);
    state = run(state, { type: 'answer', answer: scale('q2', 0) }, { type: 'next' });
    expect(state.step).toBe(6);
    // a text question may go on empty: it is passed
    expect(canGoNext(state)).toBe(true);
    state = run(state, { type: 'next' });
    expect(state.step).toBe(7);
    expect(state.submit?.answers).toEqual([
      scale('q1', 4),
      scale('q2', 0),
      // passed: nothing written, never the word 'Pass' (it would be stored as a comment)
      { question_id: 'q3', answer_type: 'text', answer_value: null, answer_body: '' },
    ]);
    // nothing moves while the answers are on their way
    expect(run(state, { type: 'back' })).toBe(state);
    const after = run(state, { type: 'submitted' });
    expect(after.done).toBe(true);
    expect(after.remaining.map((assessment) => assessment.id)).toEqual(['network', 'outside']);
    expect(run(after, { type: 'backToList' }).step).toBe(3);
  });

  it('cuts a text answer at 500 characters and goes back one step at a time, then to the list', () => {
    let state = run(atList(), { type: 'confirmNotice' }, { type: 'open', assessmentId: 'five' });
    state = run(
      state,
      { type: 'answer', answer: scale('q1', 5) },
      { type: 'next' },
      { type: 'answer', answer: scale('q2', 2) },
      { type: 'next' },
    );
    state = run(state, {
      type: 'answer',
      answer: { question_id: 'q3', answer_type: 'text', answer_value: null, answer_body: 'x'.repeat(600) },
    });
    expect(state.answers.q3?.answer_body).toHaveLength(500);
    state = run(state, { type: 'back' });
    expect(state.step).toBe(5);
    expect(state.answers.q2?.answer_value).toBe(2);
    state = run(state, { type: 'back' }, { type: 'back' });
    expect(state.step).toBe(3);
    expect(state.current).toBeNull();
  });

  it('keeps the answers when sending fails, on the last question, with the error', () => {
    let state = run(atList(), { type: 'confirmNotice' }, { type: 'open', assessmentId: 'five' });
    state = run(
      state,
      { type: 'answer', answer: scale('q1', 1) },
      { type: 'next' },
      { type: 'answer', answer: scale('q2', 1) },
      { type: 'next' },
      { type: 'next' },
    );
    state = run(state, { type: 'failed', detail: 'Some Error' });
    expect(state.step).toBe(6);
    expect(state.error).toBe('Some Error');
    expect(state.submit).toBeNull();
    expect(state.answers.q1?.answer_value).toBe(1);
  });

  it('takes a collaboration assessment through collaborators (1 to 10), managers and friendly collaborators', () => {
    let state = run(atList(), { type: 'confirmNotice' }, { type: 'open', assessmentId: 'network' });
    expect(collaboratorStage(state)).toBe('collaborators');
    expect(canGoNext(state)).toBe(false);
    for (let index = 1; index <= 11; index += 1) state = run(state, { type: 'toggleCollaborator', id: `p${index}` });
    // the eleventh is refused
    expect(state.collaborators).toHaveLength(COLLABORATORS_MAX);
    expect(state.collaborators.some((entry) => entry.collaborator_id === 'p11')).toBe(false);
    state = run(state, { type: 'toggleCollaborator', id: 'p10' });
    expect(state.collaborators).toHaveLength(9);
    state = run(state, { type: 'next' });
    expect(collaboratorStage(state)).toBe('managers');
    state = run(
      state,
      { type: 'toggleManager', id: 'p2' },
      { type: 'toggleManager', id: 'p3' },
      { type: 'toggleManager', id: 'p3' },
      { type: 'next' },
    );
    expect(collaboratorStage(state)).toBe('friendly');
    state = run(state, { type: 'toggleFriendly', id: 'p20' }, { type: 'next' });
    expect(state.submit?.answers).toEqual([]);
    const types = Object.fromEntries(state.submit?.collaboration.map((entry) => [entry.collaborator_id, entry.collaboration_type]) ?? []);
    expect(types).toMatchObject({ p1: 'default', p2: 'manager', p3: 'default', p20: 'friendly' });
    expect(state.submit?.collaboration).toHaveLength(10);
  });

  it('leaves collaboration mode when going back from the first collaborator step', () => {
    const state = run(atList(), { type: 'confirmNotice' }, { type: 'open', assessmentId: 'network' }, { type: 'back' });
    expect(state.step).toBe(3);
    expect(state.collaborationMode).toBe(false);
  });

  it('records a linked survey with one placeholder answer and returns to the list without the thank-you', () => {
    let state = run(atList(), { type: 'confirmNotice' }, { type: 'open', assessmentId: 'outside' });
    expect(state.submit?.answers).toHaveLength(1);
    expect(state.submit?.answers[0]?.question_id).toBe('l1');
    state = run(state, { type: 'submitted' });
    expect(state.step).toBe(3);
    expect(state.done).toBe(false);
    expect(state.remaining.map((assessment) => assessment.id)).toEqual(['five', 'network']);
  });

  it('shows an assessment of scale questions and a collaborators question as both kinds of steps', () => {
    const list = run(initialFlow(false), { type: 'picked' }, { type: 'identified', assessments: [mixed] }, { type: 'confirmNotice' });
    let state = run(list, { type: 'open', assessmentId: 'mixed' });
    expect(currentQuestion(state)?.id).toBe('m1');
    expect(questionCounter(state)).toEqual({ index: 1, total: 2, collaboratorsNext: true });
    state = run(state, { type: 'answer', answer: { ...scale('m1', 8), answer_type: 'one_to_ten' } }, { type: 'next' });
    expect(currentQuestion(state)?.id).toBe('m3');
    state = run(state, { type: 'answer', answer: scale('m3', 2) }, { type: 'next' });
    expect(collaboratorStage(state)).toBe('collaborators');
    expect(state.submit).toBeNull();
    // back from the first collaborator step returns to the last question
    expect(currentQuestion(run(state, { type: 'back' }))?.id).toBe('m3');
    state = run(
      state,
      { type: 'toggleCollaborator', id: 'p1' },
      { type: 'next' },
      { type: 'next' },
      { type: 'toggleFriendly', id: 'p1' },
      { type: 'next' },
    );
    expect(state.submit?.answers.map((answer) => [answer.question_id, answer.answer_value])).toEqual([
      ['m1', 8],
      ['m3', 2],
    ]);
    expect(state.submit?.collaboration).toEqual([
      { collaborator_id: 'p1', collaboration_type: 'default' },
      { collaborator_id: 'p1', collaboration_type: 'friendly' },
    ]);
  });
});
