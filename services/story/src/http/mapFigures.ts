import {
  CollaborationMapAnswer,
  CollaborationPaths,
  MAP_COLUMNS_MEDIA_TYPE,
  type ParsedCollaborationFilters,
} from '@canopy/contracts/analytics/collaboration';
import { ParticipantPaths } from '@canopy/contracts/participants/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MapFigure } from '../figures/mapOption.ts';

/**
 * The map a map snapshot draws (ADR 0132): the collaboration map the analytics context computes under the page's
 * filters (its people at the positions of the server's headless layout, ADR 0092, the same held-back engagement)
 * and the workspace's groups that name its colours, each through its HTTP contract in-process with the caller's
 * own authorization and access rule, as the chart figures are (chartFigures.ts).
 */
export type MapFigures = (
  request: FastifyRequest,
  workspaceId: string,
  filters: ParsedCollaborationFilters,
) => Promise<Pick<MapFigure, 'map' | 'groups'>>;

const ColourGroups = z.array(z.object({ id: z.string(), name: z.string(), origin_source: z.string() }));

export const mapFiguresOverHttp = (app: FastifyInstance): MapFigures => {
  const call = async (request: FastifyRequest, method: 'GET' | 'POST', path: string, extra: { accept?: string; payload?: string }) => {
    const answer = await app.inject({
      method,
      url: `/api/v1${path}`,
      // the caller's own address: the inner call spends the caller's rate budget, not one shared by every caller
      remoteAddress: request.ip,
      headers: {
        authorization: request.headers.authorization ?? '',
        'x-request-id': request.id,
        ...(extra.payload ? { 'content-type': 'application/json' } : {}),
        ...(extra.accept ? { accept: extra.accept } : {}),
      },
      payload: extra.payload,
    });
    const body = answer.json() as unknown;
    if (answer.statusCode !== 200) {
      const detail = (body as { detail?: unknown })?.detail;
      throw httpError(answer.statusCode, typeof detail === 'string' ? detail : 'Could not compute the collaboration map');
    }
    return body;
  };
  return async (request, workspaceId, filters) => {
    const id = encodeURIComponent(workspaceId);
    // the columns, the page's own shape: a fifth of the bytes of the edge objects at 2,000 people (ADR 0112)
    const [map, groups] = await Promise.all([
      call(request, 'POST', CollaborationPaths.byWorkspace(id), { accept: MAP_COLUMNS_MEDIA_TYPE, payload: JSON.stringify(filters) }),
      call(request, 'GET', ParticipantPaths.groupsByWorkspace(id), {}),
    ]);
    return { map: CollaborationMapAnswer.parse(map), groups: ColourGroups.parse(groups) };
  };
};
