import { AppliedSync, ForcedSync, HrisPaths, LinkToken, SyncPreview } from '@canopy/contracts/hris/api';
import { HrisIntegration } from '@canopy/contracts/workspace/api';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { connectHris, ConnectHrisInput } from './connection/connectHris.ts';
import { disconnectHris, DisconnectHrisInput } from './connection/disconnectHris.ts';
import { linkToken, LinkTokenInput } from './connection/linkToken.ts';
import { listIntegrations, ListIntegrationsInput } from './connection/listIntegrations.ts';
import { hrisDepsOf, requestOrigin } from './hrisDeps.ts';
import type { HrisService } from './hrisService.ts';
import { applySync, ApplySyncInput } from './sync/applySync.ts';
import { forceSync, ForceSyncInput } from './sync/forceSync.ts';
import { previewSync, PreviewSyncInput } from './sync/previewSync.ts';

/** the path pattern of a contract path (HrisPaths builds them for one workspace) */
const pattern = (path: (id: string) => string) => path(':id');

/**
 * The HRIS API under /api/v1 (paths: HrisPaths; ADR 0012). Every route is workspace-scoped: another
 * team's workspace answers 404, one the caller is not assigned to 403. Provider failures answer 502 with
 * a detail; the provider's token never leaves the server. Each row calls its use case in hris/connection/ or
 * hris/sync/ (ADR 0145).
 */
export const hrisRoutes =
  (serviceDeps: ServiceDeps, hris: HrisService): FastifyPluginAsync =>
  async (app) => {
    const deps = hrisDepsOf(serviceDeps, hris);
    mountRoutes(app, serviceDeps.clock, {
      tags: ['hris'],
      routes: [
        route({
          method: 'GET',
          url: pattern(HrisPaths.linkToken),
          summary: "Start connecting the workspace's HR system",
          description:
            'Finch: a Finch Connect session (`connect_url` opens it; it returns to `redirect_uri` with `?code=`). Sandbox: no URL; post a code starting with `sandbox`. Refused (409) while the workspace is connected, unless the connection must be authorised again.',
          ...LinkTokenInput,
          form: requestOrigin,
          response: LinkToken,
          ...linkToken(deps),
        }),
        route({
          method: 'POST',
          url: pattern(HrisPaths.retrieveAccountToken),
          summary: 'Connect the workspace with the code the connect flow gave',
          description:
            'Exchanges the code for an access token (stored encrypted, never answered), schedules the daily sync and starts a first sync, which stops at the preview (GET receive-synced-data). On a connection that must be authorised again, replaces its token.',
          ...ConnectHrisInput,
          form: requestOrigin,
          response: HrisIntegration,
          status: 201,
          ...connectHris(deps),
        }),
        route({
          method: 'GET',
          url: pattern(HrisPaths.byWorkspace),
          summary: "The workspace's HRIS integrations (none or one)",
          ...ListIntegrationsInput,
          response: z.array(HrisIntegration),
          ...listIntegrations(deps),
        }),
        route({
          method: 'DELETE',
          url: pattern(HrisPaths.disconnect),
          summary: 'Disconnect the HR system',
          description:
            'Stops the daily sync and forgets the token and any waiting preview. The participants the sync created stay, and can be edited by hand again.',
          ...DisconnectHrisInput,
          response: z.null().describe('Disconnected'),
          status: 204,
          ...disconnectHris(deps),
        }),
        route({
          method: 'GET',
          url: pattern(HrisPaths.syncedData),
          summary: 'The sync waiting for review, with what it would change',
          description:
            '404 when no sync waits. `status` paused: the safety stop tripped (more than 40% of the active automatic participants would be deactivated); Done confirms it.',
          ...PreviewSyncInput,
          response: SyncPreview,
          ...previewSync(deps),
        }),
        route({
          method: 'POST',
          url: pattern(HrisPaths.syncedData),
          summary: 'Done: apply the ticked changes of the sync waiting for review',
          description:
            'One roster command. Changes not ticked are left out (a later sync shows them again). 409 when another sync is applying, or a newer sync replaced this one; 400 for an id the preview does not hold.',
          ...ApplySyncInput,
          response: AppliedSync,
          ...applySync(deps),
        }),
        route({
          method: 'POST',
          url: pattern(HrisPaths.forceSync),
          summary: 'Force sync: read the HR system now',
          description:
            'The run stops at the preview. 409 when the workspace is not connected, must be authorised again, or a sync is already queued or running.',
          ...ForceSyncInput,
          response: ForcedSync,
          status: 202,
          ...forceSync(deps),
        }),
      ],
    });
  };
