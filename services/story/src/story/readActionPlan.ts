import { actionPlanSlidesOf } from '@canopy/contracts/story/actionPlanSlide';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { AssignedWorkspace } from './storyAccess.ts';
import type { StoryPorts } from './storyPorts.ts';

export { assignedWorkspace as access } from './storyAccess.ts';

/**
 * GET the story's 'Action plan' slides (ADR 0156): one per focus area of the workspace's plan, as the actions
 * context's entry point reads it, made into slides by the function the deck's slides are made by.
 */
export const readActionPlan = (ports: Pick<StoryPorts, 'actionPlan'>) => async (_input: unknown, prelude: Prelude<AssignedWorkspace>) =>
  actionPlanSlidesOf(await ports.actionPlan(prelude.scope.id, prelude.scope.team_id), prelude.scope.time_zone);
