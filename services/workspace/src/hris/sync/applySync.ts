import { ApplySyncRequest } from '@canopy/contracts/hris/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../../access/workspaceAccess.ts';
import { assignedWorkspace, type HrisDeps, Params } from '../hrisDeps.ts';

export const ApplySyncInput = { params: Params, body: ApplySyncRequest };

/** Done: the ticked changes of the sync waiting for review applied, in one roster command */
export const applySync = (deps: HrisDeps) =>
  ({
    access: assignedWorkspace(deps),
    handle: async (input, { user, scope: workspace, context }) =>
      deps.sync.applyChosen({
        workspaceId: workspace.id,
        runId: input.body.run_id,
        changeIds: input.body.change_ids,
        actor: user.id,
        correlationId: context.correlationId,
      }),
  }) satisfies UseCase<Input<z.output<typeof Params>, undefined, z.output<typeof ApplySyncRequest>>, WorkspaceAccessRow, unknown>;
