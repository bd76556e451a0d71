import type { Prelude } from '@canopy/platform/http/prelude';
import type { AssessmentPorts } from './assessmentPorts.ts';

export { teamAccess as access } from '@canopy/platform/http/routeTable';

/** one assessment of the team or of the default library (another team's 404) */
export const readAssessment =
  (ports: Pick<AssessmentPorts, 'answer'>) =>
  async ({ params }: { params: { id: string } }, { scope }: Prelude<{ teamId: string }>) =>
    ports.answer(scope.teamId, params.id);
