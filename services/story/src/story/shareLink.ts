import { LinkInput } from '@canopy/contracts/story/api';
import { newPublicLinkId } from '@canopy/platform/http/publicLimits';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { linkOf } from '../http/storyAnswer.ts';
import type { AssignedWorkspace } from './storyAccess.ts';
import { runStory, type StoryPorts } from './storyPorts.ts';

export { assignedWorkspace as access } from './storyAccess.ts';
/** the days the link lives from now (at least 1) */
export const Input = LinkInput;

/** POST: generate the share link, or give the live one a new expiry */
export const shareLink =
  (ports: Pick<StoryPorts, 'stories' | 'commands'>) =>
  async ({ body }: { body: z.output<typeof Input> }, prelude: Prelude<AssignedWorkspace>) => {
    const workspaceId = prelude.scope.id;
    await runStory(ports, prelude, workspaceId, (who) => ({
      type: 'ShareLink',
      data: { ...who, link_id: newPublicLinkId(), days: body.link_expiration },
    }));
    return { link: linkOf(await ports.stories.story(workspaceId), prelude.now) };
  };
