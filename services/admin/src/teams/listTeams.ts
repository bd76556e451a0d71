import type { UseCase } from '@canopy/platform/http/routeTable';
import { type Administrator, administratorAccess } from '../http/administrator.ts';
import type { TeamDeps } from './teamDeps.ts';

/** every team with its members, oldest first */
export const listTeams = (deps: TeamDeps) =>
  ({
    access: administratorAccess,
    handle: async () => deps.identity.teams(deps.images),
  }) satisfies UseCase<unknown, Administrator, unknown>;
