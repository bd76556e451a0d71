import { Text } from '@canopy/contracts';
import { createPlanReader } from '@canopy/actions';
import { actionPlanSlidesOf, StoryActionPlan } from '@canopy/contracts/story/actionPlanSlide';
import { DataStory, StoryMessages, StoryPaths } from '@canopy/contracts/story/api';
import { ErrorBody } from '@canopy/contracts';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createTeamsReader } from '@canopy/projections/identity/teams/read';
import { createStoryReader } from '@canopy/projections/story/stories/read';
import { createWorkspacesReader } from '@canopy/projections/workspace/workspaces/read';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicLimitsOf } from '@canopy/platform/http/publicLimits';
import { storyAnswer } from './storyAnswer.ts';
import { storyImageHeaders } from './storyImages.ts';
import { isLinkLive } from '../story/liveLink.ts';

const TAGS = ['data story'];
const LinkParams = z.object({ link: Text().max(64) });

export type SharedRouteOptions = { perAddressPerMinute: number; perLinkPerMinute: number };

/**
 * The shared story, for visitors with no account (spec 3 section 7 'story-by-link'): the story the link names and
 * its images and logos, each under the link, so that all of them stop answering the moment the link expires or is
 * removed (404 'This Data Story link has expired or was removed'). Rate-limited like the respondent routes.
 */
export const sharedRoutes =
  (deps: ServiceDeps, options: SharedRouteOptions): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { pool } = deps.platform;
    const stories = createStoryReader(pool);
    const workspaces = createWorkspacesReader(pool);
    const teams = createTeamsReader(pool);
    const plans = createPlanReader(pool, deps.clock);
    const images = instance.images;
    const limits = publicLimitsOf(instance, options);
    const config = { rateLimit: false } as const;
    const onRequest = limits.perAddress;

    /** the story the link names while it lives, within the link's budget */
    const open = async (request: FastifyRequest, link: string) => {
      const now = deps.clock.now();
      const story = await stories.byLink(link);
      if (!story || !isLinkLive(story.link_expires_at, now)) throw httpError(404, StoryMessages.linkGone);
      await limits.takeLink(request, link);
      const workspace = await workspaces.byId(story.workspace_id);
      if (!workspace) throw httpError(404, StoryMessages.linkGone);
      return { story, workspace, now };
    };
    const sendImage = async (reply: FastifyReply, imageId: string | null) => {
      const image = imageId ? await images.read(imageId) : null;
      if (!image) return reply.code(404).send({ detail: StoryMessages.imageGone });
      return reply.headers(storyImageHeaders(image.contentType)).send(image.bytes);
    };

    app.get(
      StoryPaths.shared(':link'),
      {
        config,
        onRequest,
        schema: {
          tags: TAGS,
          summary: 'A shared data story (no account)',
          params: LinkParams,
          response: { 200: DataStory, '4xx': ErrorBody },
        },
      },
      async (request) => {
        const { link } = request.params;
        const { story, workspace, now } = await open(request, link);
        const [snapshots, team] = await Promise.all([stories.snapshots(story.workspace_id), teams.byId(workspace.team_id)]);
        const logo = (owner: 'team' | 'workspace', imageId: string | null | undefined) =>
          imageId ? `/api/v1${StoryPaths.sharedLogo(link, owner)}` : null;
        return storyAnswer({
          workspaceId: story.workspace_id,
          story,
          snapshots,
          workspace: { name: workspace.name, logo_url: logo('workspace', workspace.logo_image_id) },
          team: { name: team?.name ?? '', logo_url: logo('team', team?.logo_image_id) },
          imageUrl: (snapshot) => `/api/v1${StoryPaths.sharedImage(link, snapshot.id)}`,
          now,
        });
      },
    );

    app.get(
      StoryPaths.sharedActionPlan(':link'),
      {
        config,
        onRequest,
        schema: {
          tags: TAGS,
          summary: "A shared story's 'Action plan' slides (no account): owners by name only, no e-mails, links or notes",
          params: LinkParams,
          response: { 200: StoryActionPlan, '4xx': ErrorBody },
        },
      },
      async (request) => {
        const { workspace } = await open(request, request.params.link);
        // the slides the consultant's story and deck show (ADR 0156), nothing of the plan beyond them
        return actionPlanSlidesOf(await plans(workspace.id, workspace.team_id), workspace.time_zone);
      },
    );

    app.get(
      StoryPaths.sharedImage(':link', ':snapshotId'),
      {
        config,
        onRequest,
        schema: { tags: TAGS, summary: "A shared story's image", params: LinkParams.extend({ snapshotId: Text().max(64) }) },
      },
      async (request, reply) => {
        const { story } = await open(request, request.params.link);
        const snapshot = await stories.snapshot(request.params.snapshotId);
        return sendImage(reply, snapshot?.workspace_id === story.workspace_id ? snapshot.image_id : null);
      },
    );

    app.get(
      StoryPaths.sharedLogo(':link', ':owner' as 'team'),
      {
        config,
        onRequest,
        schema: {
          tags: TAGS,
          summary: "A shared story's team or workspace logo",
          params: LinkParams.extend({ owner: z.enum(['team', 'workspace']) }),
        },
      },
      async (request, reply) => {
        const { workspace } = await open(request, request.params.link);
        if (request.params.owner === 'workspace') return sendImage(reply, workspace.logo_image_id);
        return sendImage(reply, (await teams.byId(workspace.team_id))?.logo_image_id ?? null);
      },
    );
  };
