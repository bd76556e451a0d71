import { WorkspaceMessages } from '@canopy/contracts/workspace/api';
import type { AuthUser } from '@canopy/platform/http/auth';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import { createWorkspacesReader, type WorkspaceAccessRow } from '@canopy/projections/workspace/workspaces/read';

export type { WorkspaceAccessRow };

/**
 * The one rule every workspace-scoped route applies: a workspace of another team, or
 * a deleted one, does not exist for the caller (404 'Could not find workspace'); one of their own team
 * that they are not assigned to is refused (403). Reads the `workspaces` projection.
 */
export const createWorkspaceAccess = (db: Queryable) => {
  const workspaces = createWorkspacesReader(db);
  const find = async (user: Pick<AuthUser, 'id' | 'teamId'>, workspaceId: string): Promise<WorkspaceAccessRow> => {
    const row = await workspaces.forConsultant(workspaceId, user.id, user.teamId);
    if (!row) throw httpError(404, WorkspaceMessages.notFound);
    return row;
  };
  return {
    /** the workspace if it is in the caller's team (assigned or not) */
    inTeam: find,
    /** the workspace if the caller may work in it */
    async assigned(user: Pick<AuthUser, 'id' | 'teamId'>, workspaceId: string): Promise<WorkspaceAccessRow> {
      const row = await find(user, workspaceId);
      if (!row.assigned) throw httpError(403, WorkspaceMessages.notAssigned);
      return row;
    },
  };
};

export type WorkspaceAccess = ReturnType<typeof createWorkspaceAccess>;
