import { DEFAULT_ALERT_THRESHOLDS, type AlertThresholds } from '@canopy/contracts/workspace/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { createWorkspacesReader } from '@canopy/workspace';
import type { AnalyticsWorkspace } from '../analyticsPorts.ts';
import type { WorkspaceAlerts } from './workspaceAlerts.ts';

export { WorkspaceParams as Params, workspaceAccess as access } from '../analyticsPorts.ts';

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

/** the significant moves of each question's latest cycle against the one before, under the workspace's thresholds (ADR 0133) */
export const readAlerts =
  (ports: { alerts: WorkspaceAlerts; workspaceSettings: ReturnType<typeof createWorkspacesReader> }) =>
  async (_input: unknown, { scope: workspace, now }: Prelude<AnalyticsWorkspace>) =>
    ports.alerts(workspace.id, await thresholdsOf(ports.workspaceSettings, workspace.id), now);
