import { AlertPaths, AlertsResponse } from '@canopy/contracts/analytics/alerts';
import { DEFAULT_ALERT_THRESHOLDS, type AlertThresholds } from '@canopy/contracts/workspace/api';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createWorkspacesReader } from '@canopy/workspace';
import type { FastifyPluginAsync } from 'fastify';
import { errors, TAGS, WorkspaceParams, workspaceRoutes } from '../http/workspaceRoutes.ts';
import { createWorkspaceAlerts } from './workspaceAlerts.ts';

/** the workspace's thresholds as its settings hold them (the workspace context's read model) */
export const thresholdsOf = async (
  workspaces: ReturnType<typeof createWorkspacesReader>,
  workspaceId: string,
): Promise<AlertThresholds> => {
  const row = await workspaces.byId(workspaceId);
  return row
    ? { alpha: row.alert_alpha, minimum_respondents: row.alert_minimum_respondents, minimum_move: row.alert_minimum_move }
    : DEFAULT_ALERT_THRESHOLDS;
};

/**
 * GET /analytics/workspaces/{id}/alerts (ADR 0133): the significant moves of each question's latest cycle against the
 * one before, under the workspace's thresholds. Another team's workspace 404, one the caller is not assigned to 403.
 */
export const alertRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (instance) => {
    const { app, pool, workspaces } = workspaceRoutes(instance, deps);
    const alerts = createWorkspaceAlerts(pool);
    const settings = createWorkspacesReader(pool);
    app.get(
      AlertPaths.alerts(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'The significant moves since the cycle before, under the workspace’s alert thresholds',
          description:
            "For every scored question, each group's latest cycle against the one before (the Cycles view of Group averages narrowed to the question, through the release rule): an alert when its Benjamini-Hochberg adjusted p is below `alpha`, both cycles have at least `minimum_respondents`, and it moved at least `minimum_move` points on a 0-100 scale of the question. Largest move first.",
          params: WorkspaceParams,
          response: { 200: AlertsResponse, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        return alerts(workspace.id, await thresholdsOf(settings, workspace.id), deps.clock.now());
      },
    );
  };
