import { UpdateGroupRequest } from '@canopy/contracts/participants/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { groupInPath, IdParams } from './rosterAccess.ts';
import { groupAnswer } from './rosterAnswers.ts';
import type { RosterDeps } from './rosterDeps.ts';

export const UpdateGroupInput = { params: IdParams, body: UpdateGroupRequest };

/** a group renamed or described (default and automatic groups keep their name) */
export const updateGroup = (deps: RosterDeps) =>
  ({
    access: groupInPath(deps),
    handle: async (input, { scope: workspace, context }) => {
      await deps.commands.updateGroup(workspace.id, input.params.id, input.body, context);
      return groupAnswer(deps, input.params.id);
    },
  }) satisfies UseCase<Input<z.output<typeof IdParams>, undefined, z.output<typeof UpdateGroupRequest>>, WorkspaceAccessRow, unknown>;
