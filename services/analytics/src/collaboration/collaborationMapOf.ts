import { CollaborationFilters, MapShapeQuery } from '@canopy/contracts/analytics/collaboration';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import { type CollaborationPorts, type CollaborationWorkspace, WorkspaceParams } from './collaborationPorts.ts';
import type { MapPositions, MapShape } from './mapCache.ts';

export const Params = WorkspaceParams;
export const Query = MapShapeQuery;
export const Body = CollaborationFilters;
type In = { params: z.output<typeof Params> };
type Scope = { workspace: CollaborationWorkspace; at: MapPositions };

/** the workspace rule, with where the map's read models stand read beside it (it tells nothing about the workspace) */
export const access = (ports: Pick<CollaborationPorts, 'workspaces' | 'positionsNow'>): AccessRule<In, Scope> => ({
  scope: async (input, user) => {
    const [workspace, at] = await Promise.all([ports.workspaces.assigned(user, input.params.workspaceId), ports.positionsNow()]);
    return { workspace, at };
  },
  workspaceOf: ({ workspace }) => workspace.id,
});

/**
 * The collaboration map of a workspace under the analytics filters, as kept bytes in either shape: the spec's edge
 * objects or the page's columns (ADR 0100, 0112). Which one is the answer's to choose (the caller's Accept header or
 * `?edges=`), so the handler gives both ways and the route sends the one asked for.
 */
export const collaborationMapOf =
  (ports: Pick<CollaborationPorts, 'mapBody'>) =>
  async (
    { query, body }: { query: z.output<typeof Query>; body: z.output<typeof Body> },
    { scope: { workspace, at } }: Prelude<Scope>,
  ) => ({
    edges: query.edges,
    bodyIn: (shape: MapShape) => ports.mapBody(workspace.id, body, at, shape),
  });

export type MapAnswer = Awaited<ReturnType<ReturnType<typeof collaborationMapOf>>>;
