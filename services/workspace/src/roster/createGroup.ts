import { CreateGroupRequest } from '@canopy/contracts/participants/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { workspaceInBody } from './rosterAccess.ts';
import { groupAnswer } from './rosterAnswers.ts';
import type { RosterDeps } from './rosterDeps.ts';

export const CreateGroupInput = { body: CreateGroupRequest };

/** a custom group of the workspace (names unique whatever their case) */
export const createGroup = (deps: RosterDeps) =>
  ({
    access: workspaceInBody(deps),
    handle: async ({ body: { name, description } }, { scope: workspace, context }) => {
      const groupId = await deps.commands.createGroup(workspace.id, { name, description }, context);
      return groupAnswer(deps, groupId);
    },
  }) satisfies UseCase<Input<undefined, undefined, z.output<typeof CreateGroupRequest>>, WorkspaceAccessRow, unknown>;
