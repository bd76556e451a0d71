import { z } from 'zod';
import { defineEvent, personal, personalDataOf } from '../platform/eventContract.ts';
import { GroupClassification, profileAnswersShape } from './api.ts';

// Events of the workspace context: workspaces, their settings and assignments. Stream: `workspace-<workspace id>`.
//
// The main contact is a person at the client: their name, e-mail and phone are personal data sealed
// under the workspace's id, so deleting the workspace erases them (ADR 0003).

const isoTime = z.iso.datetime({ offset: true });

export const WorkspaceCreated = defineEvent(
  'WorkspaceCreated',
  z.object({ workspace_id: z.string(), team_id: z.string(), created_by: z.string(), name: z.string(), created_at: isoTime }),
);

export const WorkspaceRenamed = defineEvent('WorkspaceRenamed', z.object({ workspace_id: z.string(), name: z.string(), renamed_at: isoTime }));

/** `logo_image_id` null: the logo was removed */
export const WorkspaceLogoChanged = defineEvent(
  'WorkspaceLogoChanged',
  z.object({ workspace_id: z.string(), logo_image_id: z.string().nullable(), changed_at: isoTime }),
);

/** the additional-info answers as they stand after the change (the other branch's answers already cleared) */
export const WorkspaceProfileAnswered = defineEvent(
  'WorkspaceProfileAnswered',
  z.object({
    workspace_id: z.string(),
    ...profileAnswersShape,
    answered_at: isoTime,
  }),
);

export const WorkspaceMainContactChanged = defineEvent(
  'WorkspaceMainContactChanged',
  personalDataOf(
    z.object({
      workspace_id: z.string(),
      first_name: personal(z.string()),
      last_name: personal(z.string()),
      email: personal(z.string()),
      phone_code: z.string(),
      phone: personal(z.string()),
      site_link: z.string(),
      changed_at: isoTime,
    }),
    'workspace_id',
  ),
);

export const WorkspaceGroupClassificationChanged = defineEvent(
  'WorkspaceGroupClassificationChanged',
  z.object({ workspace_id: z.string(), group_classification: GroupClassification, changed_at: isoTime }),
);

export const ConsultantAssignedToWorkspace = defineEvent(
  'ConsultantAssignedToWorkspace',
  z.object({ workspace_id: z.string(), consultant_id: z.string(), assigned_by: z.string(), assigned_at: isoTime }),
);

export const ConsultantUnassignedFromWorkspace = defineEvent(
  'ConsultantUnassignedFromWorkspace',
  z.object({ workspace_id: z.string(), consultant_id: z.string(), unassigned_by: z.string(), unassigned_at: isoTime }),
);

export const WorkspaceDeleted = defineEvent('WorkspaceDeleted', z.object({ workspace_id: z.string(), deleted_by: z.string(), deleted_at: isoTime }));

export const workspaceEvents = [
  WorkspaceCreated,
  WorkspaceRenamed,
  WorkspaceLogoChanged,
  WorkspaceProfileAnswered,
  WorkspaceMainContactChanged,
  WorkspaceGroupClassificationChanged,
  ConsultantAssignedToWorkspace,
  ConsultantUnassignedFromWorkspace,
  WorkspaceDeleted,
] as const;
