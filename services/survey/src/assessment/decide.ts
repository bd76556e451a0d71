import { SurveyMessages, type Collection, type Origin } from '@canopy/contracts/survey/api';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import { evolveAssessment, type AssessmentEvent, type AssessmentState, type LiveAssessment } from './assessment.ts';
import { checkContent, sameContent, sameEnglishQuestions, type ContentDraft } from './content.ts';

// `team_id` in a command is the caller's team; `category_exists`: whether the named category is one of that
// team's (the route reads it); `now`: ISO time of the request. Deciders read no clock.

export type CreateAssessment = {
  type: 'CreateAssessment';
  data: {
    assessment_id: string;
    team_id: string | null;
    origin: Origin;
    collection: Collection | null;
    code: string;
    draft: ContentDraft;
    category_exists: boolean;
    by: string;
    now: string;
  };
};
export type ReviseAssessment = {
  type: 'ReviseAssessment';
  /** `answered`: whether anyone has answered it (the answers, as the library read model holds them) */
  data: { team_id: string; draft: ContentDraft; category_exists: boolean; answered?: boolean; now: string };
};
/** a clone (default library -> My Library) or a duplicate (own -> own, ' (copy)'), decided on the new stream */
export type CopyAssessment = {
  type: 'CopyAssessment';
  data: {
    assessment_id: string;
    team_id: string;
    mode: 'clone' | 'duplicate';
    source: AssessmentState;
    /** the version the caller was shown, when it says (a clone sends it) */
    source_version?: number;
    category_id: string | null;
    category_exists: boolean;
    /** the new code of a duplicate (a clone keeps its source's) */
    code: string;
    by: string;
    now: string;
  };
};
export type ArchiveAssessment = { type: 'ArchiveAssessment'; data: { team_id: string; now: string } };
export type UnarchiveAssessment = {
  type: 'UnarchiveAssessment';
  data: { team_id: string; category_id: string; category_exists: boolean; now: string };
};
export type DeleteAssessment = { type: 'DeleteAssessment'; data: { team_id: string; by: string; now: string } };
/**
 * The default library's own text of one assessment, written at every start (seedDefaultLibrary): created when the
 * log has none, revised when the text changed, nothing when it is the same. New translations keep the version
 * (answers and benchmarks are traced by code and version to the English wording); changed English questions make
 * a new version.
 */
export type SeedDefaultAssessment = {
  type: 'SeedDefaultAssessment';
  data: { assessment_id: string; collection: Collection; code: string; draft: ContentDraft; by: string; now: string };
};
export type AssessmentCommand =
  | CreateAssessment
  | ReviseAssessment
  | SeedDefaultAssessment
  | CopyAssessment
  | ArchiveAssessment
  | UnarchiveAssessment
  | DeleteAssessment;

export const COPY_SUFFIX = ' (copy)';

const isLive = (state: AssessmentState): state is LiveAssessment => state.status === 'active' || state.status === 'archived';

/** the default library is everyone's to read; a team's own assessments are only that team's */
export const visibleTo = (state: AssessmentState, teamId: string): state is LiveAssessment =>
  isLive(state) && (state.teamId === null || state.teamId === teamId);

/** what a team may change: its own assessments (another team's do not exist for it; default ones are read-only) */
const requireOwn = (state: AssessmentState, teamId: string): LiveAssessment => {
  if (!visibleTo(state, teamId)) throw new DomainError(SurveyMessages.assessmentNotFound, 404);
  if (state.origin === 'default') throw new DomainError(SurveyMessages.defaultReadOnly, 403);
  return state;
};

const copyName = (name: LiveAssessment['content']['name']) =>
  Object.fromEntries(Object.entries(name).map(([tag, text]) => [tag, `${text}${COPY_SUFFIX}`]));

export const decideAssessment = (command: AssessmentCommand, state: AssessmentState): AssessmentEvent[] => {
  switch (command.type) {
    case 'CreateAssessment': {
      if (state.status !== 'none') throw new DomainError('The assessment already exists', 409);
      const { assessment_id, team_id, origin, collection, by, now } = command.data;
      const code = command.data.code.trim();
      if (code === '') throw new DomainError(SurveyMessages.codeRequired, 400);
      const content = checkContent(command.data.draft, command.data.category_exists);
      return [
        {
          type: 'AssessmentCreated',
          data: {
            assessment_id,
            team_id,
            origin,
            collection,
            code,
            version: 1,
            ...content,
            copied_from: null,
            created_by: by,
            created_at: now,
          },
        },
      ];
    }
    case 'ReviseAssessment': {
      const own = requireOwn(state, command.data.team_id);
      // answers already given were given to these questions; a linked survey only points elsewhere
      if ((own.beenAnswered || command.data.answered === true) && own.content.type !== 'linked_survey')
        throw new DomainError(SurveyMessages.answeredLocked, 409);
      // an edit that does not say which languages are unreviewed keeps the marks it had
      const draft = {
        ...command.data.draft,
        unreviewed_languages: command.data.draft.unreviewed_languages ?? own.content.unreviewed_languages,
      };
      const content = checkContent(draft, command.data.category_exists);
      if (sameContent(content, own.content)) return [];
      return [
        {
          type: 'AssessmentRevised',
          data: { assessment_id: own.assessmentId, version: own.version + 1, ...content, revised_at: command.data.now },
        },
      ];
    }
    case 'SeedDefaultAssessment': {
      const { assessment_id, collection, code, draft, by, now } = command.data;
      const content = checkContent(draft, true);
      if (state.status === 'none')
        return [
          {
            type: 'AssessmentCreated',
            data: {
              assessment_id,
              team_id: null,
              origin: 'default',
              collection,
              code,
              version: 1,
              ...content,
              copied_from: null,
              created_by: by,
              created_at: now,
            },
          },
        ];
      if (!isLive(state) || state.origin !== 'default') throw new DomainError(SurveyMessages.assessmentNotFound, 404);
      if (sameContent(content, state.content)) return [];
      const version = sameEnglishQuestions(content, state.content) ? state.version : state.version + 1;
      return [{ type: 'AssessmentRevised', data: { assessment_id: state.assessmentId, version, ...content, revised_at: now } }];
    }
    case 'CopyAssessment': {
      if (state.status !== 'none') throw new DomainError('The assessment already exists', 409);
      const { assessment_id, team_id, mode, source, category_id, category_exists, code, by, now } = command.data;
      if (!visibleTo(source, team_id)) throw new DomainError(SurveyMessages.assessmentNotFound, 404);
      if (!source.content.is_cloneable) throw new DomainError(SurveyMessages.notCloneable, 400);
      if (command.data.source_version !== undefined && command.data.source_version !== source.version)
        throw new DomainError(SurveyMessages.versionChanged, 409);
      if (mode === 'clone' && source.origin !== 'default') throw new DomainError(SurveyMessages.cloneOnlyDefault, 400);
      if (mode === 'duplicate' && source.origin !== 'custom') throw new DomainError(SurveyMessages.duplicateOnlyCustom, 400);
      if (!category_id)
        throw new DomainError(mode === 'duplicate' ? SurveyMessages.noCategoryForDuplicate : SurveyMessages.categoryRequired, 400);
      if (!category_exists) throw new DomainError(SurveyMessages.categoryNotFound, 404);
      // a clone keeps the default assessment's code and version, so answers can be traced to the library's wording
      const clone = mode === 'clone';
      return [
        {
          type: 'AssessmentCreated',
          data: {
            assessment_id,
            team_id,
            origin: 'custom',
            collection: null,
            code: clone ? source.code : code,
            version: clone ? source.version : 1,
            ...source.content,
            category_id,
            name: clone ? source.content.name : copyName(source.content.name),
            copied_from: source.assessmentId,
            created_by: by,
            created_at: now,
          },
        },
      ];
    }
    case 'ArchiveAssessment': {
      const own = requireOwn(state, command.data.team_id);
      if (own.status === 'archived') throw new DomainError(SurveyMessages.alreadyArchived, 409);
      return [{ type: 'AssessmentArchived', data: { assessment_id: own.assessmentId, archived_at: command.data.now } }];
    }
    case 'UnarchiveAssessment': {
      const own = requireOwn(state, command.data.team_id);
      if (own.status !== 'archived') throw new DomainError(SurveyMessages.notArchived, 409);
      if (!command.data.category_exists) throw new DomainError(SurveyMessages.categoryNotFound, 404);
      return [
        {
          type: 'AssessmentUnarchived',
          data: { assessment_id: own.assessmentId, category_id: command.data.category_id, unarchived_at: command.data.now },
        },
      ];
    }
    case 'DeleteAssessment': {
      const own = requireOwn(state, command.data.team_id);
      return [
        { type: 'AssessmentDeleted', data: { assessment_id: own.assessmentId, deleted_by: command.data.by, deleted_at: command.data.now } },
      ];
    }
  }
};

export const assessmentDecider: Decider<AssessmentCommand, AssessmentEvent, AssessmentState> = {
  initialState: () => ({ status: 'none' }),
  decide: decideAssessment,
  evolve: evolveAssessment,
};
