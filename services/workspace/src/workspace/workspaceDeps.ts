import { randomUUID } from 'node:crypto';
import { WorkspaceMessages } from '@canopy/contracts/workspace/api';
import type { AuthUser } from '@canopy/platform/http/auth';
import type { AccessRule, Input } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ImageStore } from '@canopy/platform/images/imageStore';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { z } from 'zod';
import { createWorkspaceAccess, type WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { createWorkspaceCommands } from './commands.ts';
import { createWorkspaceReadModel, type HrisLookup, toWorkspace } from './readModel.ts';

/** a workspace's path (`/workspaces/:id`) */
export const IdParams = z.object({ id: z.string() });

/** what the workspace use cases share: the read model, the access rule, the commands, the images, the HRIS lookup */
export const workspaceDepsOf = (deps: ServiceDeps, images: ImageStore, hris: HrisLookup = async () => []) => {
  const { pool } = deps.platform;
  return {
    read: createWorkspaceReadModel(pool),
    access: createWorkspaceAccess(pool),
    commands: createWorkspaceCommands(deps),
    vault: deps.platform.vault,
    images,
    hris,
  };
};
export type WorkspaceDeps = ReturnType<typeof workspaceDepsOf>;

/** a workspace the caller is assigned to, named by the path's `param` (another team's 404, not assigned 403) */
export const assignedWorkspace = <Param extends 'id' | 'workspace_id'>(
  deps: Pick<WorkspaceDeps, 'access'>,
  param: Param,
): AccessRule<Input<Record<Param, string>, unknown, unknown, unknown>, WorkspaceAccessRow> => ({
  scope: (input, user) => deps.access.assigned(user, input.params[param]),
  workspaceOf: (workspace) => workspace.id,
});

/** the API's Workspace as the caller sees it, after a change */
export const workspaceAnswer = async (deps: Pick<WorkspaceDeps, 'read' | 'images' | 'hris'>, workspaceId: string, user: AuthUser) => {
  const row = await deps.read.byId(workspaceId);
  if (!row) throw httpError(404, WorkspaceMessages.notFound);
  return toWorkspace(row, user.id, deps.images, await deps.hris(workspaceId));
};

/** a new workspace of the caller's own team (a body naming another team or creator is refused, 403): its id is minted here */
export const newWorkspace: AccessRule<
  Input<unknown, unknown, { team_id?: string | undefined; created_by_id?: string | undefined }>,
  { workspaceId: string }
> = {
  scope: async (input, user) => {
    if (input.body.team_id !== undefined && input.body.team_id !== user.teamId) throw httpError(403, WorkspaceMessages.teamMismatch);
    if (input.body.created_by_id !== undefined && input.body.created_by_id !== user.id)
      throw httpError(403, WorkspaceMessages.teamMismatch);
    return { workspaceId: randomUUID() };
  },
  workspaceOf: (scope) => scope.workspaceId,
};
