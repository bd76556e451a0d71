import { createReleasePreview, liveGroups } from '@canopy/analytics';
import { ErrorBody } from '@canopy/contracts';
import { AdminMessages } from '@canopy/contracts/admin/rules';
import { AdminReleasePreviewRequest, PreviewMessages, PreviewPaths, ReleasePreview } from '@canopy/contracts/analytics/preview';
import { Text } from '@canopy/contracts/platform/text';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createPackageLinksReader, createPackagesReader } from '@canopy/survey';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdministrator } from './administrator.ts';

/**
 * POST /admin/packages/{id}/release-preview (ADR 0140): from the admin area's report of a past cycle, what the
 * package's charts would show for these groups if today's roster answered at that cycle's rate. Administrators only
 * (401 without a token, 403 without the flag); an unknown package or cycle 404, a group not of the workspace 400.
 */
export const previewRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { pool } = deps.platform;
    const packages = createPackagesReader(pool);
    const links = createPackageLinksReader(pool);
    const preview = createReleasePreview(pool);
    app.post(
      PreviewPaths.adminPreview(':id'),
      {
        onRequest: requireAdministrator(app),
        schema: {
          tags: ['admin'],
          summary: "What the package's charts would show for these groups at a past cycle's response rate",
          params: z.object({ id: Text().max(64) }),
          body: AdminReleasePreviewRequest,
          response: { 200: ReleasePreview, '4xx': ErrorBody, '5xx': ErrorBody },
        },
      },
      async (request) => {
        const pkg = await packages.one(request.params.id);
        if (!pkg) throw httpError(404, AdminMessages.packageNotFound);
        const now = deps.clock.now();
        const cycle = (await links.cyclesOfPackage(pkg.id, now)).find((candidate) => candidate.link_id === request.body.link);
        if (!cycle) throw httpError(404, PreviewMessages.cycleNotFound);
        return preview({
          workspaceId: pkg.workspace_id,
          pkg,
          groupIds: await liveGroups(pool, pkg.workspace_id, request.body.groups_ids),
          rate: null,
          rateCycleId: cycle.cycle_id,
          now,
        });
      },
    );
  };
