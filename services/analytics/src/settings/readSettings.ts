import type { Prelude } from '@canopy/platform/http/prelude';
import type { AnalyticsPorts, AnalyticsWorkspace } from '../analyticsPorts.ts';

export { WorkspaceParams as Params, workspaceAccess as access } from '../analyticsPorts.ts';

/** the workspace's minimum group sizes */
export const readSettings =
  (ports: Pick<AnalyticsPorts, 'settings'>) =>
  async (_input: unknown, { scope: workspace }: Prelude<AnalyticsWorkspace>) =>
    ports.settings.of(workspace.id);
