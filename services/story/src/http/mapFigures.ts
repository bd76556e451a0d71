import { createCollaborationMapFigures } from '@canopy/analytics';
import type { ParsedCollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import type { AuthUser } from '@canopy/platform/http/auth';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createParticipantsReader } from '@canopy/workspace';
import { z } from 'zod';
import type { MapFigure } from '../figures/mapOption.ts';

/**
 * The map a map snapshot draws (ADR 0132): the collaboration map the analytics context computes under the page's
 * filters (its people at the positions of the server's headless layout, ADR 0092, the same held-back engagement),
 * through analytics' map use case with the caller's access rule, as the chart figures are (createChartFigures), and
 * the workspace's groups that name its colours, from workspace's entry point. The groups are read beside the map,
 * whose access rule is the groups' own (the workspace the caller is assigned to); nothing is answered unless it passes.
 */
export type MapFigures = (
  user: Pick<AuthUser, 'id' | 'teamId'>,
  workspaceId: string,
  filters: ParsedCollaborationFilters,
) => Promise<Pick<MapFigure, 'map' | 'groups'>>;

const ColourGroups = z.array(z.object({ id: z.string(), name: z.string(), origin_source: z.string() }));

export const createMapFigures = (deps: ServiceDeps): MapFigures => {
  const maps = createCollaborationMapFigures(deps);
  const roster = createParticipantsReader(deps.platform.pool);
  return async (user, workspaceId, filters) => {
    const [map, groups] = await Promise.all([maps(user, workspaceId, filters), roster.groups(workspaceId)]);
    return { map, groups: ColourGroups.parse(groups) };
  };
};
