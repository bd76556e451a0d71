import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, expect, it } from 'vitest';
import { anonymousTextsOf, responseDecider, type SubmitAnswers, type SubmittedAnswer } from './decide.ts';
import type { ResponseEvent } from './response.ts';

const spec = deciderSpec(responseDecider);
const now = '2026-11-24T10:00:00.000Z';
const questions = [
  { id: 'q1', answer_type: 'one_to_five' as const },
  { id: 'q2', answer_type: 'text' as const },
  { id: 'q3', answer_type: 'text_anonymous' as const },
  { id: 'q4', answer_type: 'one_to_ten' as const },
];
const answer = (
  question_id: string,
  answer_type: SubmittedAnswer['answer_type'],
  answer_value: number | null,
  answer_body = '',
): SubmittedAnswer => ({
  question_id,
  answer_type,
  answer_value,
  answer_body,
});
const collaborationAssessment = {
  id: 'a2',
  version: 1,
  answer_type: 'select_collaborations' as const,
  questions: [{ id: 'c1', answer_type: 'select_collaborations' as const }],
};
const submit = (change: Partial<SubmitAnswers['data']> = {}): SubmitAnswers => ({
  type: 'SubmitAnswers',
  data: {
    package_id: 'p1',
    workspace_id: 'w1',
    team_id: 't1',
    cycle_id: 'c1',
    link_id: 'L1',
    participant_id: 'ann',
    assessment: { id: 'a1', version: 3, questions },
    answers: [
      answer('q1', 'one_to_five', 4),
      answer('q2', 'text', null, 'More coffee'),
      answer('q3', 'text_anonymous', null, 'A secret'),
      answer('q4', 'one_to_ten', 0),
    ],
    collaboration: [{ collaborator_id: 'bob', collaboration_type: 'manager' }],
    collaborators_in_workspace: new Set(['bob']),
    identified_by: 'credential',
    now,
    anonymous_text_ids: ['text-7f3a'],
    ...change,
  },
});
const submitted: ResponseEvent = {
  type: 'AssessmentResponseSubmitted',
  data: {
    package_id: 'p1',
    workspace_id: 'w1',
    team_id: 't1',
    cycle_id: 'c1',
    link_id: 'L1',
    participant_id: 'ann',
    assessment_id: 'a1',
    assessment_version: 3,
    answers: [
      { question_id: 'q1', answer_type: 'one_to_five', value: 4, passed: false },
      { question_id: 'q2', answer_type: 'text', value: null, passed: false },
      { question_id: 'q3', answer_type: 'text_anonymous', value: null, passed: false },
      { question_id: 'q4', answer_type: 'one_to_ten', value: 0, passed: true },
    ],
    collaboration: [{ collaborator_id: 'bob', collaboration_type: 'manager' }],
    texts: { q2: 'More coffee' },
    identified_by: 'credential',
    submitted_at: now,
  },
};
/** the anonymous text of `submit()`, appended with it: no participant, link or time finer than the day */
const anonymousText: ResponseEvent = {
  type: 'AnonymousTextAnswered',
  data: {
    package_id: 'p1',
    workspace_id: 'w1',
    team_id: 't1',
    cycle_id: 'c1',
    assessment_id: 'a1',
    assessment_version: 3,
    question_id: 'q3',
    text: 'A secret',
    answered_on: '2026-11-24',
    text_id: 'text-7f3a',
  },
};
/** the submission among a decision's events */
const submissionOf = (events: ResponseEvent[]) => {
  const found = events.find((event) => event.type === 'AssessmentResponseSubmitted');
  if (!found) throw new Error('no submission decided');
  return found.data;
};

describe('Response', () => {
  it('records the answers with the version answered; named text sealed apart, anonymous text as an event of its own', () => {
    spec.given([]).when(submit()).then([submitted, anonymousText]);
  });

  it('appends nothing, anonymous text included, on a repeat after a submission that carried one', () => {
    spec.given([submitted, anonymousText]).when(submit()).then([]);
  });

  it('changes nothing on a repeat of the same assessment in the cycle', () => {
    spec
      .given([submitted])
      .when(submit({ answers: [answer('q1', 'one_to_five', 1)] }))
      .then([]);
  });

  it('refuses values outside the scale, unknown or repeated questions and a mismatched type', () => {
    spec
      .given([])
      .when(submit({ answers: [answer('q1', 'one_to_five', 6)] }))
      .thenThrows('An answer is outside the scale of its question', 400);
    spec
      .given([])
      .when(submit({ answers: [answer('q9', 'one_to_five', 1)] }))
      .thenThrows('An answer names a question the assessment does not have', 400);
    spec
      .given([])
      .when(submit({ answers: [answer('q1', 'one_to_five', 1), answer('q1', 'one_to_five', 2)] }))
      .thenThrows(/question the assessment does not have/, 400);
    spec
      .given([])
      .when(submit({ answers: [answer('q1', 'text', null, 'hi')] }))
      .thenThrows(/question the assessment does not have/, 400);
    spec
      .given([])
      .when(submit({ answers: [answer('q2', 'text', null, 'x'.repeat(501))] }))
      .thenThrows('Text answers may hold at most 500 characters', 400);
  });

  it('refuses collaborators outside the workspace, oneself, and more than ten', () => {
    spec
      .given([])
      .when(submit({ collaboration: [{ collaborator_id: 'zed', collaboration_type: 'default' }] }))
      .thenThrows('A chosen collaborator is not in this workspace', 400);
    spec
      .given([])
      .when(submit({ collaboration: [{ collaborator_id: 'ann', collaboration_type: 'default' }] }))
      .thenThrows('You cannot choose yourself as a collaborator', 400);
    const eleven = Array.from({ length: 11 }, (_, n) => `p${n}`);
    spec
      .given([])
      .when(
        submit({
          collaboration: eleven.map((collaborator_id) => ({ collaborator_id, collaboration_type: 'default' as const })),
          collaborators_in_workspace: new Set(eleven),
        }),
      )
      .thenThrows('You can choose at most 10 collaborators', 400);
  });

  it('keeps each relation of a colleague chosen in two steps, and allows ten in each step', () => {
    const ten = Array.from({ length: 10 }, (_, n) => `p${n}`);
    const collaboration = [
      ...ten.map((collaborator_id, n) => ({ collaborator_id, collaboration_type: n === 0 ? ('manager' as const) : ('default' as const) })),
      { collaborator_id: 'p0', collaboration_type: 'friendly' as const },
      { collaborator_id: 'bob', collaboration_type: 'friendly' as const },
    ];
    const event = submissionOf(
      responseDecider.decide(
        submit({ assessment: collaborationAssessment, answers: [], collaboration, collaborators_in_workspace: new Set([...ten, 'bob']) }),
        responseDecider.initialState(),
      ),
    );
    expect(event.collaboration).toEqual([
      { collaborator_id: 'p0', collaboration_type: 'manager' },
      ...ten.slice(1).map((collaborator_id) => ({ collaborator_id, collaboration_type: 'default' })),
      { collaborator_id: 'p0', collaboration_type: 'friendly' },
      { collaborator_id: 'bob', collaboration_type: 'friendly' },
    ]);
    const eleven = Array.from({ length: 11 }, (_, n) => `p${n}`);
    spec
      .given([])
      .when(
        submit({
          assessment: collaborationAssessment,
          answers: [],
          collaboration: [
            { collaborator_id: 'bob', collaboration_type: 'default' },
            ...eleven.map((collaborator_id) => ({ collaborator_id, collaboration_type: 'friendly' as const })),
          ],
          collaborators_in_workspace: new Set([...eleven, 'bob']),
        }),
      )
      .thenThrows('You can choose at most 10 collaborators', 400);
  });

  it('refuses an empty submission: a survey without its answers, a collaboration without a collaborator', () => {
    spec
      .given([])
      .when(submit({ answers: [] }))
      .thenThrows('Answer every question, or pass it', 400);
    spec
      .given([])
      .when(submit({ answers: [answer('q1', 'one_to_five', 4)] }))
      .thenThrows('Answer every question, or pass it', 400);
    spec
      .given([])
      .when(submit({ assessment: collaborationAssessment, answers: [], collaboration: [] }))
      .thenThrows('You have to choose at least one collaborator', 400);
    spec
      .given([])
      .when(
        submit({
          assessment: collaborationAssessment,
          answers: [],
          collaboration: [{ collaborator_id: 'bob', collaboration_type: 'friendly' }],
        }),
      )
      .thenThrows('You have to choose at least one collaborator', 400);
  });

  it("records a passed text as a pass: the page's 'Pass' is neither a named text nor an anonymous one", () => {
    const passing = submit({
      answers: [
        answer('q1', 'one_to_five', 0),
        answer('q2', 'text', null, 'Pass'),
        answer('q3', 'text_anonymous', null, 'Pass'),
        answer('q4', 'one_to_ten', 7),
      ],
    });
    const events = responseDecider.decide(passing, responseDecider.initialState());
    expect(events.map((event) => event.type)).toEqual(['AssessmentResponseSubmitted']);
    const event = submissionOf(events);
    expect(event.answers.find((item) => item.question_id === 'q2')).toEqual({
      question_id: 'q2',
      answer_type: 'text',
      value: null,
      passed: true,
    });
    expect(event.texts).toBeNull();
    expect(anonymousTextsOf(passing)).toEqual([]);
  });

  it('gives anonymous texts without the participant, the link, a time finer than the day or anything of the submission event', () => {
    const events = responseDecider.decide(submit(), responseDecider.initialState());
    const anonymous = events.filter((event) => event.type === 'AnonymousTextAnswered');
    expect(anonymous).toEqual([anonymousText]);
    expect(JSON.stringify(anonymous)).not.toMatch(/ann|L1|10:00|credential/);
    expect(anonymousTextsOf(submit())).toEqual([anonymousText]);
  });

  it('keys each anonymous text by an id of its own, in the order of the answers, and refuses to decide without one', () => {
    const two = submit({
      assessment: { id: 'a1', version: 3, questions: [...questions, { id: 'q5', answer_type: 'text_anonymous' as const }] },
      answers: [...submit().data.answers, answer('q5', 'text_anonymous', null, 'Another secret')],
      anonymous_text_ids: ['first', 'second'],
    });
    expect(anonymousTextsOf(two).map((event) => [event.data.question_id, event.data.text_id])).toEqual([
      ['q3', 'first'],
      ['q5', 'second'],
    ]);
    expect(() => responseDecider.decide(submit({ anonymous_text_ids: [] }), responseDecider.initialState())).toThrow(
      'an anonymous answer has no id minted for it',
    );
  });

  it('reads anonymous texts on the stream as nothing answered: only the submission marks its assessment', () => {
    const state = responseDecider.evolve(responseDecider.initialState(), anonymousText);
    expect(state.submitted.size).toBe(0);
    spec.given([anonymousText]).when(submit()).then([submitted, anonymousText]);
  });
});
