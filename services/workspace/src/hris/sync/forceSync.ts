import { HrisMessages } from '@canopy/contracts/hris/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../../access/workspaceAccess.ts';
import { assignedWorkspace, type HrisDeps, Params, requireConnected, startRun } from '../hrisDeps.ts';

export const ForceSyncInput = { params: Params };

/** Force sync: the HR system read now, the run stopping at the preview (409 when not connected, or a sync is queued) */
export const forceSync = (deps: HrisDeps) =>
  ({
    access: assignedWorkspace(deps),
    handle: async (_input, { scope: workspace, context }) => {
      const state = requireConnected(await deps.commands.state(workspace.id));
      if (state.reauthRequired) throw httpError(409, HrisMessages.reauthRequired);
      const runId = await deps.scheduler.queueNow({ workspace_id: workspace.id, connection_id: state.connectionId, trigger: 'manual' });
      if (!runId) throw httpError(409, HrisMessages.syncRunning);
      await startRun(deps, workspace, runId, 'manual', context);
      return { run_id: runId };
    },
  }) satisfies UseCase<Input<z.output<typeof Params>>, WorkspaceAccessRow, unknown>;
