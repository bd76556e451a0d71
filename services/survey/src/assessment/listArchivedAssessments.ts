import type { Prelude } from '@canopy/platform/http/prelude';
import { toAssessment } from '@canopy/projections/survey/library/read';
import type { AssessmentPorts } from './assessmentPorts.ts';

export { teamAccess as access } from '@canopy/platform/http/routeTable';

/** the team's archived assessments */
export const listArchivedAssessments =
  (ports: Pick<AssessmentPorts, 'read'>) =>
  async (_input: unknown, { scope }: Prelude<{ teamId: string }>) =>
    (await ports.read.ofTeam(scope.teamId, true)).map(toAssessment);
