import type { EventOf } from '@canopy/contracts';
import type { LanguageMap, LanguageTag } from '@canopy/contracts/survey/api';
import type {
  AssessmentAddedToPackage,
  AssessmentRemovedFromPackage,
  PackageCreated,
  PackageDeleted,
  PackageUpdated,
} from '@canopy/contracts/survey/events';

// The Package aggregate: the assessments a workspace sends together, with its languages and welcome screen.
// Stream: `package-<package id>`; which assessments it holds is part of it.

export type PackageEvent =
  | EventOf<typeof PackageCreated>
  | EventOf<typeof PackageUpdated>
  | EventOf<typeof PackageDeleted>
  | EventOf<typeof AssessmentAddedToPackage>
  | EventOf<typeof AssessmentRemovedFromPackage>;

export type PackageFields = {
  name: string;
  description: string;
  languages_tags: LanguageTag[];
  is_scheduled: boolean;
  logo_team: boolean;
  logo_workspace: boolean;
  welcome_screen_title: LanguageMap;
  welcome_screen_description: LanguageMap;
  /** answers seen with the respondent's name; fixed once the package has a link (ADR 0085) */
  is_attributed: boolean;
};

export type ActivePackage = {
  status: 'active';
  packageId: string;
  workspaceId: string;
  teamId: string;
  fields: PackageFields;
  assessments: ReadonlySet<string>;
};
export type PackageState = { status: 'none' } | ActivePackage | { status: 'deleted' };

export const packageStreamId = (packageId: string) => `package-${packageId}`;

const fieldsOf = (data: PackageFields): PackageFields => ({
  name: data.name,
  description: data.description,
  languages_tags: data.languages_tags,
  is_scheduled: data.is_scheduled,
  logo_team: data.logo_team,
  logo_workspace: data.logo_workspace,
  welcome_screen_title: data.welcome_screen_title,
  welcome_screen_description: data.welcome_screen_description,
  is_attributed: data.is_attributed,
});

const withActive = (state: PackageState, change: (active: ActivePackage) => ActivePackage): PackageState =>
  state.status === 'active' ? change(state) : state;

export const evolvePackage = (state: PackageState, event: PackageEvent): PackageState => {
  switch (event.type) {
    case 'PackageCreated':
      return {
        status: 'active',
        packageId: event.data.package_id,
        workspaceId: event.data.workspace_id,
        teamId: event.data.team_id,
        fields: fieldsOf(event.data),
        assessments: new Set(),
      };
    case 'PackageUpdated':
      return withActive(state, (active) => ({ ...active, fields: fieldsOf(event.data) }));
    case 'AssessmentAddedToPackage':
      return withActive(state, (active) => ({ ...active, assessments: new Set([...active.assessments, event.data.assessment_id]) }));
    case 'AssessmentRemovedFromPackage':
      return withActive(state, (active) => ({
        ...active,
        assessments: new Set([...active.assessments].filter((id) => id !== event.data.assessment_id)),
      }));
    case 'PackageDeleted':
      return { status: 'deleted' };
  }
};
