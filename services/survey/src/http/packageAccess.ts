import { SurveyMessages } from '@canopy/contracts/survey/api';
import type { AuthUser } from '@canopy/platform/http/auth';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { createPackagesReader, type PackageRow } from '@canopy/projections/survey/packages/read';
import { createWorkspaceAccess } from '@canopy/workspace';
import type pg from 'pg';

/**
 * A package is reached through its workspace: another team's package does not exist for the caller
 * (404 'Could not find package'), and one in a workspace of the team the caller is not assigned to is refused
 * with the workspace rule's 403.
 */
export const createPackageAccess = (pool: pg.Pool) => {
  const packages = createPackagesReader(pool);
  const workspaces = createWorkspaceAccess(pool);
  return {
    async assigned(user: Pick<AuthUser, 'id' | 'teamId'>, packageId: string): Promise<PackageRow> {
      const row = await packages.byId(packageId);
      if (!row || row.team_id !== user.teamId) throw httpError(404, SurveyMessages.packageNotFound);
      await workspaces.assigned(user, row.workspace_id);
      return row;
    },
  };
};
