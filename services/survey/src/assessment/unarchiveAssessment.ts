import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { IdParams, PathId } from '../http/shared.ts';
import type { AssessmentPorts } from './assessmentPorts.ts';

export const Params = IdParams.extend({ categoryId: PathId() });
export { teamAccess as access } from '@canopy/platform/http/routeTable';

/** bring an archived assessment back into a category of the team */
export const unarchiveAssessment =
  (ports: Pick<AssessmentPorts, 'commands' | 'answer' | 'isTeamCategory'>) =>
  async ({ params }: { params: z.output<typeof Params> }, { user, context }: Prelude<{ teamId: string }>) => {
    const { id, categoryId } = params;
    const category_exists = await ports.isTeamCategory(user.teamId, categoryId);
    await ports.commands.assessment(
      id,
      {
        type: 'UnarchiveAssessment',
        data: { team_id: user.teamId, category_id: categoryId, category_exists, now: context.now.toISOString() },
      },
      context,
    );
    return ports.answer(user.teamId, id);
  };
