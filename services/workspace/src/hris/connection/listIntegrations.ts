import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../../access/workspaceAccess.ts';
import { assignedWorkspace, type HrisDeps, Params } from '../hrisDeps.ts';

export const ListIntegrationsInput = { params: Params };

/** the workspace's HRIS integrations (none or one) */
export const listIntegrations = (deps: HrisDeps) =>
  ({
    access: assignedWorkspace(deps),
    handle: async (_input, { scope: workspace }) => deps.read.integrations(workspace.id),
  }) satisfies UseCase<Input<z.output<typeof Params>>, WorkspaceAccessRow, unknown>;
