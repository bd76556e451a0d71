import { CollaborationMapAnswer, type CollaborationMap, type ParsedCollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import type { AuthUser } from '@canopy/platform/http/auth';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import * as collaborationMapOf from './collaborationMapOf.ts';
import { collaborationPortsOf } from './collaborationPorts.ts';

/** a workspace's collaboration map for a caller: the workspace rule first, then the map the page would show them */
export type CollaborationMapFigures = (
  user: Pick<AuthUser, 'id' | 'teamId'>,
  workspaceId: string,
  filters: ParsedCollaborationFilters,
) => Promise<CollaborationMap>;

/**
 * The map use case as other contexts call it (the story's map snapshots, ADR 0132), as the chart figures are
 * (chartFigures.ts): the collaboration map route's access rule and handler, without an HTTP round trip. The map is
 * the page's own answer, its columns read back from the bytes the route sends (ADR 0112), kept with the map the
 * route keeps (one set of kept maps and one layout worker per process).
 */
export const createCollaborationMapFigures = (deps: ServiceDeps): CollaborationMapFigures => {
  const ports = collaborationPortsOf(deps);
  const rule = collaborationMapOf.access(ports);
  return async (user, workspaceId, filters) => {
    const scope = await rule.scope({ params: { workspaceId } }, user as AuthUser);
    const bytes = await ports.mapBody(scope.workspace.id, filters, scope.at, 'columns').then((body) => body.encoded('identity'));
    return CollaborationMapAnswer.parse(JSON.parse(bytes.toString('utf8')));
  };
};
