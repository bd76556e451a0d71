import { WorkspaceFilterRequest } from '@canopy/contracts/analytics/collaboration';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { type CollaborationPorts, type CollaborationWorkspace, workspaceAccess } from './collaborationPorts.ts';

export const Body = WorkspaceFilterRequest;
type In = { body: z.output<typeof Body> };
export const access = (ports: Pick<CollaborationPorts, 'workspaces'>) => workspaceAccess<In>(ports, (input) => input.body.workspace_id);

/** the workspace's connectedness rate (the density of its collaboration graph) under the filters */
export const workspaceConnectedness =
  (ports: Pick<CollaborationPorts, 'mapOf'>) =>
  async ({ body }: In, _prelude: Prelude<CollaborationWorkspace>) => {
    const { workspace_id, ...filters } = body;
    const map = await ports.mapOf(workspace_id, filters);
    return { workspace_id, connectedness_score: map.additionalInfo.connectedness_score };
  };
