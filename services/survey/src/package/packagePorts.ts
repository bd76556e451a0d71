import { SurveyMessages } from '@canopy/contracts/survey/api';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newId } from '@canopy/platform/ids';
import { createPackageLinksReader } from '@canopy/projections/survey/packageLinks/read';
import { createPackagesReader, type PackageRow } from '@canopy/projections/survey/packages/read';
import { createWorkspaceAccess, type WorkspaceAccess } from '@canopy/workspace';
import { createSurveyCommands } from '../commands.ts';
import { createPackageAccess } from '../http/packageAccess.ts';
import type { SurveyDeps } from './packageMessages.ts';
import { createSentCounts } from './sentCounts.ts';

/** what the package use cases read and write with, made once per process (messaging's counts through its port) */
export const createPackagePorts = (deps: SurveyDeps) => {
  const { pool } = deps.platform;
  const read = createPackagesReader(pool);
  const counts = createSentCounts(pool, deps.packageMessages);
  const messages = deps.packageMessages(pool);
  const links = createPackageLinksReader(pool);
  return {
    read,
    counts,
    workspaces: createWorkspaceAccess(pool),
    packageAccess: createPackageAccess(pool),
    commands: createSurveyCommands(deps),
    newId,
    /** a link was made at some time: its respondents were told whether their answers are seen with their names */
    hasHadLink: async (packageId: string) => (await links.cyclesOfPackage(packageId)).length > 0,
    hasScheduledMessages: async (packageId: string, now: Date) => (await messages.packageSchedule(packageId, now)).is_has_delayed_message,
    /** the package as the screens show it, with its counts in its link's current cycle */
    answer: async (id: string) => {
      const found = await read.one(id);
      if (!found) throw httpError(404, SurveyMessages.packageNotFound);
      return counts.withCounts(found);
    },
  };
};

export type PackagePorts = ReturnType<typeof createPackagePorts>;
export type PackageWorkspace = Awaited<ReturnType<WorkspaceAccess['assigned']>>;

/** the package in `:id`: another team's is 404, one in a workspace the caller is not assigned to 403 */
export const assignedPackage = (ports: Pick<PackagePorts, 'packageAccess'>): AccessRule<{ params: { id: string } }, PackageRow> => ({
  scope: (input, user) => ports.packageAccess.assigned(user, input.params.id),
  workspaceOf: (pkg) => pkg.workspace_id,
});

/** the workspace in `:id`, if the caller may work in it (another team's 404, one they are not assigned to 403) */
export const assignedWorkspace = (ports: Pick<PackagePorts, 'workspaces'>): AccessRule<{ params: { id: string } }, PackageWorkspace> => ({
  scope: (input, user) => ports.workspaces.assigned(user, input.params.id),
  workspaceOf: (workspace) => workspace.id,
});
