import { ExportsMessages } from '@canopy/contracts/analytics/exports';
import type { PackageCore } from '@canopy/contracts/survey/api';
import { Text } from '@canopy/contracts';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createAnswersReader } from '@canopy/projections/analytics/answers/read';
import { createAtAnswerReader } from '@canopy/projections/analytics/answers/readAtAnswer';
import { createExportsReader } from '@canopy/projections/analytics/exports/read';
import { createSettingsReader } from '@canopy/projections/analytics/settings/read';
import { createConsultantsReader } from '@canopy/identity';
import { createPackageLinksReader, createPackagesReader } from '@canopy/survey';
import { createWorkspaceAccess, createParticipantsReader, type WorkspaceAccess, createAiParticipantsReader } from '@canopy/workspace';
import { z } from 'zod';
import { createAnalyticsCommands } from '../commands.ts';
import { createGroupReportFile } from './groupReportFile.ts';

export const Id = () => Text().max(64);
export const WorkspaceParams = z.object({ workspaceId: Id() });

/** what the exports' use cases read and write with, made once per process */
export const createExportPorts = (deps: ServiceDeps) => {
  const { pool } = deps.platform;
  const answers = createAnswersReader(pool);
  const links = createPackageLinksReader(pool);
  return {
    clock: deps.clock,
    workspaces: createWorkspaceAccess(pool),
    packages: createPackagesReader(pool),
    settings: createSettingsReader(pool),
    exportsReader: createExportsReader(pool),
    answers,
    atAnswer: createAtAnswerReader(pool),
    personalTerms: createAiParticipantsReader(pool),
    links,
    roster: createParticipantsReader(pool),
    consultants: createConsultantsReader(pool),
    commands: createAnalyticsCommands(deps),
    groupReportFile: createGroupReportFile(pool),
    /** the package's cycles of these links, each checked to be the package's */
    cyclesOf: async (packageId: string, linkIds: readonly string[]) => {
      const all = await links.cyclesOfPackage(packageId, deps.clock.now());
      return [...new Set(linkIds)].map((linkId) => {
        const cycle = all.find((candidate) => candidate.link_id === linkId);
        if (!cycle) throw httpError(404, ExportsMessages.cycleNotInPackage);
        return cycle;
      });
    },
    /** the workspace's group types, sorted */
    groupTypesOf: async (workspaceId: string) =>
      [...new Set((await answers.groups(workspaceId)).map((group) => group.origin_source))].sort((a, b) => a.localeCompare(b)),
  };
};

export type ExportPorts = ReturnType<typeof createExportPorts>;
export type ExportWorkspace = Awaited<ReturnType<WorkspaceAccess['assigned']>>;

// The exports' access rules (ADR 0068): the workspace rule (another team's workspace 404, one the caller is not
// assigned to 403), then the package in that workspace (404 otherwise).

/** the workspace in `:workspaceId`, if the caller may work in it */
export const workspaceAccess = (
  ports: Pick<ExportPorts, 'workspaces'>,
): AccessRule<{ params: { workspaceId: string } }, ExportWorkspace> => ({
  scope: (input, user) => ports.workspaces.assigned(user, input.params.workspaceId),
  workspaceOf: (workspace) => workspace.id,
});

/** the package `packageIdOf` names, in the workspace in `:workspaceId` the caller may work in */
export const packageAccess = <In extends { params: { workspaceId: string } }>(
  ports: Pick<ExportPorts, 'workspaces' | 'packages'>,
  packageIdOf: (input: In) => string,
): AccessRule<In, { workspace: ExportWorkspace; pkg: PackageCore }> => ({
  scope: async (input, user) => {
    const workspace = await ports.workspaces.assigned(user, input.params.workspaceId);
    const found = await ports.packages.one(packageIdOf(input));
    if (!found || found.workspace_id !== workspace.id) throw httpError(404, ExportsMessages.packageNotFound);
    return { workspace, pkg: found };
  },
  workspaceOf: ({ workspace }) => workspace.id,
});

/** the assessment in the package, or 404 */
export const assessmentOf = (pkg: PackageCore, assessmentId: string) => {
  const assessment = pkg.assessments.find((candidate) => candidate.id === assessmentId);
  if (!assessment) throw httpError(404, ExportsMessages.assessmentNotInPackage);
  return assessment;
};
