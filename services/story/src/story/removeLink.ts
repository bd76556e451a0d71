import type { Prelude } from '@canopy/platform/http/prelude';
import type { AssignedWorkspace } from './storyAccess.ts';
import { runStory, type StoryPorts } from './storyPorts.ts';

export { assignedWorkspace as access } from './storyAccess.ts';

/** PUT: remove the share link; visitors holding it get 404 from now on */
export const removeLink = (ports: Pick<StoryPorts, 'commands'>) => async (_input: unknown, prelude: Prelude<AssignedWorkspace>) => {
  await runStory(ports, prelude, prelude.scope.id, (who) => ({ type: 'RemoveLink', data: who }));
  return { link: null };
};
