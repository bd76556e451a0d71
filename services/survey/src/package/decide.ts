import { LANGUAGE_TAGS, SurveyMessages, type LanguageMap, type LanguageTag } from '@canopy/contracts/survey/api';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import { cleanTexts } from '../assessment/content.ts';
import { evolvePackage, type ActivePackage, type PackageEvent, type PackageFields, type PackageState } from './package.ts';

// `team_id` in a command is the caller's team (the route has already applied the workspace access rule);
// `now`: ISO time of the request.

export type CreatePackage = {
  type: 'CreatePackage';
  data: { package_id: string; workspace_id: string; team_id: string; fields: PackageFields; by: string; now: string };
};
/**
 * `has_scheduled_messages`: whether the package has scheduled or triggered messages now (the route reads the
 * messaging read model); `has_link`: whether a link of the package was ever made (the route reads the link read
 * model); `confirmed`: the consultant confirmed deleting such a package.
 */
export type UpdatePackage = {
  type: 'UpdatePackage';
  /** `fields.is_attributed` absent: as the package is (ADR 0085) */
  data: {
    team_id: string;
    fields: Omit<PackageFields, 'is_attributed'> & { is_attributed?: boolean };
    now: string;
    has_scheduled_messages?: boolean;
    has_link?: boolean;
  };
};
export type DeletePackage = {
  type: 'DeletePackage';
  data: { team_id: string; by: string; now: string; has_scheduled_messages?: boolean; confirmed?: boolean };
};
/** `assessment_archived`: whether the assessment is archived now (the route reads it; it is visible to the team) */
export type SetPackageAssessment = {
  type: 'SetPackageAssessment';
  data: { team_id: string; assessment_id: string; relation: boolean; assessment_archived: boolean; now: string };
};
export type PackageCommand = CreatePackage | UpdatePackage | DeletePackage | SetPackageAssessment;

const requireOwn = (state: PackageState, teamId: string): ActivePackage => {
  if (state.status !== 'active' || state.teamId !== teamId) throw new DomainError(SurveyMessages.packageNotFound, 404);
  return state;
};

const keepLanguages = (map: LanguageMap, languages: readonly LanguageTag[]): LanguageMap =>
  Object.fromEntries(Object.entries(cleanTexts(map)).filter(([tag]) => languages.includes(tag as LanguageTag)));

/**
 * A package needs a name; it always speaks English (en_US is added when missing) and keeps welcome texts only
 * for the languages it speaks, in the order the languages are offered.
 */
export const checkFields = (fields: PackageFields): PackageFields => {
  const name = fields.name.trim();
  if (name === '') throw new DomainError(SurveyMessages.packageNameRequired, 400);
  const languages = LANGUAGE_TAGS.filter((tag) => tag === 'en_US' || fields.languages_tags.includes(tag));
  return {
    ...fields,
    name,
    description: fields.description.trim(),
    languages_tags: languages,
    welcome_screen_title: keepLanguages(fields.welcome_screen_title, languages),
    welcome_screen_description: keepLanguages(fields.welcome_screen_description, languages),
  };
};

export const decidePackage = (command: PackageCommand, state: PackageState): PackageEvent[] => {
  switch (command.type) {
    case 'CreatePackage': {
      if (state.status !== 'none') throw new DomainError('The package already exists', 409);
      const { package_id, workspace_id, team_id, by, now } = command.data;
      return [
        {
          type: 'PackageCreated',
          data: { package_id, workspace_id, team_id, ...checkFields(command.data.fields), created_by: by, created_at: now },
        },
      ];
    }
    case 'UpdatePackage': {
      const active = requireOwn(state, command.data.team_id);
      const fields = checkFields({
        ...command.data.fields,
        is_attributed: command.data.fields.is_attributed ?? active.fields.is_attributed,
      });
      // a package with scheduled messages stays scheduled until they are deleted
      if (active.fields.is_scheduled && !fields.is_scheduled && command.data.has_scheduled_messages)
        throw new DomainError(SurveyMessages.packageHasScheduledMessages, 409);
      // respondents accepted the notice of what the package was when they answered: it cannot change under them
      if (fields.is_attributed !== active.fields.is_attributed && command.data.has_link)
        throw new DomainError(SurveyMessages.attributionLocked, 409);
      if (JSON.stringify(fields) === JSON.stringify(active.fields)) return [];
      return [{ type: 'PackageUpdated', data: { package_id: active.packageId, ...fields, updated_at: command.data.now } }];
    }
    case 'DeletePackage': {
      const active = requireOwn(state, command.data.team_id);
      if (command.data.has_scheduled_messages && !command.data.confirmed)
        throw new DomainError(SurveyMessages.packageDeleteNeedsConfirmation, 409);
      return [
        { type: 'PackageDeleted', data: { package_id: active.packageId, deleted_by: command.data.by, deleted_at: command.data.now } },
      ];
    }
    case 'SetPackageAssessment': {
      const active = requireOwn(state, command.data.team_id);
      const { assessment_id, relation, assessment_archived, now } = command.data;
      const held = active.assessments.has(assessment_id);
      if (relation === held) return [];
      if (!relation)
        return [{ type: 'AssessmentRemovedFromPackage', data: { package_id: active.packageId, assessment_id, removed_at: now } }];
      if (assessment_archived) throw new DomainError(SurveyMessages.archivedNotInPackage, 400);
      return [{ type: 'AssessmentAddedToPackage', data: { package_id: active.packageId, assessment_id, added_at: now } }];
    }
  }
};

export const packageDecider: Decider<PackageCommand, PackageEvent, PackageState> = {
  initialState: () => ({ status: 'none' }),
  decide: decidePackage,
  evolve: evolvePackage,
};
