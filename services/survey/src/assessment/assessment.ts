import type { EventOf } from '@canopy/contracts';
import type { AnswerType, AssessmentType, Collection, LanguageMap, LanguageTag, Origin, Question } from '@canopy/contracts/survey/api';
import type {
  AssessmentAnswered,
  AssessmentArchived,
  AssessmentCreated,
  AssessmentDeleted,
  AssessmentRevised,
  AssessmentUnarchived,
} from '@canopy/contracts/survey/events';

// The Assessment aggregate: one survey of the library, the team's own (custom) or the default library's.
// Stream: `assessment-<assessment id>`.

export type AssessmentEvent =
  | EventOf<typeof AssessmentCreated>
  | EventOf<typeof AssessmentRevised>
  | EventOf<typeof AssessmentArchived>
  | EventOf<typeof AssessmentUnarchived>
  | EventOf<typeof AssessmentDeleted>
  | EventOf<typeof AssessmentAnswered>;

/** what an assessment says, as its events carry it */
export type AssessmentContent = {
  category_id: string | null;
  name: LanguageMap;
  description: LanguageMap;
  type: AssessmentType;
  answer_type: AnswerType;
  is_cloneable: boolean;
  questions: Question[];
  /** languages no fluent reader has reviewed (absent: none); a copy keeps them, as its texts are the same */
  unreviewed_languages?: LanguageTag[];
};

export type LiveAssessment = {
  status: 'active' | 'archived';
  assessmentId: string;
  teamId: string | null;
  origin: Origin;
  collection: Collection | null;
  code: string;
  version: number;
  content: AssessmentContent;
  beenAnswered: boolean;
};
export type AssessmentState = { status: 'none' } | LiveAssessment | { status: 'deleted' };

export const assessmentStreamId = (assessmentId: string) => `assessment-${assessmentId}`;

const contentOf = (data: AssessmentContent): AssessmentContent => ({
  category_id: data.category_id,
  name: data.name,
  description: data.description,
  type: data.type,
  answer_type: data.answer_type,
  is_cloneable: data.is_cloneable,
  questions: data.questions,
  ...(data.unreviewed_languages && data.unreviewed_languages.length > 0 ? { unreviewed_languages: data.unreviewed_languages } : {}),
});

const withLive = (state: AssessmentState, change: (live: LiveAssessment) => LiveAssessment): AssessmentState =>
  state.status === 'active' || state.status === 'archived' ? change(state) : state;

export const evolveAssessment = (state: AssessmentState, event: AssessmentEvent): AssessmentState => {
  switch (event.type) {
    case 'AssessmentCreated': {
      const { assessment_id, team_id, origin, collection, code, version } = event.data;
      return {
        status: 'active',
        assessmentId: assessment_id,
        teamId: team_id,
        origin,
        collection,
        code,
        version,
        content: contentOf(event.data),
        beenAnswered: false,
      };
    }
    case 'AssessmentRevised':
      return withLive(state, (live) => ({ ...live, version: event.data.version, content: contentOf(event.data) }));
    case 'AssessmentArchived':
      return withLive(state, (live) => ({ ...live, status: 'archived' }));
    case 'AssessmentUnarchived':
      return withLive(state, (live) => ({ ...live, status: 'active', content: { ...live.content, category_id: event.data.category_id } }));
    case 'AssessmentAnswered':
      return withLive(state, (live) => ({ ...live, beenAnswered: true }));
    case 'AssessmentDeleted':
      return { status: 'deleted' };
  }
};
