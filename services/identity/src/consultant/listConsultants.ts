import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { IdentityDeps } from '../http/shared.ts';
import { toConsultant } from '../readModel.ts';
import { ownTeam, TeamIdParams } from '../team/teamAccess.ts';

export const ListConsultantsInput = { params: TeamIdParams };

/** the consultants of the caller's own team */
export const listConsultants = (deps: IdentityDeps) =>
  ({
    access: ownTeam('teamId'),
    handle: async (_input, { scope }) => (await deps.read.consultantsOfTeam(scope.teamId)).map((row) => toConsultant(row, deps.images)),
  }) satisfies UseCase<Input<z.output<typeof TeamIdParams>>, { teamId: string }, unknown>;
