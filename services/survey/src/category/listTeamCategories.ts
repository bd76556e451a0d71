import { SurveyMessages } from '@canopy/contracts/survey/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { z } from 'zod';
import { PathId } from '../http/shared.ts';
import type { CategoryPorts } from './categoryPorts.ts';

export const Params = z.object({ teamId: PathId() });

/** the team in `:teamId` is the caller's own: another team's categories do not exist for them (404) */
export const access: AccessRule<{ params: z.output<typeof Params> }, { teamId: string }> = {
  scope: async ({ params }, user) => {
    if (params.teamId !== user.teamId) throw httpError(404, SurveyMessages.categoryNotFound);
    return { teamId: user.teamId };
  },
  workspaceOf: () => null,
};

/** the team's categories with their active assessments, as My Library */
export const listTeamCategories =
  (ports: Pick<CategoryPorts, 'myLibrary'>) =>
  async (_input: unknown, { scope }: Prelude<{ teamId: string }>) =>
    ports.myLibrary(scope.teamId);
