import { PreviewMessages, PreviewPaths, ReleasePreview, ReleasePreviewRequest } from '@canopy/contracts/analytics/preview';
import { Text } from '@canopy/contracts';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import { createAnswersReader } from '@canopy/projections/analytics/answers/read';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { errors, TAGS, workspaceRoutes } from '../http/workspaceRoutes.ts';
import { createReleasePreview } from './releasePreview.ts';

const Params = z.object({ workspaceId: Text().max(64), packageId: Text().max(64) });

/**
 * POST /analytics/workspaces/{id}/packages/{packageId}/release-preview (ADR 0140): what the package's charts would
 * show for the chosen groups once the cycle is answered at the expected rate. Another team's workspace 404, one the
 * caller is not assigned to 403, a package or a group not of the workspace 404 / 400.
 */
export const previewRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (instance) => {
    const { app, pool, workspaces, packages } = workspaceRoutes(instance, deps);
    const preview = createReleasePreview(pool);
    app.post(
      PreviewPaths.preview(':workspaceId', ':packageId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'What the charts would show, hide or refuse for these groups once the package is answered',
          description:
            "From today's roster of the chosen groups and the response rate (given, else the package's last cycle's among these people, else 65%): per scored assessment, All participants and each group as rows of Group averages in the new cycle, alone and under each hiring-date filter, decided by the release rule over the assessment's cells and the expected ones; each shown row's minimum detectable difference between two such cycles.",
          params: Params,
          body: ReleasePreviewRequest,
          response: { 200: ReleasePreview, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const pkg = (await packages.ofWorkspace(workspace.id)).find((item) => item.id === request.params.packageId);
        if (!pkg) throw httpError(404, PreviewMessages.packageNotFound);
        return preview({
          workspaceId: workspace.id,
          pkg,
          groupIds: await liveGroups(pool, workspace.id, request.body.groups_ids),
          rate: request.body.response_rate,
          rateCycleId: null,
          now: deps.clock.now(),
        });
      },
    );
  };

/** the asked groups, each a live group of the workspace, else 400 */
export const liveGroups = async (pool: Queryable, workspaceId: string, groupIds: readonly string[]): Promise<string[]> => {
  const live = new Set((await createAnswersReader(pool).groups(workspaceId)).map((group) => group.id));
  const asked = [...new Set(groupIds)];
  if (asked.some((id) => !live.has(id))) throw httpError(400, PreviewMessages.unknownGroup);
  return asked;
};
