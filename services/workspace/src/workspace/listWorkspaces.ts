import type { AccessRule, Input, UseCase } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { z } from 'zod';
import { toWorkspace } from './readModel.ts';
import type { WorkspaceDeps } from './workspaceDeps.ts';

const TeamParams = z.object({ teamId: z.string() });
export const ListWorkspacesInput = { params: TeamParams };
type In = Input<z.output<typeof TeamParams>>;

/** the caller's own team, named by the path: another team is not found (404) */
const ownTeam: AccessRule<In, { teamId: string }> = {
  scope: async (input, user) => {
    if (input.params.teamId !== user.teamId) throw httpError(404, 'Team not found');
    return { teamId: user.teamId };
  },
  workspaceOf: () => null,
};

/** the workspaces of the caller's team; those the caller is not assigned to come without their client details */
export const listWorkspaces = (deps: WorkspaceDeps) =>
  ({
    access: ownTeam,
    handle: async (_input, { user }) => {
      const rows = await deps.read.ofTeam(user.teamId);
      return Promise.all(
        rows.map(async (row) =>
          toWorkspace(row, user.id, deps.images, row.consultants_ids.includes(user.id) ? await deps.hris(row.id) : []),
        ),
      );
    },
  }) satisfies UseCase<In, { teamId: string }, unknown>;
