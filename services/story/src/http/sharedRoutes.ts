import { createPlanReader } from '@canopy/actions';
import { StoryActionPlan } from '@canopy/contracts/story/actionPlanSlide';
import { DataStory, StoryPaths } from '@canopy/contracts/story/api';
import { createTeamsReader } from '@canopy/identity';
import { publicLimitsOf } from '@canopy/platform/http/publicLimits';
import { mountRoutes, publicRoute } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createStoryReader } from '@canopy/projections/story/stories/read';
import { createWorkspacesReader } from '@canopy/workspace';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import * as readSharedActionPlan from '../shared/readSharedActionPlan.ts';
import * as readSharedImage from '../shared/readSharedImage.ts';
import * as readSharedStory from '../shared/readSharedStory.ts';
import type { SharedPorts } from '../shared/sharedPorts.ts';
import { storyImageHeaders } from './storyImages.ts';

const TAGS = ['data story'];

export type SharedRouteOptions = { perAddressPerMinute: number; perLinkPerMinute: number };

/** the shared routes' ports over the process's database and images, other contexts through their entry points */
const sharedPortsOf = (deps: ServiceDeps, app: FastifyInstance): SharedPorts => {
  const { pool } = deps.platform;
  return {
    stories: createStoryReader(pool),
    workspaceRows: createWorkspacesReader(pool),
    teams: createTeamsReader(pool),
    images: app.images,
    actionPlan: createPlanReader(pool, deps.clock),
  };
};

const sendImage = (reply: FastifyReply, image: readSharedImage.SharedImage) =>
  reply.headers(storyImageHeaders(image.contentType)).send(image.bytes);

/**
 * The shared story, for visitors with no account (spec 3 section 7 'story-by-link'): the story the link names, its
 * 'Action plan' slides (ADR 0156) and its images and logos, each under the link, so that all of them stop answering
 * the moment the link expires or is removed (404 'This Data Story link has expired or was removed'). Rate-limited
 * like the respondent routes: the address's budget on every request, the link's on each request to a live link.
 * Public rows of a route table (ADR 0145), each naming its use case (shared/).
 */
export const sharedRoutes =
  (deps: ServiceDeps, options: SharedRouteOptions): FastifyPluginAsync =>
  async (instance) => {
    const ports = sharedPortsOf(deps, instance);
    // one budget per address shared with every public link route on arrival, the link's own once it is open
    // (openLink); the gateway's own limit is off for these rows
    const publicLimits = publicLimitsOf(instance, options);
    mountRoutes(instance, deps.clock, {
      tags: TAGS,
      publicLimits,
      routes: [
        publicRoute({
          method: 'GET',
          url: StoryPaths.shared(':link'),
          summary: 'A shared data story (no account)',
          params: readSharedStory.Params,
          response: DataStory,
          handle: readSharedStory.readSharedStory(ports),
        }),
        publicRoute({
          method: 'GET',
          url: StoryPaths.sharedActionPlan(':link'),
          summary: "A shared story's 'Action plan' slides (no account): owners by name only, no e-mails, links or notes",
          params: readSharedActionPlan.Params,
          response: StoryActionPlan,
          handle: readSharedActionPlan.readSharedActionPlan(ports),
        }),
        publicRoute({
          method: 'GET',
          url: StoryPaths.sharedImage(':link', ':snapshotId'),
          summary: "A shared story's image",
          params: readSharedImage.Params,
          response: z.any().describe('the image'),
          handle: readSharedImage.readSharedImage(ports),
          reply: sendImage,
        }),
        publicRoute({
          method: 'GET',
          url: StoryPaths.sharedLogo(':link', ':owner' as 'team'),
          summary: "A shared story's team or workspace logo",
          params: readSharedImage.LogoParams,
          response: z.any().describe('the image'),
          handle: readSharedImage.readSharedLogo(ports),
          reply: sendImage,
        }),
      ],
    });
  };
