import { DeleteWorkspaceRequest, WorkspaceMessages } from '@canopy/contracts/workspace/api';
import type { AccessRule, Input, UseCase } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { assignedWorkspace, IdParams, type WorkspaceDeps } from './workspaceDeps.ts';

export const DeleteWorkspaceInput = { params: IdParams, body: DeleteWorkspaceRequest };
type In = Input<z.output<typeof IdParams>, undefined, z.output<typeof DeleteWorkspaceRequest>>;

/** the workspace in the path, which a body `{ id }` must name too (400), if the caller is assigned to it */
const sameWorkspace = (deps: Pick<WorkspaceDeps, 'access'>): AccessRule<In, WorkspaceAccessRow> => {
  const assigned = assignedWorkspace(deps, 'id');
  return {
    scope: async (input, user) => {
      if (input.body && input.body.id !== input.params.id) throw httpError(400, WorkspaceMessages.idMismatch);
      return assigned.scope(input, user);
    },
    workspaceOf: assigned.workspaceOf,
  };
};

/** a workspace deleted; the main contact's personal data is erased */
export const deleteWorkspace = (deps: WorkspaceDeps) =>
  ({
    access: sameWorkspace(deps),
    handle: async (_input, { user, scope: workspace, context }) => {
      await deps.commands.workspace(
        workspace.id,
        { type: 'DeleteWorkspace', data: { by: user.id, now: context.now.toISOString() } },
        context,
      );
      // crypto-shredding: the main contact's sealed fields in the log become unreadable
      await deps.vault.erase(workspace.id);
      return { id: workspace.id };
    },
  }) satisfies UseCase<In, WorkspaceAccessRow, unknown>;
