import { randomUUID } from 'node:crypto';
import { ErrorBody } from '@canopy/contracts';
import {
  AppliedSync,
  ApplySyncRequest,
  ForcedSync,
  HrisMessages,
  HrisPaths,
  LinkToken,
  RetrieveAccountTokenRequest,
  SyncPreview,
} from '@canopy/contracts/hris/api';
import { HrisIntegration } from '@canopy/contracts/workspace/api';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import { routePrelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createWorkspaceAccess, type WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import type { HrisState } from './connection/connection.ts';
import type { HrisService } from './hrisService.ts';
import { HrisCodeRejectedError, HrisProviderError } from './provider/hrisProvider.ts';
import { createHrisReadModel } from './readModel.ts';

const TAGS = ['hris'];
const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
const Params = z.object({ id: z.string().describe('the workspace id') });
const param = ':id';

/** the path pattern of a contract path (HrisPaths builds them for one workspace) */
const pattern = (path: (id: string) => string) => path(param);

/**
 * The HRIS API under /api/v1 (paths: HrisPaths; ADR 0012). Every route is workspace-scoped: another
 * team's workspace answers 404, one the caller is not assigned to 403. Provider failures answer 502 with
 * a detail; the provider's token never leaves the server.
 */
export const hrisRoutes =
  (deps: ServiceDeps, hris: HrisService): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { config, pool } = deps.platform;
    const access = createWorkspaceAccess(pool);
    const read = createHrisReadModel(pool);
    const { provider, commands, secrets, scheduler, sync } = hris;

    /** every HRIS route acts on a workspace the caller is assigned to */
    const assigned = routePrelude(deps.clock, {
      scope: (request: FastifyRequest<{ Params: { id: string } }>, user) => access.assigned(user, request.params.id),
      workspaceOf: (workspace) => workspace.id,
    });

    /** Finch Connect comes back to the web app, which hands the code to retrieve-account-token */
    const redirectUriFor = (request: FastifyRequest) => {
      if (provider.kind !== 'finch') return null;
      if (config.FINCH_REDIRECT_URI) return config.FINCH_REDIRECT_URI;
      return `${(config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '')}/hris/finch-callback`;
    };

    const providerFailed = (reply: FastifyReply, error: unknown) => {
      if (!(error instanceof HrisProviderError)) throw error;
      deps.logger.warn({ err: error }, 'the HR system provider failed');
      return reply.code(502).send({ detail: HrisMessages.providerUnavailable });
    };

    /** a queued run shows as in progress at once (the job records nothing more when it starts it) */
    const startRun = async (
      workspace: WorkspaceAccessRow,
      runId: string | null,
      trigger: 'connect' | 'manual',
      context: CommandContext,
    ) => {
      if (runId)
        await commands.handle(
          workspace.id,
          { type: 'StartSync', data: { run_id: runId, trigger, now: context.now.toISOString(), next_sync_at: null } },
          context,
        );
    };

    const requireConnectable = (state: HrisState) => {
      if (state.status === 'connected' && !state.reauthRequired) throw httpError(409, HrisMessages.alreadyConnected);
    };

    const requireConnected = (state: HrisState) => {
      if (state.status !== 'connected') throw httpError(409, HrisMessages.notConnected);
      return state;
    };

    app.get(
      pattern(HrisPaths.linkToken),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "Start connecting the workspace's HR system",
          description:
            'Finch: a Finch Connect session (`connect_url` opens it; it returns to `redirect_uri` with `?code=`). Sandbox: no URL; post a code starting with `sandbox`. Refused (409) while the workspace is connected, unless the connection must be authorised again.',
          params: Params,
          response: { 200: LinkToken, ...errors },
        },
      },
      async (request, reply) => {
        const { scope: workspace } = await assigned(request);
        requireConnectable(await commands.state(workspace.id));
        try {
          return await provider.linkToken({
            workspaceId: workspace.id,
            workspaceName: workspace.name,
            redirectUri: redirectUriFor(request),
          });
        } catch (error) {
          return providerFailed(reply, error);
        }
      },
    );

    app.post(
      pattern(HrisPaths.retrieveAccountToken),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Connect the workspace with the code the connect flow gave',
          description:
            'Exchanges the code for an access token (stored encrypted, never answered), schedules the daily sync and starts a first sync, which stops at the preview (GET receive-synced-data). On a connection that must be authorised again, replaces its token.',
          params: Params,
          body: RetrieveAccountTokenRequest,
          response: { 201: HrisIntegration, ...errors },
        },
      },
      async (request, reply) => {
        const { user, scope: workspace, now, context } = await assigned(request);
        const state = await commands.state(workspace.id);
        requireConnectable(state);
        let account;
        try {
          account = await provider.exchangeCode(request.body.code, redirectUriFor(request));
        } catch (error) {
          if (error instanceof HrisCodeRejectedError) {
            deps.logger.info({ err: error, workspaceId: workspace.id }, 'authorization code refused');
            throw httpError(400, HrisMessages.codeRejected);
          }
          return providerFailed(reply, error);
        }
        const connectionId = state.status === 'connected' ? state.connectionId : randomUUID();
        await secrets.saveToken({
          connectionId,
          workspaceId: workspace.id,
          provider: provider.kind,
          accessToken: account.access_token,
          products: account.products,
          now,
        });
        await commands.handle(
          workspace.id,
          {
            type: 'ConnectHris',
            data: {
              workspace_id: workspace.id,
              connection_id: connectionId,
              provider: provider.kind,
              provider_company_id: account.provider_company_id,
              by: user.id,
              now: now.toISOString(),
              next_sync_at: scheduler.nextRunAfter(now).toISOString(),
            },
          },
          context,
        );
        const job = { workspace_id: workspace.id, connection_id: connectionId };
        await scheduler.scheduleDaily({ ...job, trigger: 'scheduled' });
        await startRun(workspace, await scheduler.queueNow({ ...job, trigger: 'connect' }), 'connect', {
          ...context,
          now: deps.clock.now(),
        });
        const [integration] = await read.integrations(workspace.id);
        if (!integration) throw new Error('the connection is not in the hris read model after connecting');
        return reply.code(201).send(integration);
      },
    );

    app.get(
      pattern(HrisPaths.byWorkspace),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "The workspace's HRIS integrations (none or one)",
          params: Params,
          response: { 200: z.array(HrisIntegration), ...errors },
        },
      },
      async (request) => {
        const { scope: workspace } = await assigned(request);
        return read.integrations(workspace.id);
      },
    );

    app.delete(
      pattern(HrisPaths.disconnect),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Disconnect the HR system',
          description:
            'Stops the daily sync and forgets the token and any waiting preview. The participants the sync created stay, and can be edited by hand again.',
          params: Params,
          response: { 204: z.null().describe('Disconnected'), ...errors },
        },
      },
      async (request, reply) => {
        const { user, scope: workspace, now, context } = await assigned(request);
        const { state } = await commands.handle(
          workspace.id,
          { type: 'DisconnectHris', data: { by: user.id, now: now.toISOString() } },
          context,
        );
        if (state.status === 'disconnected') {
          await scheduler.unschedule(state.connectionId);
          await secrets.forgetConnection(workspace.id, state.connectionId);
        }
        return reply.code(204).send(null);
      },
    );

    app.get(
      pattern(HrisPaths.syncedData),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'The sync waiting for review, with what it would change',
          description:
            '404 when no sync waits. `status` paused: the safety stop tripped (more than 40% of the active automatic participants would be deactivated); Done confirms it.',
          params: Params,
          response: { 200: SyncPreview, ...errors },
        },
      },
      async (request) => {
        const { scope: workspace } = await assigned(request);
        const preview = await sync.preview(workspace.id);
        if (!preview) throw httpError(404, HrisMessages.noPendingSync);
        return preview;
      },
    );

    app.post(
      pattern(HrisPaths.syncedData),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Done: apply the ticked changes of the sync waiting for review',
          description:
            'One roster command. Changes not ticked are left out (a later sync shows them again). 409 when another sync is applying, or a newer sync replaced this one; 400 for an id the preview does not hold.',
          params: Params,
          body: ApplySyncRequest,
          response: { 200: AppliedSync, ...errors },
        },
      },
      async (request) => {
        const { scope: workspace } = await assigned(request);
        return sync.applyChosen({
          workspaceId: workspace.id,
          runId: request.body.run_id,
          changeIds: request.body.change_ids,
          actor: request.user.id,
          correlationId: request.id,
        });
      },
    );

    app.post(
      pattern(HrisPaths.forceSync),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Force sync: read the HR system now',
          description:
            'The run stops at the preview. 409 when the workspace is not connected, must be authorised again, or a sync is already queued or running.',
          params: Params,
          response: { 202: ForcedSync, ...errors },
        },
      },
      async (request, reply) => {
        const { scope: workspace, context } = await assigned(request);
        const state = requireConnected(await commands.state(workspace.id));
        if (state.reauthRequired) throw httpError(409, HrisMessages.reauthRequired);
        const runId = await scheduler.queueNow({ workspace_id: workspace.id, connection_id: state.connectionId, trigger: 'manual' });
        if (!runId) throw httpError(409, HrisMessages.syncRunning);
        await startRun(workspace, runId, 'manual', context);
        return reply.code(202).send({ run_id: runId });
      },
    );
  };
