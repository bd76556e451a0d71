import type { Input, UseCase } from '@canopy/platform/http/routeTable';
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
} from '../hrisDeps.ts';

export const LinkTokenInput = { params: Params };

/** start connecting the workspace's HR system: a Finch Connect session, or the sandbox's (409 while connected) */
export const linkToken = (deps: HrisDeps) =>
  ({
    access: assignedWorkspace(deps),
    handle: async (input, { scope: workspace }) => {
      requireConnectable(await deps.commands.state(workspace.id));
      try {
        return await deps.provider.linkToken({
          workspaceId: workspace.id,
          workspaceName: workspace.name,
          redirectUri: redirectUriFor(deps, input.form),
        });
      } catch (error) {
        return providerFailed(deps, error);
      }
    },
  }) satisfies UseCase<Input<z.output<typeof Params>, undefined, undefined, RequestOrigin>, WorkspaceAccessRow, unknown>;
