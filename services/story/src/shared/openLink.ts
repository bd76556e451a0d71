import { Text } from '@canopy/contracts';
import { StoryMessages } from '@canopy/contracts/story/api';
import type { PublicLimits } from '@canopy/platform/http/publicLimits';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { Clock } from '@canopy/platform/time/clock';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLinkLive } from '../story/liveLink.ts';
import type { SharedPorts } from './sharedPorts.ts';

/** the share link in the path: every shared route is under it */
export const LinkParams = z.object({ link: Text().max(64) });

/**
 * The story the link names while it lives, and its workspace: the shared routes' one rule. A link that expired, was
 * removed or never was is 404 'This Data Story link has expired or was removed', for the story and all under it.
 */
export const openLink = async (ports: Pick<SharedPorts, 'stories' | 'workspaceRows'>, link: string, now: Date) => {
  const story = await ports.stories.byLink(link);
  if (!story || !isLinkLive(story.link_expires_at, now)) throw httpError(404, StoryMessages.linkGone);
  const workspace = await ports.workspaceRows.byId(story.workspace_id);
  if (!workspace) throw httpError(404, StoryMessages.linkGone);
  return { story, workspace };
};

/**
 * The link's budget (across addresses), spent once per request on a live link only, as the respondent links spend
 * theirs: a hook before the handler, since the limiter counts requests and a handler sees none; 429 once spent.
 */
export const linkBudget =
  (ports: Pick<SharedPorts, 'stories'>, clock: Clock, limits: PublicLimits) =>
  async (request: FastifyRequest): Promise<void> => {
    const { link } = request.params as { link?: string };
    if (!link) return;
    const story = await ports.stories.byLink(link);
    if (story && isLinkLive(story.link_expires_at, clock.now())) await limits.takeLink(request, link);
  };
