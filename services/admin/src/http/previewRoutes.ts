import { PreviewPaths, ReleasePreview } from '@canopy/contracts/analytics/preview';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import { previewDepsOf, releasePreview, ReleasePreviewInput } from '../preview/releasePreview.ts';
import { administratorsOnly } from './administrator.ts';

/**
 * POST /admin/packages/{id}/release-preview (ADR 0140): from the admin area's report of a past cycle, what the
 * package's charts would show for these groups if today's roster answered at that cycle's rate. Administrators only
 * (401 without a token, 403 without the flag); an unknown package or cycle 404, a group not of the workspace 400.
 * Its use case: preview/releasePreview.ts (ADR 0145).
 */
export const previewRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (app) =>
    mountRoutes(app, deps.clock, {
      tags: ['admin'],
      onRequest: [administratorsOnly],
      routes: [
        route({
          method: 'POST',
          url: PreviewPaths.adminPreview(':id'),
          summary: "What the package's charts would show for these groups at a past cycle's response rate",
          ...ReleasePreviewInput,
          response: ReleasePreview,
          ...releasePreview(previewDepsOf(deps)),
        }),
      ],
    });
