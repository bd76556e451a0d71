import { SurveyMessages } from '@canopy/contracts/survey/api';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';

/** a `team_id` sent in a body must be the caller's own (403 otherwise) */
export const requireOwnTeam = (given: string | undefined, teamId: string) => {
  if (given !== undefined && given !== '' && given !== teamId) throw httpError(403, SurveyMessages.teamMismatch);
};

/**
 * The rule of the library's writes (categories, assessments): the caller's own team, and a `team_id` the body sends
 * must be it (403). Team-wide: their events belong to no workspace.
 */
export const ownTeamBody: AccessRule<{ body: { team_id?: string | undefined } }, { teamId: string }> = {
  scope: async ({ body }, user) => {
    requireOwnTeam(body.team_id, user.teamId);
    return { teamId: user.teamId };
  },
  workspaceOf: () => null,
};
