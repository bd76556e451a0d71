import { ErrorBody } from '@canopy/contracts';
import {
  CreateGroupRequest,
  DeletedGroup,
  Group,
  OriginSources,
  ParticipantMessages,
  ParticipantPaths,
  UpdateGroupRequest,
} from '@canopy/contracts/participants/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '@canopy/platform/commands/commandContext';
import type { Clock } from '@canopy/platform/time/clock';
import type { RosterDeps } from './rosterDeps.ts';

const TAGS = ['groups'];
const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
const IdParams = z.object({ id: z.string() });

/** the groups of a workspace (paths: ParticipantPaths) */
export const groupRoutes =
  (options: RosterDeps, clock: Clock): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { read, access, commands } = options;

    const answer = async (groupId: string) => {
      const group = await read.group(groupId);
      if (!group) throw httpError(404, ParticipantMessages.groupNotFound);
      return group;
    };

    app.get(
      '/groups/by-workspace/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "The workspace's groups with their participants",
          params: IdParams,
          response: { 200: z.array(Group), ...errors },
        },
      },
      async (request) => {
        const workspace = await access.workspace(request.user, request.params.id);
        return read.groups(workspace.id);
      },
    );

    app.get(
      '/groups/by-origin-source/:source/by-workspace/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'The groups made from one participant field (e.g. department)',
          params: z.object({ source: z.string(), id: z.string() }),
          response: { 200: z.array(Group), ...errors },
        },
      },
      async (request) => {
        const workspace = await access.workspace(request.user, request.params.id);
        return read.groups(workspace.id, request.params.source);
      },
    );

    app.get(
      '/groups/origin-source/by-workspace/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'The fields the groups of the workspace were made from',
          params: IdParams,
          response: { 200: OriginSources, ...errors },
        },
      },
      async (request) => {
        const workspace = await access.workspace(request.user, request.params.id);
        return { origin_sources: await read.originSources(workspace.id) };
      },
    );

    app.post(
      '/groups/origin-source-answered/by-workspace/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Of the origin sources given, those with at least one group that has participants',
          params: IdParams,
          body: OriginSources,
          response: { 200: OriginSources, ...errors },
        },
      },
      async (request) => {
        const workspace = await access.workspace(request.user, request.params.id);
        return { origin_sources: await read.answeredOriginSources(workspace.id, request.body.origin_sources) };
      },
    );

    app.post(
      ParticipantPaths.groups,
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Create a custom group',
          description: 'Custom group names are unique in a workspace, whatever their case (409).',
          body: CreateGroupRequest,
          response: { 201: Group, ...errors },
        },
      },
      async (request, reply) => {
        const workspace = await access.workspace(request.user, request.body.workspace_id);
        const { name, description } = request.body;
        const groupId = await commands.createGroup(
          workspace.id,
          { name, description },
          contextOf(request, request.user, workspace.id, clock.now()),
        );
        return reply.code(201).send(await answer(groupId));
      },
    );

    app.put(
      '/groups/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Rename or describe a group',
          description:
            'Groups made from participant data (default) or by the HRIS (automatic) keep their name (400); their description can change.',
          params: IdParams,
          body: UpdateGroupRequest,
          response: { 200: Group, ...errors },
        },
      },
      async (request) => {
        const workspace = await access.group(request.user, request.params.id);
        await commands.updateGroup(
          workspace.id,
          request.params.id,
          request.body,
          contextOf(request, request.user, workspace.id, clock.now()),
        );
        return answer(request.params.id);
      },
    );

    app.delete(
      '/groups/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Delete a group; its participants stay in the workspace',
          description: 'Groups with check_for_deletion cannot be deleted (400).',
          params: IdParams,
          response: { 200: DeletedGroup, ...errors },
        },
      },
      async (request) => {
        const workspace = await access.group(request.user, request.params.id);
        await commands.deleteGroup(workspace.id, request.params.id, contextOf(request, request.user, workspace.id, clock.now()));
        return { id: request.params.id };
      },
    );
  };
