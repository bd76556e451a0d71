import { CreateWorkspaceRequest } from '@canopy/contracts/workspace/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import { newWorkspace, workspaceAnswer, type WorkspaceDeps } from './workspaceDeps.ts';

export const CreateWorkspaceInput = { body: CreateWorkspaceRequest };

/** a workspace of the caller's team; its creator is assigned to it */
export const createWorkspace = (deps: WorkspaceDeps) =>
  ({
    access: newWorkspace,
    handle: async (input, { user, scope: { workspaceId }, context }) => {
      const { name, additional_info } = input.body;
      await deps.commands.workspace(
        workspaceId,
        {
          type: 'CreateWorkspace',
          data: {
            workspace_id: workspaceId,
            team_id: user.teamId,
            created_by: user.id,
            name,
            additional_info: additional_info ?? {},
            now: context.now.toISOString(),
          },
        },
        context,
      );
      return workspaceAnswer(deps, workspaceId, user);
    },
  }) satisfies UseCase<Input<undefined, undefined, z.output<typeof CreateWorkspaceRequest>>, { workspaceId: string }, unknown>;
