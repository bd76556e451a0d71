import { AlertPaths, AlertsResponse } from '@canopy/contracts/analytics/alerts';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createWorkspacesReader } from '@canopy/workspace';
import type { FastifyPluginAsync } from 'fastify';
import { createAnalyticsPorts } from '../analyticsPorts.ts';
import { createWorkspaceAlerts } from './workspaceAlerts.ts';
import * as readAlerts from './readAlerts.ts';

/**
 * GET /analytics/workspaces/{id}/alerts (ADR 0133): the significant moves of each question's latest cycle against the
 * one before, under the workspace's thresholds. Another team's workspace 404, one the caller is not assigned to 403.
 * The row names its use case in alerts/ (its access rule and handler, ADR 0145).
 */
export const alertRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (app) => {
    const ports = createAnalyticsPorts(deps);
    const { pool } = deps.platform;
    mountRoutes(app, deps.clock, {
      tags: ['analytics'],
      routes: [
        route({
          method: 'GET',
          url: AlertPaths.alerts(':workspaceId'),
          summary: 'The significant moves since the cycle before, under the workspace’s alert thresholds',
          description:
            "For every scored question, each group's latest cycle against the one before (the Cycles view of Group averages narrowed to the question, through the release rule): an alert when its Benjamini-Hochberg adjusted p is below `alpha`, both cycles have at least `minimum_respondents`, and it moved at least `minimum_move` points on a 0-100 scale of the question. Largest move first.",
          params: readAlerts.Params,
          response: AlertsResponse,
          access: readAlerts.access(ports),
          handle: readAlerts.readAlerts({
            alerts: createWorkspaceAlerts(pool),
            workspaceSettings: createWorkspacesReader(pool),
          }),
        }),
      ],
    });
  };
