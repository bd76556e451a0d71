import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { groupInPath, IdParams } from './rosterAccess.ts';
import type { RosterDeps } from './rosterDeps.ts';

export const DeleteGroupInput = { params: IdParams };

/** a group deleted; its participants stay in the workspace */
export const deleteGroup = (deps: RosterDeps) =>
  ({
    access: groupInPath(deps),
    handle: async (input, { scope: workspace, context }) => {
      await deps.commands.deleteGroup(workspace.id, input.params.id, context);
      return { id: input.params.id };
    },
  }) satisfies UseCase<Input<z.output<typeof IdParams>>, WorkspaceAccessRow, unknown>;
