import { DeletedGroup, Group, OriginSources, ParticipantPaths } from '@canopy/contracts/participants/api';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { Clock } from '@canopy/platform/time/clock';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { createGroup, CreateGroupInput } from './createGroup.ts';
import { deleteGroup, DeleteGroupInput } from './deleteGroup.ts';
import { listGroups, listGroupsBySource, ListGroupsBySourceInput, ListGroupsInput } from './listGroups.ts';
import { answeredOriginSources, AnsweredOriginSourcesInput, listOriginSources, ListOriginSourcesInput } from './originSources.ts';
import type { RosterDeps } from './rosterDeps.ts';
import { updateGroup, UpdateGroupInput } from './updateGroup.ts';

/** the groups of a workspace (paths: ParticipantPaths); each row calls its use case in roster/ (ADR 0145) */
export const groupRoutes =
  (deps: RosterDeps, clock: Clock): FastifyPluginAsync =>
  async (app) =>
    mountRoutes(app, clock, {
      tags: ['groups'],
      routes: [
        route({
          method: 'GET',
          url: '/groups/by-workspace/:id',
          summary: "The workspace's groups with their participants",
          ...ListGroupsInput,
          response: z.array(Group),
          ...listGroups(deps),
        }),
        route({
          method: 'GET',
          url: '/groups/by-origin-source/:source/by-workspace/:id',
          summary: 'The groups made from one participant field (e.g. department)',
          ...ListGroupsBySourceInput,
          response: z.array(Group),
          ...listGroupsBySource(deps),
        }),
        route({
          method: 'GET',
          url: '/groups/origin-source/by-workspace/:id',
          summary: 'The fields the groups of the workspace were made from',
          ...ListOriginSourcesInput,
          response: OriginSources,
          ...listOriginSources(deps),
        }),
        route({
          method: 'POST',
          url: '/groups/origin-source-answered/by-workspace/:id',
          summary: 'Of the origin sources given, those with at least one group that has participants',
          ...AnsweredOriginSourcesInput,
          response: OriginSources,
          ...answeredOriginSources(deps),
        }),
        route({
          method: 'POST',
          url: ParticipantPaths.groups,
          summary: 'Create a custom group',
          description: 'Custom group names are unique in a workspace, whatever their case (409).',
          ...CreateGroupInput,
          response: Group,
          status: 201,
          ...createGroup(deps),
        }),
        route({
          method: 'PUT',
          url: '/groups/:id',
          summary: 'Rename or describe a group',
          description:
            'Groups made from participant data (default) or by the HRIS (automatic) keep their name (400); their description can change.',
          ...UpdateGroupInput,
          response: Group,
          ...updateGroup(deps),
        }),
        route({
          method: 'DELETE',
          url: '/groups/:id',
          summary: 'Delete a group; its participants stay in the workspace',
          description: 'Groups with check_for_deletion cannot be deleted (400).',
          ...DeleteGroupInput,
          response: DeletedGroup,
          ...deleteGroup(deps),
        }),
      ],
    });
