import { AssignConsultantRequest } from '@canopy/contracts/workspace/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { assignedWorkspace, workspaceAnswer, type WorkspaceDeps } from './workspaceDeps.ts';

const AssignParams = z.object({ consultant_id: z.string(), workspace_id: z.string() });
export const AssignConsultantInput = { params: AssignParams, body: AssignConsultantRequest };

/** a colleague of the team assigned to the workspace (relation true) or unassigned (false); not the caller themselves */
export const assignConsultant = (deps: WorkspaceDeps) =>
  ({
    access: assignedWorkspace(deps, 'workspace_id'),
    handle: async (input, { user, scope: workspace, context }) => {
      const { consultant_id } = input.params;
      const teamConsultant = await deps.read.isTeamConsultant(user.teamId, consultant_id);
      await deps.commands.workspace(
        workspace.id,
        {
          type: 'AssignConsultant',
          data: {
            consultant_id,
            relation: input.body.relation,
            team_consultant: teamConsultant,
            by: user.id,
            now: context.now.toISOString(),
          },
        },
        context,
      );
      return workspaceAnswer(deps, workspace.id, user);
    },
  }) satisfies UseCase<
    Input<z.output<typeof AssignParams>, undefined, z.output<typeof AssignConsultantRequest>>,
    WorkspaceAccessRow,
    unknown
  >;
