import { ErrorBody, Text } from '@canopy/contracts';
import { ChartDataRequest } from '@canopy/contracts/analytics/api';
import {
  CommentInput,
  DataStory,
  LinkAnswer,
  LinkInput,
  SnapshotAnswer,
  SnapshotFormData,
  SnapshotName,
  SnapshotSettings,
  StoryMessages,
  StoryPaths,
  StoryUpdateInput,
} from '@canopy/contracts/story/api';
import { contextOf } from '@canopy/platform/commands/commandContext';
import type { AuthUser } from '@canopy/platform/http/auth';
import { parseFields } from '@canopy/platform/images/upload';
import { newPublicLinkId } from '@canopy/platform/http/publicLimits';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newId } from '@canopy/platform/ids';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createTeamsReader } from '@canopy/projections/identity/teams/read';
import { createStoryReader } from '@canopy/projections/story/stories/read';
import { createWorkspacesReader } from '@canopy/projections/workspace/workspaces/read';
import { createWorkspaceAccess } from '@canopy/workspace';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createStoryCommands } from '../commands.ts';
import type { StoryCommand } from '../story/decide.ts';
import { settingsLine } from '@canopy/contracts/story/settingsLine';
import { attachmentDisposition, fileNameOf } from '@canopy/platform/download/attachment';
import { buildDeck, type DeckImage } from '../deck/buildDeck.ts';
import { createPlanReader } from '@canopy/actions';
import { chartFiguresOverHttp } from './chartFigures.ts';
import { snapshotAnswer, storyAnswer } from './storyAnswer.ts';
import { chartPng, mapPng } from '../figures/renderImage.ts';
import { mapFiguresOverHttp } from './mapFigures.ts';
import { CollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import { readStoryForm, requiredImage, storyImageHeaders, storyImageUrls } from './storyImages.ts';

const TAGS = ['data story'];
const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
const WorkspaceParams = z.object({ workspaceId: Text().max(64) });
const SnapshotParams = z.object({ id: Text().max(64) });
const FileFields = z.object({ name: SnapshotName });
const ChartFields = z.object({ name: SnapshotName, data: Text().max(200_000) });

/**
 * A consultant's Data Story (spec 3 section 7): a workspace's story under /data-story/workspaces/{id} and its
 * snapshots under /data-story/snapshots/{id}; another team's workspace or snapshot is 404, one in a workspace the
 * caller is not assigned to 403. Every change goes through the story's decider on `story-<workspace id>`.
 */
export const storyRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { pool } = deps.platform;
    const workspaces = createWorkspaceAccess(pool);
    const workspaceRows = createWorkspacesReader(pool);
    const teams = createTeamsReader(pool);
    const actionPlan = createPlanReader(pool, deps.clock);
    const stories = createStoryReader(pool);
    const commands = createStoryCommands(deps);
    const images = instance.images;
    const urls = storyImageUrls(images);
    const chartFigures = chartFiguresOverHttp(instance);
    const mapFigures = mapFiguresOverHttp(instance);

    /** a live snapshot of a workspace the caller may work in; another team's (or a deleted one) is 404 */
    const assignedSnapshot = async (user: AuthUser, snapshotId: string) => {
      const snapshot = await stories.snapshot(snapshotId);
      if (!snapshot || snapshot.team_id !== user.teamId) throw httpError(404, StoryMessages.snapshotNotFound);
      await workspaces.assigned(user, snapshot.workspace_id);
      return snapshot;
    };

    const run = (request: FastifyRequest, user: AuthUser, workspaceId: string, command: (who: WhoData) => StoryCommand) => {
      const now = deps.clock.now();
      const who = { workspace_id: workspaceId, team_id: user.teamId, by: user.id, now: now.toISOString() };
      return commands.story(workspaceId, command(who), contextOf(request, user, workspaceId, now));
    };

    const answerStory = async (workspaceId: string) => {
      const now = deps.clock.now();
      const [story, snapshots, workspace] = await Promise.all([
        stories.story(workspaceId),
        stories.snapshots(workspaceId),
        workspaceRows.byId(workspaceId),
      ]);
      const team = workspace ? await teams.byId(workspace.team_id) : null;
      return storyAnswer({
        workspaceId,
        story,
        snapshots,
        workspace: { name: workspace?.name ?? '', logo_url: images.urlFor(workspace?.logo_image_id ?? null) },
        team: { name: team?.name ?? '', logo_url: images.urlFor(team?.logo_image_id ?? null) },
        imageUrl: (snapshot) => urls.urlFor(snapshot.id, now),
        now,
      });
    };

    const addSnapshot = async (
      request: FastifyRequest,
      workspaceId: string,
      input: Omit<Extract<StoryCommand, { type: 'AddSnapshot' }>['data'], keyof WhoData | 'snapshot_id' | 'image_id'>,
      image: Parameters<typeof images.save>[0],
    ) => {
      const user = request.user;
      const imageId = await images.save(image, { teamId: user.teamId, createdBy: user.id });
      const snapshotId = newId();
      await run(request, user, workspaceId, (who) => ({
        type: 'AddSnapshot',
        data: { ...who, ...input, snapshot_id: snapshotId, image_id: imageId },
      }));
      const row = await stories.snapshot(snapshotId);
      if (!row) throw httpError(503, 'The snapshot was added but is not readable yet; reload the Data Story');
      return { snapshot: snapshotAnswer(row, urls.urlFor(row.id, deps.clock.now())) };
    };

    app.get(
      StoryPaths.story(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: { tags: TAGS, summary: "A workspace's data story", params: WorkspaceParams, response: { 200: DataStory, ...errors } },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        return answerStory(workspace.id);
      },
    );

    app.put(
      StoryPaths.story(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Logos shown or not, frame colour, presentation order',
          params: WorkspaceParams,
          body: StoryUpdateInput,
          response: { 200: DataStory, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const body = request.body;
        await run(request, request.user, workspace.id, (who) => ({
          type: 'UpdateStory',
          data: {
            ...who,
            logo_team: body.logo_team,
            logo_workspace: body.logo_workspace,
            frame_color: body.frame_color,
            order: body.snapshots_ids_position,
          },
        }));
        return answerStory(workspace.id);
      },
    );

    app.get(
      StoryPaths.link(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "The story's share link, if live",
          params: WorkspaceParams,
          response: { 200: LinkAnswer, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        return { link: (await answerStory(workspace.id)).link };
      },
    );

    app.post(
      StoryPaths.link(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Generate the share link, or give the live one a new expiry (days from now, at least 1)',
          params: WorkspaceParams,
          body: LinkInput,
          response: { 200: LinkAnswer, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        await run(request, request.user, workspace.id, (who) => ({
          type: 'ShareLink',
          data: { ...who, link_id: newPublicLinkId(), days: request.body.link_expiration },
        }));
        return { link: (await answerStory(workspace.id)).link };
      },
    );

    app.put(
      StoryPaths.deactivateLink(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: { tags: TAGS, summary: 'Remove the share link', params: WorkspaceParams, response: { 200: LinkAnswer, ...errors } },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        await run(request, request.user, workspace.id, (who) => ({ type: 'RemoveLink', data: who }));
        return { link: null };
      },
    );

    app.post(
      StoryPaths.snapshots(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "Add a chart's or the collaboration map's snapshot (multipart: name, data, and file for the driver figure)",
          description:
            'A chart snapshot stores the figures the server computes for `data.chart.request`, never figures the client sends, and an image the server draws from them (a `file` sent with it is ignored). ' +
            "A map snapshot's image is drawn by the server from the map it computes under `data.map.request` (the collaboration filters), coloured and sized as `data.map.view` says; a `file` sent with it is ignored too.",
          params: WorkspaceParams,
          response: { 201: SnapshotAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const form = await readStoryForm(request);
        const fields = parseFields(ChartFields, form.fields);
        let data: z.infer<typeof SnapshotFormData>;
        try {
          data = SnapshotFormData.parse(JSON.parse(fields.data));
        } catch {
          throw httpError(400, 'body/data: the snapshot data is not valid');
        }
        let settings = SnapshotSettings.parse(data.settings);
        let chart = null;
        let figures = null;
        let image: Parameters<typeof images.save>[0];
        if (data.kind === 'chart') {
          if (!data.chart) throw httpError(400, StoryMessages.chartRequired);
          const parsed = ChartDataRequest.safeParse(data.chart.request);
          if (!parsed.success) throw httpError(400, StoryMessages.chartRequired);
          chart = { block_id: data.chart.block_id, chart_id: data.chart.chart_id, request: parsed.data };
          figures = await chartFigures(request, workspace.id, parsed.data);
          // a chart's image is drawn here from the figures just computed; an image the client sent is not looked at,
          // so no picture can show more than the figures do (ADR 0113)
          image = {
            contentType: 'image/png',
            bytes: await chartPng(figures, { title: fields.name, filters: settingsLine(settings), timeZone: workspace.time_zone }),
          };
        } else if (data.kind === 'map') {
          // the map's image likewise: drawn from the map the server computes under the page's filters, coloured and
          // sized as the page showed it; the rate under it is the server's, not the one the page sent (ADR 0132)
          const filters = CollaborationFilters.safeParse(data.map?.request);
          if (!data.map || !filters.success) throw httpError(400, StoryMessages.mapRequired);
          const { map, groups } = await mapFigures(request, workspace.id, filters.data);
          const chosen = filters.data.is_all_participants ? [] : filters.data.groups_ids;
          const names = new Map(groups.map((group) => [group.id, group.name]));
          settings = {
            ...settings,
            is_all_participants: chosen.length === 0,
            groupsNames: chosen.map((id) => names.get(id)).filter((name): name is string => name !== undefined),
            connectedness_score: map.additionalInfo.connectedness_score,
          };
          const percentiles: [number, number] = settings.percentiles
            ? [settings.percentiles.start_range, settings.percentiles.end_range]
            : [1, 100];
          image = {
            contentType: 'image/png',
            bytes: await mapPng({ map, groups, view: data.map.view, percentiles }, { title: fields.name, filters: settingsLine(settings) }),
          };
        } else image = requiredImage(form);
        const answer = await addSnapshot(request, workspace.id, { kind: data.kind, name: fields.name, chart, figures, settings }, image);
        reply.code(201);
        return answer;
      },
    );

    app.post(
      StoryPaths.fileSnapshots(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Add an uploaded image (multipart: name, file; png, jpg or jpeg by content, below 20 MB)',
          params: WorkspaceParams,
          response: { 201: SnapshotAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const form = await readStoryForm(request);
        const fields = parseFields(FileFields, form.fields);
        const answer = await addSnapshot(
          request,
          workspace.id,
          { kind: 'file', name: fields.name, chart: null, figures: null, settings: SnapshotSettings.parse({}) },
          requiredImage(form),
        );
        reply.code(201);
        return answer;
      },
    );

    app.put(
      StoryPaths.comment(':id'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "A snapshot's comment (at most 500 characters)",
          params: SnapshotParams,
          body: CommentInput,
          response: { 200: SnapshotAnswer, ...errors },
        },
      },
      async (request) => {
        const snapshot = await assignedSnapshot(request.user, request.params.id);
        await run(request, request.user, snapshot.workspace_id, (who) => ({
          type: 'CommentSnapshot',
          data: { ...who, snapshot_id: snapshot.id, comment: request.body.comment },
        }));
        const row = (await stories.snapshot(snapshot.id)) ?? snapshot;
        return { snapshot: snapshotAnswer(row, urls.urlFor(row.id, deps.clock.now())) };
      },
    );

    app.delete(
      StoryPaths.snapshot(':id'),
      {
        onRequest: app.requireUser,
        schema: { tags: TAGS, summary: 'Delete a snapshot', params: SnapshotParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        const snapshot = await assignedSnapshot(request.user, request.params.id);
        await run(request, request.user, snapshot.workspace_id, (who) => ({
          type: 'DeleteSnapshot',
          data: { ...who, snapshot_id: snapshot.id },
        }));
        return reply.code(204).send(null);
      },
    );

    const imageOf = async (id: string | null | undefined): Promise<DeckImage | null> => {
      const image = id ? await images.read(id) : null;
      return image ? { bytes: image.bytes, contentType: image.contentType } : null;
    };

    app.get(
      StoryPaths.deck(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'The story as a PowerPoint deck: a title slide, then a slide per snapshot with native charts from its figures',
          params: WorkspaceParams,
        },
      },
      async (request, reply) => {
        const access = await workspaces.assigned(request.user, request.params.workspaceId);
        const [story, snapshots, workspace, plan] = await Promise.all([
          stories.story(access.id),
          stories.snapshots(access.id),
          workspaceRows.byId(access.id),
          // the action plan's slides after the snapshots (ADR 0143), as the Action Plans page reads it
          actionPlan(access.id, access.team_id),
        ]);
        const team = await teams.byId(access.team_id);
        const showTeam = story?.logo_team ?? true;
        const showWorkspace = story?.logo_workspace ?? true;
        const slides = [];
        // one image in memory at a time while reading; the deck itself holds them all
        for (const snapshot of snapshots) {
          slides.push({
            name: snapshot.name,
            filters: snapshot.kind === 'file' ? '' : settingsLine(snapshot.settings),
            comment: snapshot.comment,
            figures: snapshot.figures,
            image: await imageOf(snapshot.image_id),
          });
        }
        const bytes = await buildDeck({
          workspaceName: access.name,
          timeZone: access.time_zone,
          teamName: team?.name ?? '',
          frameColor: story?.frame_color ?? null,
          logos: {
            team: showTeam ? await imageOf(team?.logo_image_id) : null,
            workspace: showWorkspace ? await imageOf(workspace?.logo_image_id) : null,
          },
          slides,
          focusAreas: plan.focus_areas,
        });
        return reply
          .headers({
            'content-type': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
            'content-disposition': attachmentDisposition(fileNameOf(`Data_Story_${access.name}.pptx`)),
            'cache-control': 'no-store',
          })
          .send(bytes);
      },
    );

    app.get(
      StoryPaths.image(':id'),
      {
        schema: {
          tags: TAGS,
          summary: "A snapshot's image, by the signed URL the story hands out (expires)",
          params: SnapshotParams,
          querystring: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const now = deps.clock.now();
        const snapshot = urls.valid(id, request.query.exp, request.query.sig, now) ? await stories.snapshot(id) : null;
        const image = snapshot ? await images.read(snapshot.image_id) : null;
        if (!image) return reply.code(404).send({ detail: StoryMessages.imageGone });
        return reply.headers(storyImageHeaders(image.contentType)).send(image.bytes);
      },
    );
  };

type WhoData = { workspace_id: string; team_id: string; by: string; now: string };
