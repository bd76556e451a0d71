import { randomUUID } from 'node:crypto';
import { HrisMessages, RetrieveAccountTokenRequest } from '@canopy/contracts/hris/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../../access/workspaceAccess.ts';
import {
  assignedWorkspace,
  type HrisDeps,
  Params,
  providerFailed,
  redirectUriFor,
  type RequestOrigin,
  requireConnectable,
  startRun,
} from '../hrisDeps.ts';
import { HrisCodeRejectedError } from '../provider/hrisProvider.ts';

export const ConnectHrisInput = { params: Params, body: RetrieveAccountTokenRequest };

/**
 * The workspace connected with the code the connect flow gave: the token stored encrypted (never answered), the daily
 * sync scheduled and a first sync started; on a connection that must be authorised again, its token replaced.
 */
export const connectHris = (deps: HrisDeps) =>
  ({
    access: assignedWorkspace(deps),
    handle: async (input, { user, scope: workspace, now, context }) => {
      const state = await deps.commands.state(workspace.id);
      requireConnectable(state);
      let account;
      try {
        account = await deps.provider.exchangeCode(input.body.code, redirectUriFor(deps, input.form));
      } catch (error) {
        if (error instanceof HrisCodeRejectedError) {
          deps.logger.info({ err: error, workspaceId: workspace.id }, 'authorization code refused');
          throw httpError(400, HrisMessages.codeRejected);
        }
        return providerFailed(deps, error);
      }
      const connectionId = state.status === 'connected' ? state.connectionId : randomUUID();
      await deps.secrets.saveToken({
        connectionId,
        workspaceId: workspace.id,
        provider: deps.provider.kind,
        accessToken: account.access_token,
        products: account.products,
        now,
      });
      await deps.commands.handle(
        workspace.id,
        {
          type: 'ConnectHris',
          data: {
            workspace_id: workspace.id,
            connection_id: connectionId,
            provider: deps.provider.kind,
            provider_company_id: account.provider_company_id,
            by: user.id,
            now: now.toISOString(),
            next_sync_at: deps.scheduler.nextRunAfter(now).toISOString(),
          },
        },
        context,
      );
      const job = { workspace_id: workspace.id, connection_id: connectionId };
      await deps.scheduler.scheduleDaily({ ...job, trigger: 'scheduled' });
      await startRun(deps, workspace, await deps.scheduler.queueNow({ ...job, trigger: 'connect' }), 'connect', {
        ...context,
        now: deps.clock.now(),
      });
      const [integration] = await deps.read.integrations(workspace.id);
      if (!integration) throw new Error('the connection is not in the hris read model after connecting');
      return integration;
    },
  }) satisfies UseCase<
    Input<z.output<typeof Params>, undefined, z.output<typeof RetrieveAccountTokenRequest>, RequestOrigin>,
    WorkspaceAccessRow,
    unknown
  >;
