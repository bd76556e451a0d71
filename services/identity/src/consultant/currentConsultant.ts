import { teamAccess, type Input, type UseCase } from '@canopy/platform/http/routeTable';
import type { IdentityDeps } from '../http/shared.ts';
import { toConsultant } from '../readModel.ts';

/** the signed-in consultant */
export const currentConsultant = (deps: IdentityDeps) =>
  ({
    access: teamAccess,
    handle: async (_input, { user }) => toConsultant(await deps.currentConsultant(user), deps.images),
  }) satisfies UseCase<Input, { teamId: string }, unknown>;
