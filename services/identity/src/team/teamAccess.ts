import { IdentityMessages } from '@canopy/contracts/identity/api';
import type { AccessRule, Input } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { z } from 'zod';

export const TeamIdParams = z.object({ teamId: z.string() });
export const TeamParams = z.object({ id: z.string() });

/** the caller's own team, named by the path: another team is not found (404) */
export const ownTeam = <Param extends 'id' | 'teamId'>(
  param: Param,
): AccessRule<Input<Record<Param, string>, unknown, unknown, unknown>, { teamId: string }> => ({
  scope: async (input, user) => {
    if (input.params[param] !== user.teamId) throw httpError(404, IdentityMessages.teamNotFound);
    return { teamId: user.teamId };
  },
  workspaceOf: () => null,
});
