import {
  CollaborationMapObjects,
  CollaborationPaths,
  ConnectednessRate,
  MAP_COLUMNS_MEDIA_TYPE,
  ParticipantConnectedness,
  ParticipantDetails,
  ParticipantWithoutCollaborations,
} from '@canopy/contracts/analytics/collaboration';
import { sendCsv } from '@canopy/platform/download/csv';
import { sendPrecompressedJson } from '@canopy/platform/http/precompressed';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import * as collaborationMapOf from './collaborationMapOf.ts';
import { collaborationPortsOf } from './collaborationPorts.ts';
import * as downloadNetworkMap from './downloadNetworkMap.ts';
import type { MapShape } from './mapCache.ts';
import * as participantConnectedness from './participantConnectedness.ts';
import * as participantDetails from './participantDetails.ts';
import * as participantsWithoutCollaborations from './participantsWithoutCollaborations.ts';
import * as workspaceConnectedness from './workspaceConnectedness.ts';

/** the columns when the caller asks for them by media type or by the query flag; else the spec's edge objects */
const shapeAsked = (accept: string | undefined, flag: 'objects' | 'columns' | undefined): MapShape =>
  flag ?? (accept?.toLowerCase().includes(MAP_COLUMNS_MEDIA_TYPE) ? 'columns' : 'objects');

/**
 * The map's answer is built from rows its readers already checked, and typed as the contract: checking 20,000 edges
 * once more on the way out would cost more than the query, so the map's row sends the bytes kept with the cached map
 * (its schema is the document's; the handler's output is the kept body, not a value of it).
 */
const MapAnswerSchema: z.ZodType = CollaborationMapObjects;
/** the CSV file, sent by the row's reply from the handler's rows */
const csv: z.ZodType = z.string();

/**
 * The collaboration calls under /api/v1 (paths: ADR 0045), each behind the workspace rule: another team's
 * workspace or participant is not found (404), one the caller is not assigned to is refused (403). Each row names
 * its use case in collaboration/ (its access rule and handler, ADR 0145).
 */
export const collaborationRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (app) => {
    const ports = collaborationPortsOf(deps);
    mountRoutes(app, deps.clock, {
      tags: ['collaboration'],
      routes: [
        route({
          method: 'POST',
          url: '/collaborations/by-workspace/:workspaceId',
          summary: 'The collaboration map of a workspace under the analytics filters',
          description:
            'Nodes with their state, percentile, counts, connectedness score, structure and position; edges as objects ' +
            '(source, target and their first and last names, filtered_status, percentile, friendly_score, is_mutual); the ' +
            'connectedness rate; the structure (ADR 0090). With `Accept: ' +
            MAP_COLUMNS_MEDIA_TYPE +
            '` or `?edges=columns` the edges come as columns of node indexes and codes instead (CollaborationMapWire, ADR 0100, 0112).',
          params: collaborationMapOf.Params,
          querystring: collaborationMapOf.Query,
          body: collaborationMapOf.Body,
          response: MapAnswerSchema,
          access: collaborationMapOf.access(ports),
          handle: collaborationMapOf.collaborationMapOf(ports),
          // the kept bytes, compressed once per encoding, in the shape the caller asked for
          reply: async (reply, output) => {
            const answer = output as collaborationMapOf.MapAnswer;
            const shape = shapeAsked(reply.request.headers.accept, answer.edges);
            return sendPrecompressedJson(reply, await answer.bodyIn(shape), ['accept']);
          },
        }),
        route({
          method: 'POST',
          url: CollaborationPaths.connectednessScore,
          summary: "The workspace's connectedness rate (the density of its collaboration graph)",
          body: workspaceConnectedness.Body,
          response: ConnectednessRate,
          access: workspaceConnectedness.access(ports),
          handle: workspaceConnectedness.workspaceConnectedness(ports),
        }),
        route({
          method: 'GET',
          url: '/collaborations/connectedness-score/:participantId',
          summary: "A participant's connectedness score over all answers of their workspace",
          params: participantConnectedness.Params,
          response: ParticipantConnectedness,
          access: participantConnectedness.access(ports),
          handle: participantConnectedness.participantConnectedness(ports),
        }),
        route({
          method: 'POST',
          url: CollaborationPaths.participantDetails,
          summary: 'The participant details popup: profile, groups, scores, collaboration counts and notes',
          body: participantDetails.Body,
          response: ParticipantDetails,
          access: participantDetails.access(ports),
          handle: participantDetails.participantDetails(ports),
        }),
        route({
          method: 'GET',
          url: '/collaborations/participants-without-collaborations/:workspaceId',
          summary: 'The active participants of the workspace who have not chosen their collaborators yet',
          params: participantsWithoutCollaborations.Params,
          response: z.array(ParticipantWithoutCollaborations),
          access: participantsWithoutCollaborations.access(ports),
          handle: participantsWithoutCollaborations.participantsWithoutCollaborations(ports),
        }),
        route({
          method: 'GET',
          url: '/collaborations/by-workspace/:workspaceId/csv',
          summary: 'The network map as CSV, named after the workspace (every answer, every participant)',
          params: downloadNetworkMap.Params,
          response: csv,
          access: downloadNetworkMap.access(ports),
          handle: downloadNetworkMap.downloadNetworkMap(ports),
          reply: (reply, file) => {
            const { fileName, header, rows } = file as downloadNetworkMap.NetworkMapFile;
            return sendCsv(reply, fileName, header, rows);
          },
        }),
      ],
    });
  };
