import { Text } from '@canopy/contracts';
import { AnalyticsFilters } from '@canopy/contracts/analytics/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { type AnalyticsPorts, type AnalyticsWorkspace, assessedIn } from '../analyticsPorts.ts';
import { passesOf } from './passes.ts';

export { WorkspaceParams as Params, workspaceAccess as access } from '../analyticsPorts.ts';
export const Body = AnalyticsFilters.extend({ assessment_id: Text().max(64) });

/** how many passed each question of an assessment, per cycle */
export const readPasses =
  (ports: Pick<AnalyticsPorts, 'packages' | 'settings' | 'cyclesOf' | 'confidential'>) =>
  async ({ body }: { body: z.output<typeof Body> }, { scope: workspace, now }: Prelude<AnalyticsWorkspace>) => {
    const { held, assessment } = await assessedIn(ports, workspace, body, now);
    const [cycles, settings] = await Promise.all([ports.cyclesOf(workspace.id, held), ports.settings.of(workspace.id)]);
    return passesOf(ports.confidential(settings.minimum_group_size), {
      workspaceId: workspace.id,
      assessment,
      cycles,
      filters: body,
      now,
    });
  };
