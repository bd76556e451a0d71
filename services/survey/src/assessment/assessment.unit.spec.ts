import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, expect, it } from 'vitest';
import type { AssessmentEvent, AssessmentState } from './assessment.ts';
import type { ContentDraft } from './content.ts';
import { assessmentDecider } from './decide.ts';

const spec = deciderSpec(assessmentDecider);
const now = '2026-11-24T10:00:00.000Z';
const later = '2026-11-24T11:00:00.000Z';
const draft = (change: Partial<ContentDraft> = {}): ContentDraft => ({
  category_id: 'c1',
  name: { en_US: 'Engagement', es_ES: 'Compromiso' },
  description: {},
  type: 'survey',
  answer_type: 'one_to_five',
  is_cloneable: true,
  questions: [{ index: 0, id: 'q1', body: { en_US: 'I am proud to work here' }, answer_type: 'one_to_five' }],
  ...change,
});
const create = (change: Partial<ContentDraft> = {}, category_exists = true) =>
  ({
    type: 'CreateAssessment',
    data: {
      assessment_id: 'a1',
      team_id: 't1',
      origin: 'custom',
      collection: null,
      code: 'CA-1',
      draft: draft(change),
      category_exists,
      by: 'ada',
      now,
    },
  }) as const;
const content = {
  category_id: 'c1',
  name: { en_US: 'Engagement', es_ES: 'Compromiso' },
  description: {},
  type: 'survey',
  answer_type: 'one_to_five',
  is_cloneable: true,
  questions: [{ index: 0, id: 'q1', body: { en_US: 'I am proud to work here' }, answer_type: 'one_to_five' }],
} as const;
const created: AssessmentEvent = {
  type: 'AssessmentCreated',
  data: {
    assessment_id: 'a1',
    team_id: 't1',
    origin: 'custom',
    collection: null,
    code: 'CA-1',
    version: 1,
    ...content,
    questions: [...content.questions],
    copied_from: null,
    created_by: 'ada',
    created_at: now,
  },
};
const revise = (change: Partial<ContentDraft> = {}, team_id = 't1') =>
  ({ type: 'ReviseAssessment', data: { team_id, draft: draft(change), category_exists: true, now: later } }) as const;
const archived: AssessmentEvent = { type: 'AssessmentArchived', data: { assessment_id: 'a1', archived_at: later } };
const answered: AssessmentEvent = { type: 'AssessmentAnswered', data: { assessment_id: 'a1', answered_at: later } };

describe('Assessment', () => {
  it('is created with its questions renumbered and blank ones dropped', () => {
    spec
      .given([])
      .when(
        create({
          questions: [
            { index: 3, id: 'q1', body: { en_US: ' I am proud to work here ' }, answer_type: 'one_to_five' },
            { index: 5, id: 'q2', body: { en_US: ' ' }, answer_type: 'text' },
          ],
        }),
      )
      .then([created]);
  });

  it("keeps a ten-point question's own end labels, trimmed, and drops them from other types", () => {
    const [event] = assessmentDecider.decide(
      create({
        questions: [
          {
            index: 0,
            id: 'q1',
            body: { en_US: 'How likely are you to recommend us?' },
            answer_type: 'one_to_ten',
            scale_start_label: { en_US: ' Never ', he_IL: 'אף פעם' },
            scale_end_label: { en_US: 'Surely', es_ES: ' ' },
          },
          { index: 1, id: 'q2', body: { en_US: 'I am proud' }, answer_type: 'one_to_five', scale_start_label: { en_US: 'No' } },
        ],
      }),
      assessmentDecider.initialState(),
    );
    expect(event?.type === 'AssessmentCreated' && event.data.questions).toEqual([
      {
        index: 0,
        id: 'q1',
        body: { en_US: 'How likely are you to recommend us?' },
        answer_type: 'one_to_ten',
        scale_start_label: { en_US: 'Never', he_IL: 'אף פעם' },
        scale_end_label: { en_US: 'Surely' },
      },
      { index: 1, id: 'q2', body: { en_US: 'I am proud' }, answer_type: 'one_to_five' },
    ]);
  });

  it('needs a title, a category of the team and a question, in that order', () => {
    spec
      .given([])
      .when(create({ name: { en_US: ' ' }, category_id: null }))
      .thenThrows('Title is required', 400);
    spec
      .given([])
      .when(create({ category_id: null }))
      .thenThrows('Category is required', 400);
    spec.given([]).when(create({}, false)).thenThrows('Could not find cat', 404);
    spec
      .given([])
      .when(create({ questions: [{ index: 0, id: 'q1', body: { en_US: '' }, answer_type: 'text' }] }))
      .thenThrows('In assessment should be at least one question', 400);
  });

  it('makes a linked survey of one question holding a web link', () => {
    const link = (body: string) => ({ index: 0, id: 'q1', body: { en_US: body }, answer_type: 'text' as const });
    spec
      .given([])
      .when(create({ type: 'linked_survey', questions: [link('https://forms.example.com/x'), link('https://b.example.com')] }))
      .thenThrows('A linked survey has only one question', 400);
    spec
      .given([])
      .when(create({ type: 'linked_survey', questions: [link('forms.example.com')] }))
      .thenThrows('Please, enter the correct link with https:// or http:// and the domain name', 400);
    spec
      .given([])
      .when(create({ type: 'linked_survey', questions: [link('https://localhost')] }))
      .thenThrows('Please, enter the correct link with https:// or http:// and the domain name', 400);
    spec
      .given([])
      .when(create({ type: 'linked_survey', questions: [link('https://forms.example.com/pulse')] }))
      .then([
        {
          type: 'AssessmentCreated',
          data: {
            ...created.data,
            type: 'linked_survey',
            answer_type: 'linked_survey',
            questions: [{ index: 0, id: 'q1', body: { en_US: 'https://forms.example.com/pulse' }, answer_type: 'linked_survey' }],
          } as never,
        },
      ]);
  });

  it('is revised to a new version when its content changed', () => {
    spec.given([created]).when(revise()).then([]);
    spec
      .given([created])
      .when(revise({ name: { en_US: 'Engagement pulse' } }))
      .then([
        {
          type: 'AssessmentRevised',
          data: {
            assessment_id: 'a1',
            version: 2,
            ...content,
            name: { en_US: 'Engagement pulse' },
            questions: [...content.questions],
            revised_at: later,
          },
        },
      ]);
  });

  it('is locked once its answers say it was answered, even with no AssessmentAnswered on its stream', () => {
    const byAnswers = { ...revise({ name: { en_US: 'Other' } }), data: { ...revise({ name: { en_US: 'Other' } }).data, answered: true } };
    spec.given([created]).when(byAnswers).thenThrows('This assessment has already been answered and cannot be edited', 409);
  });

  it('is locked once answered, unless it is a linked survey', () => {
    spec
      .given([created, answered])
      .when(revise({ name: { en_US: 'Other' } }))
      .thenThrows('This assessment has already been answered and cannot be edited', 409);
    const linked: AssessmentEvent = {
      type: 'AssessmentCreated',
      data: {
        ...created.data,
        type: 'linked_survey',
        answer_type: 'linked_survey',
        questions: [{ index: 0, id: 'q1', body: { en_US: 'https://a.example.com' }, answer_type: 'linked_survey' }],
      },
    };
    const newLink = {
      type: 'linked_survey' as const,
      questions: [{ index: 0, id: 'q1', body: { en_US: 'https://b.example.com' }, answer_type: 'linked_survey' as const }],
    };
    spec
      .given([linked, answered])
      .when(revise(newLink))
      .then([
        {
          type: 'AssessmentRevised',
          data: {
            assessment_id: 'a1',
            version: 2,
            ...content,
            type: 'linked_survey',
            answer_type: 'linked_survey',
            questions: newLink.questions,
            revised_at: later,
          } as never,
        },
      ]);
  });

  it("is another team's to see only if it is in the default library, and never to change", () => {
    spec.given([created]).when(revise({}, 't2')).thenThrows('Could not find assessment', 404);
    const byDefault: AssessmentEvent = {
      type: 'AssessmentCreated',
      data: { ...created.data, team_id: null, origin: 'default', collection: 'canopy' },
    };
    spec.given([byDefault]).when(revise({}, 't2')).thenThrows('Default assessments cannot be edited', 403);
    spec
      .given([byDefault])
      .when({ type: 'ArchiveAssessment', data: { team_id: 't2', now } })
      .thenThrows('Default assessments cannot be edited', 403);
    spec
      .given([byDefault])
      .when({ type: 'DeleteAssessment', data: { team_id: 't2', by: 'bea', now } })
      .thenThrows('Default assessments cannot be edited', 403);
  });

  it('is archived, unarchived into a category of the team, and deleted', () => {
    spec
      .given([created])
      .when({ type: 'ArchiveAssessment', data: { team_id: 't1', now: later } })
      .then([archived]);
    spec
      .given([created, archived])
      .when({ type: 'ArchiveAssessment', data: { team_id: 't1', now: later } })
      .thenThrows('The assessment is already archived', 409);
    spec
      .given([created])
      .when({ type: 'UnarchiveAssessment', data: { team_id: 't1', category_id: 'c2', category_exists: true, now } })
      .thenThrows('The assessment is not archived', 409);
    spec
      .given([created, archived])
      .when({ type: 'UnarchiveAssessment', data: { team_id: 't1', category_id: 'c9', category_exists: false, now } })
      .thenThrows('Could not find cat', 404);
    spec
      .given([created, archived])
      .when({ type: 'UnarchiveAssessment', data: { team_id: 't1', category_id: 'c2', category_exists: true, now: later } })
      .then([{ type: 'AssessmentUnarchived', data: { assessment_id: 'a1', category_id: 'c2', unarchived_at: later } }]);
    const deleted: AssessmentEvent = { type: 'AssessmentDeleted', data: { assessment_id: 'a1', deleted_by: 'ada', deleted_at: later } };
    spec
      .given([created, archived])
      .when({ type: 'DeleteAssessment', data: { team_id: 't1', by: 'ada', now: later } })
      .then([deleted]);
    spec
      .given([created, deleted])
      .when({ type: 'ArchiveAssessment', data: { team_id: 't1', now } })
      .thenThrows('Could not find assessment', 404);
  });

  describe('copies', () => {
    const byDefault: AssessmentEvent = {
      type: 'AssessmentCreated',
      data: { ...created.data, assessment_id: 'd1', team_id: null, origin: 'default', collection: 'canopy', code: 'CNP-ENG', version: 3 },
    };
    const stateOf = (...events: AssessmentEvent[]): AssessmentState =>
      events.reduce(assessmentDecider.evolve, assessmentDecider.initialState());
    const copy = (mode: 'clone' | 'duplicate', source: AssessmentState, category_id: string | null = 'c7', category_exists = true) =>
      ({
        type: 'CopyAssessment',
        data: { assessment_id: 'a2', team_id: 't1', mode, source, category_id, category_exists, code: 'CA-2', by: 'ada', now: later },
      }) as const;

    it('clones a default assessment into a chosen category of the team, keeping its code and version', () => {
      spec
        .given([])
        .when(copy('clone', stateOf(byDefault)))
        .then([
          {
            type: 'AssessmentCreated',
            data: {
              ...byDefault.data,
              assessment_id: 'a2',
              team_id: 't1',
              origin: 'custom',
              collection: null,
              category_id: 'c7',
              copied_from: 'd1',
              created_by: 'ada',
              created_at: later,
            } as never,
          },
        ]);
      spec
        .given([])
        .when(copy('clone', stateOf(byDefault), null))
        .thenThrows('Category is required', 400);
      spec
        .given([])
        .when(copy('clone', stateOf(byDefault), 'cx', false))
        .thenThrows('Could not find cat', 404);
      spec
        .given([])
        .when(copy('clone', stateOf(created)))
        .thenThrows('Only assessments of the default library are cloned; duplicate your own assessments', 400);
    });

    it("duplicates the team's own with ' (copy)' and a new code", () => {
      spec
        .given([])
        .when(copy('duplicate', stateOf(created)))
        .then([
          {
            type: 'AssessmentCreated',
            data: {
              ...created.data,
              assessment_id: 'a2',
              code: 'CA-2',
              category_id: 'c7',
              name: { en_US: 'Engagement (copy)', es_ES: 'Compromiso (copy)' },
              copied_from: 'a1',
              created_at: later,
            } as never,
          },
        ]);
      spec
        .given([])
        .when(copy('duplicate', stateOf(created), null))
        .thenThrows('Please create a category before duplicate assessment', 400);
      spec
        .given([])
        .when(copy('duplicate', stateOf(byDefault)))
        .thenThrows('Only your own assessments are duplicated; clone a default assessment instead', 400);
    });

    it('refuses a clone of a version other than the one shown', () => {
      const stale = { ...copy('clone', stateOf(byDefault)), data: { ...copy('clone', stateOf(byDefault)).data, source_version: 2 } };
      spec.given([]).when(stale).thenThrows('This assessment has changed since you opened it; reload and try again', 409);
    });

    it("refuses what is not cloneable and another team's assessment", () => {
      const closed: AssessmentEvent = { type: 'AssessmentCreated', data: { ...created.data, is_cloneable: false } };
      spec
        .given([])
        .when(copy('duplicate', stateOf(closed)))
        .thenThrows('This assessment cannot be cloned', 400);
      spec
        .given([])
        .when({ ...copy('duplicate', stateOf(created)), data: { ...copy('duplicate', stateOf(created)).data, team_id: 't2' } })
        .thenThrows('Could not find assessment', 404);
    });
  });
  describe('the default library seed', () => {
    const seed = (change: Partial<ContentDraft> = {}) =>
      ({
        type: 'SeedDefaultAssessment',
        data: { assessment_id: 'd1', collection: 'canopy', code: 'CNP-X', draft: draft(change), by: 'system', now: later },
      }) as const;
    const seeded: AssessmentEvent = {
      type: 'AssessmentCreated',
      data: {
        ...created.data,
        assessment_id: 'd1',
        team_id: null,
        origin: 'default',
        collection: 'canopy',
        code: 'CNP-X',
        created_by: 'system',
        created_at: later,
      },
    };
    const french = { en_US: 'I am proud to work here', fr_FR: 'Je suis fier de travailler ici' };

    it('creates a missing default assessment, and does nothing when its text is the same', () => {
      spec.given([]).when(seed()).then([seeded]);
      spec.given([seeded]).when(seed()).then([]);
    });

    it('adds translations and their not-reviewed marks in place, keeping the version the answers are traced by', () => {
      const translated = seed({
        questions: [{ index: 0, id: 'q1', body: french, answer_type: 'one_to_five' }],
        unreviewed_languages: ['fr_FR', 'he_IL'],
      });
      spec
        .given([seeded])
        .when(translated)
        .then([
          {
            type: 'AssessmentRevised',
            data: {
              assessment_id: 'd1',
              version: 1,
              ...content,
              questions: [{ index: 0, id: 'q1', body: french, answer_type: 'one_to_five' }],
              // Hebrew is marked but has no text: only a language the assessment speaks keeps a mark
              unreviewed_languages: ['fr_FR'],
              revised_at: later,
            },
          },
        ]);
    });

    it('makes a new version when an English question changes', () => {
      const reworded = [{ index: 0, id: 'q1', body: { en_US: 'I am proud to work for us' }, answer_type: 'one_to_five' as const }];
      spec
        .given([seeded])
        .when(seed({ questions: reworded }))
        .then([
          { type: 'AssessmentRevised', data: { assessment_id: 'd1', version: 2, ...content, questions: reworded, revised_at: later } },
        ]);
    });

    it("never rewrites a team's own assessment", () => {
      spec
        .given([{ ...created, data: { ...created.data, assessment_id: 'd1' } }])
        .when(seed())
        .thenThrows('Could not find assessment', 404);
    });

    it("keeps a clone's marks through an edit that does not name them", () => {
      const marked: AssessmentEvent = {
        type: 'AssessmentCreated',
        data: {
          ...created.data,
          questions: [{ index: 0, id: 'q1', body: french, answer_type: 'one_to_five' }],
          unreviewed_languages: ['fr_FR'],
        },
      };
      const edited = revise({ name: { en_US: 'Pride' }, questions: [{ index: 0, id: 'q1', body: french, answer_type: 'one_to_five' }] });
      spec
        .given([marked])
        .when(edited)
        .then([
          {
            type: 'AssessmentRevised',
            data: {
              assessment_id: 'a1',
              version: 2,
              ...content,
              name: { en_US: 'Pride' },
              questions: [{ index: 0, id: 'q1', body: french, answer_type: 'one_to_five' }],
              unreviewed_languages: ['fr_FR'],
              revised_at: later,
            },
          },
        ]);
    });
  });
});
