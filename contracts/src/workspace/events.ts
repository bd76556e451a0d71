import { z } from 'zod';
import { Text } from '../platform/text.ts';
import { defineEvent, personal, personalDataOf } from '../platform/eventContract.ts';
import { GroupClassification, profileAnswersShape } from './api.ts';

// Events of the workspace context: workspaces, their settings and assignments. Stream: `workspace-<workspace id>`.
//
// The main contact is a person at the client: their name, e-mail and phone are personal data sealed
// under the workspace's id, so deleting the workspace erases them (ADR 0003).

const isoTime = z.iso.datetime({ offset: true });

export const WorkspaceCreated = defineEvent(
  'WorkspaceCreated',
  z.object({ workspace_id: Text(), team_id: Text(), created_by: Text(), name: Text(), created_at: isoTime }),
);

export const WorkspaceRenamed = defineEvent('WorkspaceRenamed', z.object({ workspace_id: Text(), name: Text(), renamed_at: isoTime }));

/** `logo_image_id` null: the logo was removed */
export const WorkspaceLogoChanged = defineEvent(
  'WorkspaceLogoChanged',
  z.object({ workspace_id: Text(), logo_image_id: Text().nullable(), changed_at: isoTime }),
);

/** the additional-info answers as they stand after the change (the other branch's answers already cleared) */
export const WorkspaceProfileAnswered = defineEvent(
  'WorkspaceProfileAnswered',
  z.object({
    workspace_id: Text(),
    ...profileAnswersShape,
    answered_at: isoTime,
  }),
);

export const WorkspaceMainContactChanged = defineEvent(
  'WorkspaceMainContactChanged',
  personalDataOf(
    z.object({
      workspace_id: Text(),
      first_name: personal(Text()),
      last_name: personal(Text()),
      email: personal(Text()),
      phone_code: Text(),
      phone: personal(Text()),
      site_link: Text(),
      changed_at: isoTime,
    }),
    'workspace_id',
  ),
);

export const WorkspaceGroupClassificationChanged = defineEvent(
  'WorkspaceGroupClassificationChanged',
  z.object({ workspace_id: Text(), group_classification: GroupClassification, changed_at: isoTime }),
);

/** the workspace's time zone; a workspace without this event is in DEFAULT_TIME_ZONE (America/New_York) */
export const WorkspaceTimeZoneChanged = defineEvent(
  'WorkspaceTimeZoneChanged',
  z.object({ workspace_id: Text(), time_zone: Text(), changed_at: isoTime }),
);

/** the workspace's alert thresholds (ADR 0133); a workspace without this event uses DEFAULT_ALERT_THRESHOLDS */
export const WorkspaceAlertThresholdsChanged = defineEvent(
  'WorkspaceAlertThresholdsChanged',
  z.object({
    workspace_id: Text(),
    alpha: z.number(),
    minimum_respondents: z.number().int(),
    minimum_move: z.number(),
    changed_at: isoTime,
  }),
);

export const ConsultantAssignedToWorkspace = defineEvent(
  'ConsultantAssignedToWorkspace',
  z.object({ workspace_id: Text(), consultant_id: Text(), assigned_by: Text(), assigned_at: isoTime }),
);

export const ConsultantUnassignedFromWorkspace = defineEvent(
  'ConsultantUnassignedFromWorkspace',
  z.object({ workspace_id: Text(), consultant_id: Text(), unassigned_by: Text(), unassigned_at: isoTime }),
);

export const WorkspaceDeleted = defineEvent(
  'WorkspaceDeleted',
  z.object({ workspace_id: Text(), deleted_by: Text(), deleted_at: isoTime }),
);

export const workspaceEvents = [
  WorkspaceCreated,
  WorkspaceRenamed,
  WorkspaceLogoChanged,
  WorkspaceProfileAnswered,
  WorkspaceMainContactChanged,
  WorkspaceGroupClassificationChanged,
  WorkspaceTimeZoneChanged,
  WorkspaceAlertThresholdsChanged,
  ConsultantAssignedToWorkspace,
  ConsultantUnassignedFromWorkspace,
  WorkspaceDeleted,
] as const;
