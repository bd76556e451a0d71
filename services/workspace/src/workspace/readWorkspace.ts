import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { assignedWorkspace, IdParams, workspaceAnswer, type WorkspaceDeps } from './workspaceDeps.ts';

export const ReadWorkspaceInput = { params: IdParams };

/** one workspace the caller is assigned to */
export const readWorkspace = (deps: WorkspaceDeps) =>
  ({
    access: assignedWorkspace(deps, 'id'),
    handle: async (input, { user }) => workspaceAnswer(deps, input.params.id, user),
  }) satisfies UseCase<Input<z.output<typeof IdParams>>, WorkspaceAccessRow, unknown>;
