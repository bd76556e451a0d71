import type { EventOf } from '@canopy/contracts';
import {
  DEFAULT_ALERT_THRESHOLDS,
  DEFAULT_TIME_ZONE,
  type AlertThresholds,
  NO_ANSWERS,
  NO_CONTACT,
  type AdditionalInfoAnswers,
  type GroupClassification,
  type MainContact,
} from '@canopy/contracts/workspace/api';
import type {
  ConsultantAssignedToWorkspace,
  ConsultantUnassignedFromWorkspace,
  WorkspaceCreated,
  WorkspaceDeleted,
  WorkspaceGroupClassificationChanged,
  WorkspaceLogoChanged,
  WorkspaceMainContactChanged,
  WorkspaceProfileAnswered,
  WorkspaceRenamed,
  WorkspaceTimeZoneChanged,
  WorkspaceAlertThresholdsChanged,
} from '@canopy/contracts/workspace/events';
import { streamIdOf } from '@canopy/platform/commands/streamId';

// The Workspace aggregate: one client organisation (or group of people) a team works for.
// Stream: `workspace-<workspace id>`.

export type WorkspaceEvent =
  | EventOf<typeof WorkspaceCreated>
  | EventOf<typeof WorkspaceRenamed>
  | EventOf<typeof WorkspaceLogoChanged>
  | EventOf<typeof WorkspaceProfileAnswered>
  | EventOf<typeof WorkspaceMainContactChanged>
  | EventOf<typeof WorkspaceGroupClassificationChanged>
  | EventOf<typeof WorkspaceTimeZoneChanged>
  | EventOf<typeof WorkspaceAlertThresholdsChanged>
  | EventOf<typeof ConsultantAssignedToWorkspace>
  | EventOf<typeof ConsultantUnassignedFromWorkspace>
  | EventOf<typeof WorkspaceDeleted>;

export type Answers = AdditionalInfoAnswers;
export type Contact = MainContact;

export type ActiveWorkspace = {
  status: 'active';
  workspaceId: string;
  teamId: string;
  name: string;
  logoImageId: string | null;
  answers: Answers;
  contact: Contact;
  groupClassification: GroupClassification;
  timeZone: string;
  alertThresholds: AlertThresholds;
  consultants: ReadonlySet<string>;
};

export type WorkspaceState = { status: 'none' } | ActiveWorkspace | { status: 'deleted'; workspaceId: string; teamId: string };

export const workspaceStreamId = streamIdOf('workspace');

export const initialWorkspaceState = (): WorkspaceState => ({ status: 'none' });

const withActive = (state: WorkspaceState, change: (active: ActiveWorkspace) => ActiveWorkspace): WorkspaceState =>
  state.status === 'active' ? change(state) : state;

export const evolveWorkspace = (state: WorkspaceState, event: WorkspaceEvent): WorkspaceState => {
  switch (event.type) {
    case 'WorkspaceCreated':
      return {
        status: 'active',
        workspaceId: event.data.workspace_id,
        teamId: event.data.team_id,
        name: event.data.name,
        logoImageId: null,
        answers: NO_ANSWERS,
        contact: NO_CONTACT,
        groupClassification: 'none',
        // workspaces made before the setting existed have no event for it: they are in the default zone
        timeZone: DEFAULT_TIME_ZONE,
        alertThresholds: DEFAULT_ALERT_THRESHOLDS,
        consultants: new Set(),
      };
    case 'WorkspaceRenamed':
      return withActive(state, (active) => ({ ...active, name: event.data.name }));
    case 'WorkspaceLogoChanged':
      return withActive(state, (active) => ({ ...active, logoImageId: event.data.logo_image_id }));
    case 'WorkspaceProfileAnswered': {
      const { workspace_id: _id, answered_at: _at, ...answers } = event.data;
      return withActive(state, (active) => ({ ...active, answers }));
    }
    case 'WorkspaceMainContactChanged': {
      // an erased contact reads back as nulls: empty text
      const { first_name, last_name, email, phone_code, phone, site_link } = event.data;
      const contact = {
        first_name: first_name ?? '',
        last_name: last_name ?? '',
        email: email ?? '',
        phone_code,
        phone: phone ?? '',
        site_link,
      };
      return withActive(state, (active) => ({ ...active, contact }));
    }
    case 'WorkspaceGroupClassificationChanged':
      return withActive(state, (active) => ({ ...active, groupClassification: event.data.group_classification }));
    case 'WorkspaceTimeZoneChanged':
      return withActive(state, (active) => ({ ...active, timeZone: event.data.time_zone }));
    case 'WorkspaceAlertThresholdsChanged': {
      const { alpha, minimum_respondents, minimum_move } = event.data;
      return withActive(state, (active) => ({ ...active, alertThresholds: { alpha, minimum_respondents, minimum_move } }));
    }
    case 'ConsultantAssignedToWorkspace':
      return withActive(state, (active) => ({ ...active, consultants: new Set([...active.consultants, event.data.consultant_id]) }));
    case 'ConsultantUnassignedFromWorkspace':
      return withActive(state, (active) => ({
        ...active,
        consultants: new Set([...active.consultants].filter((id) => id !== event.data.consultant_id)),
      }));
    case 'WorkspaceDeleted':
      return state.status === 'active' ? { status: 'deleted', workspaceId: state.workspaceId, teamId: state.teamId } : state;
  }
};
