import type { Prelude } from '@canopy/platform/http/prelude';
import { z } from 'zod';
import type { AnalyticsPorts, AnalyticsWorkspace } from '../analyticsPorts.ts';
import type { createAnalyticsCommands } from '../commands.ts';

export { WorkspaceParams as Params, workspaceAccess as access } from '../analyticsPorts.ts';
export const Body = z.object({ minimum_group_size: z.number(), minimum_group_size_open_answers: z.number().optional() });

/** sets the minimum group sizes (the open answers' kept when not given); the decider checks their range */
export const setMinimumGroupSize =
  (ports: Pick<AnalyticsPorts, 'settings'> & { commands: ReturnType<typeof createAnalyticsCommands> }) =>
  async ({ body }: { body: z.output<typeof Body> }, { scope: workspace, user, now, context }: Prelude<AnalyticsWorkspace>) => {
    const current = await ports.settings.of(workspace.id);
    const data = {
      workspace_id: workspace.id,
      minimum_group_size: body.minimum_group_size,
      minimum_group_size_open_answers: body.minimum_group_size_open_answers ?? current.minimum_group_size_open_answers,
      by: user.id,
      now: now.toISOString(),
    };
    await ports.commands.settings(workspace.id, { type: 'SetMinimumGroupSize', data }, context);
    return ports.settings.of(workspace.id);
  };
