import { SurveyMessages } from '@canopy/contracts/survey/api';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import type { AuthUser } from '@canopy/platform/http/auth';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createLibraryReader } from '@canopy/projections/survey/library/read';
import { createPackageLinksReader } from '@canopy/projections/survey/packageLinks/read';
import { createPackagesReader } from '@canopy/projections/survey/packages/read';
import { createSurveyCommands } from '../commands.ts';
import { createPackageAccess } from '../http/packageAccess.ts';

/** what the pick of a workspace's next package looks at */
export type PackageCandidate = { id: string; name: string; created_at: string; has_had_link: boolean };

/**
 * The package a workspace's next cycle runs in (ADR 0155): the newest draft (a package that never had a link, being
 * prepared), or without one the newest package (a package is relaunched for its next cycle with a new link). None
 * when the workspace has no package.
 */
export const nextPackageOf = <P extends PackageCandidate>(packages: readonly P[]): P | null => {
  const newestFirst = [...packages].sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
  return newestFirst.find((candidate) => !candidate.has_had_link) ?? newestFirst[0] ?? null;
};

export type AddToPackageRequest = {
  user: Pick<AuthUser, 'id' | 'teamId'>;
  workspaceId: string;
  assessmentId: string;
  /** the package to add it to; absent: the workspace's next package */
  packageId?: string;
  context: CommandContext;
};
/** the package it is in and whether this call added it; null when the workspace has no package to add it to */
export type AddToPackageResult = { package: { id: string; name: string }; added: boolean } | null;

/**
 * Adds an assessment of the library (the team's or the default one) to a package of the workspace, once, as the
 * package screen's 'Add to package' does (`SetPackageAssessment` on the package's stream): for other contexts, which
 * reach it through `@canopy/survey`. A package named must be the workspace's and the caller's (another team's 404,
 * one in a workspace they are not assigned to 403); one that already holds the assessment is answered as it is.
 */
export const createAddToNextPackage = (deps: Pick<ServiceDeps, 'platform' | 'waiter'>) => {
  const { pool } = deps.platform;
  const packages = createPackagesReader(pool);
  const links = createPackageLinksReader(pool);
  const library = createLibraryReader(pool);
  const access = createPackageAccess(pool);
  const commands = createSurveyCommands(deps);

  const chosen = async (request: AddToPackageRequest) => {
    if (request.packageId !== undefined) {
      const row = await access.assigned(request.user, request.packageId);
      if (row.workspace_id !== request.workspaceId) throw httpError(404, SurveyMessages.packageNotFound);
      return row;
    }
    const held = await packages.ofWorkspace(request.workspaceId);
    const candidates = await Promise.all(
      held.map(async (row) => ({ ...row, has_had_link: (await links.cyclesOfPackage(row.id, request.context.now)).length > 0 })),
    );
    return nextPackageOf(candidates);
  };

  return async (request: AddToPackageRequest): Promise<AddToPackageResult> => {
    const pkg = await chosen(request);
    if (!pkg) return null;
    const answer = { id: pkg.id, name: pkg.name };
    if ((await packages.assessmentIdsOf(pkg.id)).includes(request.assessmentId)) return { package: answer, added: false };
    const assessment = await library.visible(request.user.teamId, request.assessmentId);
    if (!assessment) throw httpError(404, SurveyMessages.assessmentNotFound);
    await commands.package(
      pkg.id,
      {
        type: 'SetPackageAssessment',
        data: {
          team_id: request.user.teamId,
          assessment_id: assessment.id,
          relation: true,
          assessment_archived: assessment.is_archived,
          now: request.context.now.toISOString(),
        },
      },
      { ...request.context, workspaceId: pkg.workspace_id },
    );
    return { package: answer, added: true };
  };
};
export type AddToNextPackage = ReturnType<typeof createAddToNextPackage>;
