import { AssessmentInput } from '@canopy/contracts/survey/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { type AssessmentPorts, draftOf } from './assessmentPorts.ts';

export const Body = AssessmentInput;
export { ownTeamBody as access } from '../library/teamAccess.ts';

/** create an assessment in a category of My Library; a code is generated when none is sent */
export const createAssessment =
  (ports: Pick<AssessmentPorts, 'commands' | 'answer' | 'newId' | 'newCode' | 'isTeamCategory'>) =>
  async ({ body }: { body: z.output<typeof Body> }, { user, context }: Prelude<{ teamId: string }>) => {
    const assessmentId = ports.newId();
    const draft = draftOf(body);
    await ports.commands.assessment(
      assessmentId,
      {
        type: 'CreateAssessment',
        data: {
          assessment_id: assessmentId,
          team_id: user.teamId,
          origin: 'custom',
          collection: null,
          code: body.code || ports.newCode(),
          draft,
          category_exists: await ports.isTeamCategory(user.teamId, draft.category_id),
          by: user.id,
          now: context.now.toISOString(),
        },
      },
      context,
    );
    return ports.answer(user.teamId, assessmentId);
  };
