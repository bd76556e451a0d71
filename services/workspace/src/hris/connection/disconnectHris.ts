import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../../access/workspaceAccess.ts';
import { assignedWorkspace, type HrisDeps, Params } from '../hrisDeps.ts';

export const DisconnectHrisInput = { params: Params };

/** the HR system disconnected: the daily sync stopped, the token and any waiting preview forgotten */
export const disconnectHris = (deps: HrisDeps) =>
  ({
    access: assignedWorkspace(deps),
    handle: async (_input, { user, scope: workspace, now, context }) => {
      const { state } = await deps.commands.handle(
        workspace.id,
        { type: 'DisconnectHris', data: { by: user.id, now: now.toISOString() } },
        context,
      );
      if (state.status === 'disconnected') {
        await deps.scheduler.unschedule(state.connectionId);
        await deps.secrets.forgetConnection(workspace.id, state.connectionId);
      }
      return null;
    },
  }) satisfies UseCase<Input<z.output<typeof Params>>, WorkspaceAccessRow, null>;
