import { createAnswersReader, createExportsReader, createGroupReportFile } from '@canopy/analytics';
import { AdminMessages } from '@canopy/contracts/admin/rules';
import type { AdminReportKind } from '@canopy/contracts/admin/reports';
import { Text } from '@canopy/contracts/platform/text';
import type { Prelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createTeamsReader } from '@canopy/identity';
import { createPackageLinksReader, createPackagesReader } from '@canopy/survey';
import { createParticipantsReader, createWorkspacesReader } from '@canopy/workspace';
import { z } from 'zod';
import { createAreasOfFocusReport } from '../areasOfFocus/areasOfFocusReport.ts';
import { createBenchmarkReport } from '../benchmarks/benchmarkReport.ts';
import type { AdminCommands } from '../commands.ts';
import type { Administrator } from '../http/administrator.ts';

/** a team's, a workspace's or a package's path (`/admin/teams/:id/workspaces`, ...) */
export const IdParams = z.object({ id: Text().max(64) });

/**
 * A downloaded file's answer: in the document, the file (a string, as before); to the table, what the handler gives
 * the row's `reply`, which streams it.
 */
export const fileAnswer = <File>() => z.string().describe('the file') as unknown as z.ZodType<File, File>;

/** what the admin reports read: any team's workspaces, packages, cycles and groups through their contexts' entry points */
export const reportDepsOf = (deps: ServiceDeps, commands: AdminCommands) => {
  const { pool } = deps.platform;
  return {
    pool,
    commands,
    teams: createTeamsReader(pool),
    workspaces: createWorkspacesReader(pool),
    packages: createPackagesReader(pool),
    links: createPackageLinksReader(pool),
    roster: createParticipantsReader(pool),
    benchmark: createBenchmarkReport(pool),
    areasOfFocus: createAreasOfFocusReport(pool),
    groupReportFile: createGroupReportFile(pool),
    answers: createAnswersReader(pool),
    submissions: createExportsReader(pool),
  };
};
export type ReportDeps = ReturnType<typeof reportDepsOf>;

/** any team's workspace (404 when there is none) */
export const workspaceOf = async (deps: Pick<ReportDeps, 'workspaces'>, id: string) => {
  const workspace = await deps.workspaces.byId(id);
  if (!workspace) throw httpError(404, AdminMessages.workspaceNotFound);
  return workspace;
};

/** every download is an administrator action of the audit trail, of the team and workspace it is of */
export const recordDownload = (
  deps: Pick<ReportDeps, 'commands'>,
  { scope, context }: Prelude<Administrator>,
  report: AdminReportKind,
  target: { team_id: string | null; workspace_id: string | null },
  fileName: string,
) =>
  deps.commands.record({ type: 'RecordReportExported', data: { report, ...target, file_name: fileName } }, scope, {
    ...context,
    workspaceId: target.workspace_id,
  });
