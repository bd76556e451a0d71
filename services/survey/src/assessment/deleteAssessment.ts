import type { Prelude } from '@canopy/platform/http/prelude';
import type { AssessmentPorts } from './assessmentPorts.ts';

export { teamAccess as access } from '@canopy/platform/http/routeTable';

/** delete an assessment, active or archived (the decider refuses another team's and a default one) */
export const deleteAssessment =
  (ports: Pick<AssessmentPorts, 'commands'>) =>
  async ({ params }: { params: { id: string } }, { user, context }: Prelude<{ teamId: string }>) => {
    await ports.commands.assessment(
      params.id,
      { type: 'DeleteAssessment', data: { team_id: user.teamId, by: user.id, now: context.now.toISOString() } },
      context,
    );
    return { id: params.id };
  };
