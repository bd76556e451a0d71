import { Text } from '@canopy/contracts';
import { createChartFigures } from '@canopy/analytics';
import { StoryActionPlan } from '@canopy/contracts/story/actionPlanSlide';
import { DataStory, LinkAnswer, SnapshotAnswer, StoryMessages, StoryPaths } from '@canopy/contracts/story/api';
import { attachmentDisposition } from '@canopy/platform/download/attachment';
import { Answer, mountRoutes, publicRoute, route } from '@canopy/platform/http/routeTable';
import { newId } from '@canopy/platform/ids';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createTeamsReader } from '@canopy/identity';
import { createStoryReader } from '@canopy/projections/story/stories/read';
import { createWorkspaceAccess, createWorkspacesReader } from '@canopy/workspace';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { createStoryCommands } from '../commands.ts';
import * as addFileSnapshot from '../snapshots/addFileSnapshot.ts';
import * as addSnapshot from '../snapshots/addSnapshot.ts';
import * as commentSnapshot from '../snapshots/commentSnapshot.ts';
import * as deleteSnapshot from '../snapshots/deleteSnapshot.ts';
import * as snapshotImage from '../snapshots/snapshotImage.ts';
import * as downloadDeck from '../story/downloadDeck.ts';
import * as readActionPlan from '../story/readActionPlan.ts';
import * as readLink from '../story/readLink.ts';
import * as readStory from '../story/readStory.ts';
import * as removeLink from '../story/removeLink.ts';
import * as shareLink from '../story/shareLink.ts';
import type { StoryPorts } from '../story/storyPorts.ts';
import * as updateStory from '../story/updateStory.ts';
import { createPlanReader } from '@canopy/actions';
import { createMapFigures } from './mapFigures.ts';
import { readStoryForm, type StoryForm, storyImageHeaders, storyImageUrls } from './storyImages.ts';

const TAGS = ['data story'];
const WorkspaceParams = z.object({ workspaceId: Text().max(64) });
const SnapshotParams = z.object({ id: Text().max(64) });

/** the story's ports over the process's database, its images and analytics' chart use case (its entry point) */
const storyPortsOf = (deps: ServiceDeps, app: FastifyInstance): StoryPorts => {
  const { pool } = deps.platform;
  return {
    workspaces: createWorkspaceAccess(pool),
    workspaceRows: createWorkspacesReader(pool),
    teams: createTeamsReader(pool),
    stories: createStoryReader(pool),
    commands: createStoryCommands(deps),
    images: app.images,
    urls: storyImageUrls(app.images),
    chartFigures: createChartFigures(deps),
    actionPlan: createPlanReader(pool, deps.clock),
    newId,
  };
};

/**
 * A consultant's Data Story (spec 3 section 7): a workspace's story under /data-story/workspaces/{id} and its
 * snapshots under /data-story/snapshots/{id}; another team's workspace or snapshot is 404, one in a workspace the
 * caller is not assigned to 403. Every change goes through the story's decider on `story-<workspace id>`. Each row
 * names its use case (story/, snapshots/: its access rule and handler, ADR 0145).
 */
export const storyRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (instance) => {
    const ports = storyPortsOf(deps, instance);
    const mapFigures = createMapFigures(deps);
    mountRoutes(instance, deps.clock, {
      tags: TAGS,
      routes: [
        route({
          method: 'GET',
          url: StoryPaths.story(':workspaceId'),
          summary: "A workspace's data story",
          params: WorkspaceParams,
          response: DataStory,
          access: readStory.access(ports),
          handle: readStory.readStory(ports),
        }),
        route({
          method: 'PUT',
          url: StoryPaths.story(':workspaceId'),
          summary: 'Logos shown or not, frame colour, presentation order',
          params: WorkspaceParams,
          body: updateStory.Input,
          response: DataStory,
          access: updateStory.access(ports),
          handle: updateStory.updateStory(ports),
        }),
        route({
          method: 'GET',
          url: StoryPaths.link(':workspaceId'),
          summary: "The story's share link, if live",
          params: WorkspaceParams,
          response: LinkAnswer,
          access: readLink.access(ports),
          handle: readLink.readLink(ports),
        }),
        route({
          method: 'POST',
          url: StoryPaths.link(':workspaceId'),
          summary: 'Generate the share link, or give the live one a new expiry (days from now, at least 1)',
          params: WorkspaceParams,
          body: shareLink.Input,
          response: LinkAnswer,
          access: shareLink.access(ports),
          handle: shareLink.shareLink(ports),
        }),
        route({
          method: 'PUT',
          url: StoryPaths.deactivateLink(':workspaceId'),
          summary: 'Remove the share link',
          params: WorkspaceParams,
          response: LinkAnswer,
          access: removeLink.access(ports),
          handle: removeLink.removeLink(ports),
        }),
        route({
          method: 'PUT',
          url: StoryPaths.comment(':id'),
          summary: "A snapshot's comment (at most 500 characters)",
          params: SnapshotParams,
          body: commentSnapshot.Input,
          response: SnapshotAnswer,
          access: commentSnapshot.access(ports),
          handle: commentSnapshot.commentSnapshot(ports),
        }),
        route({
          method: 'DELETE',
          url: StoryPaths.snapshot(':id'),
          summary: 'Delete a snapshot (answered 204)',
          params: SnapshotParams,
          response: z.null(),
          access: deleteSnapshot.access(ports),
          handle: deleteSnapshot.deleteSnapshot(ports),
          reply: (reply) => reply.code(204).send(null),
        }),
        route({
          method: 'GET',
          url: StoryPaths.actionPlan(':workspaceId'),
          summary: "The story's 'Action plan' slides, one per focus area, as the deck draws them (owners by name, no e-mails, no notes)",
          params: WorkspaceParams,
          response: StoryActionPlan,
          access: readActionPlan.access(ports),
          handle: readActionPlan.readActionPlan(ports),
        }),
        route({
          method: 'GET',
          url: StoryPaths.deck(':workspaceId'),
          summary: 'The story as a PowerPoint deck: a title slide, then a slide per snapshot with native charts from its figures',
          params: WorkspaceParams,
          response: z.any().describe('the pptx file'),
          access: downloadDeck.access(ports),
          handle: downloadDeck.downloadDeck(ports),
          reply: (reply, deck: { bytes: Buffer; fileName: string }) =>
            reply
              .headers({
                'content-type': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
                'content-disposition': attachmentDisposition(deck.fileName),
                'cache-control': 'no-store',
              })
              .send(deck.bytes),
        }),
        route({
          method: 'POST',
          url: StoryPaths.snapshots(':workspaceId'),
          summary: "Add a chart's or the collaboration map's snapshot (multipart: name, data, and file for the driver figure)",
          description:
            'A chart snapshot stores the figures the server computes for `data.chart.request`, never figures the client sends, and an image the server draws from them (a `file` sent with it is ignored). ' +
            "A map snapshot's image is drawn by the server from the map it computes under `data.map.request` (the collaboration filters), coloured and sized as `data.map.view` says; a `file` sent with it is ignored too.",
          params: WorkspaceParams,
          response: SnapshotAnswer,
          status: 201,
          // the form is read after access, so a refused upload stores nothing; the map is computed as the caller
          form: async (request): Promise<{ form: StoryForm; mapOf: addSnapshot.MapOf }> => ({
            form: await readStoryForm(request),
            mapOf: (workspaceId, filters) => mapFigures(request.user, workspaceId, filters),
          }),
          access: addSnapshot.access(ports),
          handle: (input, prelude) => addSnapshot.addSnapshot(ports)({ read: input.form }, prelude),
        }),
        route({
          method: 'POST',
          url: StoryPaths.fileSnapshots(':workspaceId'),
          summary: 'Add an uploaded image (multipart: name, file; png, jpg or jpeg by content, below 20 MB)',
          params: WorkspaceParams,
          response: SnapshotAnswer,
          status: 201,
          form: async (request) => ({ form: await readStoryForm(request) }),
          access: addFileSnapshot.access(ports),
          handle: (input, prelude) => addFileSnapshot.addFileSnapshot(ports)({ read: input.form }, prelude),
        }),
        publicRoute({
          method: 'GET',
          url: StoryPaths.image(':id'),
          summary: "A snapshot's image, by the signed URL the story hands out (expires)",
          params: snapshotImage.Params,
          querystring: snapshotImage.Query,
          response: z.any().describe('the image'),
          handle: async (input, prelude) =>
            (await snapshotImage.snapshotImage(ports)(input, prelude)) ?? new Answer(404, { detail: StoryMessages.imageGone }),
          reply: (reply, image: { bytes: Buffer; contentType: string }) =>
            reply.headers(storyImageHeaders(image.contentType)).send(image.bytes),
        }),
      ],
    });
  };
