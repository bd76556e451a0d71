import { PreviewPaths, ReleasePreview } from '@canopy/contracts/analytics/preview';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import { createAnalyticsPorts } from '../analyticsPorts.ts';
import * as previewRelease from './previewRelease.ts';
import { createReleasePreview } from './releasePreview.ts';

/**
 * POST /analytics/workspaces/{id}/packages/{packageId}/release-preview (ADR 0140): what the package's charts would
 * show for the chosen groups once the cycle is answered at the expected rate. Another team's workspace 404, one the
 * caller is not assigned to 403, a package or a group not of the workspace 404 / 400. The row names its use case in
 * preview/ (its access rule and handler, ADR 0145).
 */
export const previewRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (app) => {
    const ports = createAnalyticsPorts(deps);
    mountRoutes(app, deps.clock, {
      tags: ['analytics'],
      routes: [
        route({
          method: 'POST',
          url: PreviewPaths.preview(':workspaceId', ':packageId'),
          summary: 'What the charts would show, hide or refuse for these groups once the package is answered',
          description:
            "From today's roster of the chosen groups and the response rate (given, else the package's last cycle's among these people, else 65%): per scored assessment, All participants and each group as rows of Group averages in the new cycle, alone and under each hiring-date filter, decided by the release rule over the assessment's cells and the expected ones; each shown row's minimum detectable difference between two such cycles.",
          params: previewRelease.Params,
          body: previewRelease.Body,
          response: ReleasePreview,
          access: previewRelease.access(ports),
          handle: previewRelease.previewRelease({ pool: ports.pool, preview: createReleasePreview(ports.pool) }),
        }),
      ],
    });
  };
