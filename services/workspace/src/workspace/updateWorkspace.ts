import { UpdateWorkspaceFields } from '@canopy/contracts/workspace/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import { imageChange, type ImageForm, parseFields } from '@canopy/platform/images/upload';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { assignedWorkspace, IdParams, workspaceAnswer, type WorkspaceDeps } from './workspaceDeps.ts';

export const UpdateWorkspaceInput = { params: IdParams };

/**
 * A workspace changed from a multipart form the route table reads after access (UpdateWorkspaceFields: name, logo,
 * additional info, group classification, time zone, alert thresholds; absent fields stay as they are).
 */
export const updateWorkspace = (deps: WorkspaceDeps) =>
  ({
    access: assignedWorkspace(deps, 'id'),
    handle: async (input, { user, scope: workspace, context }) => {
      const fields = parseFields(UpdateWorkspaceFields, input.form.fields);
      const logo = await imageChange(input.form, fields.is_logo_changed, deps.images, { teamId: user.teamId, createdBy: user.id });
      await deps.commands.workspace(
        workspace.id,
        {
          type: 'UpdateWorkspace',
          data: {
            name: fields.name,
            logo,
            additional_info: fields.additional_info,
            group_classification: fields.group_classification,
            time_zone: fields.time_zone,
            alert_thresholds: fields.alert_thresholds,
            by: user.id,
            now: context.now.toISOString(),
          },
        },
        context,
      );
      return workspaceAnswer(deps, workspace.id, user);
    },
  }) satisfies UseCase<Input<z.output<typeof IdParams>, undefined, undefined, ImageForm>, WorkspaceAccessRow, unknown>;
