import type { Prelude } from '@canopy/platform/http/prelude';
import { linkOf } from '../http/storyAnswer.ts';
import type { AssignedWorkspace } from './storyAccess.ts';
import type { StoryPorts } from './storyPorts.ts';

export { assignedWorkspace as access } from './storyAccess.ts';

/** GET the story's share link, if it is live */
export const readLink = (ports: Pick<StoryPorts, 'stories'>) => async (_input: unknown, prelude: Prelude<AssignedWorkspace>) => ({
  link: linkOf(await ports.stories.story(prelude.scope.id), prelude.now),
});
