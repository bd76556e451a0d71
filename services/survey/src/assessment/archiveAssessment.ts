import type { Prelude } from '@canopy/platform/http/prelude';
import type { AssessmentPorts } from './assessmentPorts.ts';

export { teamAccess as access } from '@canopy/platform/http/routeTable';

/** archive an assessment */
export const archiveAssessment =
  (ports: Pick<AssessmentPorts, 'commands' | 'answer'>) =>
  async ({ params }: { params: { id: string } }, { user, context }: Prelude<{ teamId: string }>) => {
    await ports.commands.assessment(
      params.id,
      { type: 'ArchiveAssessment', data: { team_id: user.teamId, now: context.now.toISOString() } },
      context,
    );
    return ports.answer(user.teamId, params.id);
  };
