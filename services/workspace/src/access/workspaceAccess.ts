import { WorkspaceMessages, type GroupClassification } from '@canopy/contracts/workspace/api';
import type { AuthUser } from '@canopy/platform/http/auth';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type pg from 'pg';

/** what every workspace-scoped route knows once access is granted */
export type WorkspaceAccessRow = { id: string; team_id: string; name: string; group_classification: GroupClassification; assigned: boolean };

/**
 * The one rule every workspace-scoped route applies: a workspace of another team, or
 * a deleted one, does not exist for the caller (404 'Could not find workspace'); one of their own team
 * that they are not assigned to is refused (403). Reads the `workspaces` projection.
 */
export const createWorkspaceAccess = (pool: pg.Pool) => {
  const find = async (user: Pick<AuthUser, 'id' | 'teamId'>, workspaceId: string): Promise<WorkspaceAccessRow> => {
    const result = await pool.query<WorkspaceAccessRow>(
      `select w.id, w.team_id, w.name, w.group_classification,
              exists (select 1 from workspaces.assignments a where a.workspace_id = w.id and a.consultant_id = $2) as assigned
         from workspaces.workspaces w
        where w.id = $1 and w.team_id = $3 and w.deleted_at is null`,
      [workspaceId, user.id, user.teamId],
    );
    const row = result.rows[0];
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
