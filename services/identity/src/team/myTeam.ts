import { IdentityMessages } from '@canopy/contracts/identity/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { teamAccess, type Input, type UseCase } from '@canopy/platform/http/routeTable';
import type { IdentityDeps } from '../http/shared.ts';
import { toTeam } from '../readModel.ts';

/** a team with its consultants, as the API shows it */
export const teamAnswer = async (deps: Pick<IdentityDeps, 'read' | 'images'>, teamId: string) => {
  const team = await deps.read.teamById(teamId);
  if (!team) throw httpError(404, IdentityMessages.teamNotFound);
  return toTeam(team, await deps.read.consultantsOfTeam(teamId), deps.images);
};

/** the caller's team with its consultants */
export const myTeam = (deps: IdentityDeps) =>
  ({ access: teamAccess, handle: async (_input, { user }) => teamAnswer(deps, user.teamId) }) satisfies UseCase<
    Input,
    { teamId: string },
    unknown
  >;
