import { Text } from '@canopy/contracts';
import { StoryMessages } from '@canopy/contracts/story/api';
import type { PublicPrelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { z } from 'zod';
import { isLinkLive } from '../story/liveLink.ts';
import type { SharedPorts } from './sharedPorts.ts';

/** the share link in the path: every shared route is under it */
export const LinkParams = z.object({ link: Text().max(64) });

/**
 * The story the link names while it lives, and its workspace: the shared routes' one rule. A link that expired, was
 * removed or never was is 404 'This Data Story link has expired or was removed', for the story and all under it. A
 * live link's budget (across addresses) is spent here, once per request, as the respondent links spend theirs
 * (the table's `publicLimits`; 429 once spent).
 */
export const openLink = async (
  ports: Pick<SharedPorts, 'stories' | 'workspaceRows'>,
  link: string,
  prelude: Pick<PublicPrelude, 'now' | 'takeLink'>,
) => {
  const story = await ports.stories.byLink(link);
  if (!story || !isLinkLive(story.link_expires_at, prelude.now)) throw httpError(404, StoryMessages.linkGone);
  await prelude.takeLink(link);
  const workspace = await ports.workspaceRows.byId(story.workspace_id);
  if (!workspace) throw httpError(404, StoryMessages.linkGone);
  return { story, workspace };
};
