import type { Prelude } from '@canopy/platform/http/prelude';
import { toAssessment } from '@canopy/projections/survey/library/read';
import type { AssessmentPorts } from './assessmentPorts.ts';

export { teamAccess as access } from '@canopy/platform/http/routeTable';

/** the team's active assessments */
export const listTeamAssessments =
  (ports: Pick<AssessmentPorts, 'read'>) =>
  async (_input: unknown, { scope }: Prelude<{ teamId: string }>) =>
    (await ports.read.ofTeam(scope.teamId, false)).map(toAssessment);
