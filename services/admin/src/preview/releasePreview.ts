import { createReleasePreview, liveGroups } from '@canopy/analytics';
import { AdminMessages } from '@canopy/contracts/admin/rules';
import { AdminReleasePreviewRequest, PreviewMessages } from '@canopy/contracts/analytics/preview';
import { Text } from '@canopy/contracts/platform/text';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createPackageLinksReader, createPackagesReader } from '@canopy/survey';
import { z } from 'zod';
import { type Administrator, administratorAccess } from '../http/administrator.ts';

const PackageParams = z.object({ id: Text().max(64) });
export const ReleasePreviewInput = { params: PackageParams, body: AdminReleasePreviewRequest };

/** what the preview reads: any team's packages and their cycles (survey's entry point), analytics' preview */
export const previewDepsOf = (deps: ServiceDeps) => {
  const { pool } = deps.platform;
  return {
    packages: createPackagesReader(pool),
    links: createPackageLinksReader(pool),
    preview: createReleasePreview(pool),
    liveGroups: (workspaceId: string, groupIds: string[]) => liveGroups(pool, workspaceId, groupIds),
  };
};
export type PreviewDeps = ReturnType<typeof previewDepsOf>;

/**
 * What the package's charts would show for these groups at a past cycle's response rate (ADR 0140): an unknown
 * package or cycle 404, a group not of the workspace 400.
 */
export const releasePreview = (deps: PreviewDeps) =>
  ({
    access: administratorAccess,
    handle: async (input, { now }) => {
      const pkg = await deps.packages.one(input.params.id);
      if (!pkg) throw httpError(404, AdminMessages.packageNotFound);
      const cycle = (await deps.links.cyclesOfPackage(pkg.id, now)).find((candidate) => candidate.link_id === input.body.link);
      if (!cycle) throw httpError(404, PreviewMessages.cycleNotFound);
      return deps.preview({
        workspaceId: pkg.workspace_id,
        pkg,
        groupIds: await deps.liveGroups(pkg.workspace_id, input.body.groups_ids),
        rate: null,
        rateCycleId: cycle.cycle_id,
        now,
      });
    },
  }) satisfies UseCase<
    Input<z.output<typeof PackageParams>, undefined, z.output<typeof AdminReleasePreviewRequest>>,
    Administrator,
    unknown
  >;
