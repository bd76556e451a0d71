import { HrisMessages } from '@canopy/contracts/hris/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../../access/workspaceAccess.ts';
import { assignedWorkspace, type HrisDeps, Params } from '../hrisDeps.ts';

export const PreviewSyncInput = { params: Params };

/** the sync waiting for review, with what it would change (404 when none waits) */
export const previewSync = (deps: HrisDeps) =>
  ({
    access: assignedWorkspace(deps),
    handle: async (_input, { scope: workspace }) => {
      const preview = await deps.sync.preview(workspace.id);
      if (!preview) throw httpError(404, HrisMessages.noPendingSync);
      return preview;
    },
  }) satisfies UseCase<Input<z.output<typeof Params>>, WorkspaceAccessRow, unknown>;
