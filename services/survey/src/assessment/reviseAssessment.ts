import { AssessmentInput } from '@canopy/contracts/survey/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { type AssessmentPorts, draftOf } from './assessmentPorts.ts';

export const Body = AssessmentInput;
export { ownTeamBody as access } from '../library/teamAccess.ts';

/**
 * Edit an assessment into a new version. The decider refuses a default one (403) and an answered one (409) unless
 * it is a linked survey.
 */
export const reviseAssessment =
  (ports: Pick<AssessmentPorts, 'commands' | 'answer' | 'read' | 'isTeamCategory'>) =>
  async ({ params, body }: { params: { id: string }; body: z.output<typeof Body> }, { user, context }: Prelude<{ teamId: string }>) => {
    const draft = draftOf(body);
    const [category_exists, row] = await Promise.all([
      ports.isTeamCategory(user.teamId, draft.category_id),
      ports.read.visible(user.teamId, params.id),
    ]);
    // answered: from the answers the library read model has seen, whichever way they came
    const answered = row?.been_answered ?? false;
    await ports.commands.assessment(
      params.id,
      { type: 'ReviseAssessment', data: { team_id: user.teamId, draft, category_exists, answered, now: context.now.toISOString() } },
      context,
    );
    return ports.answer(user.teamId, params.id);
  };
