import { CustomChartInput } from '@canopy/contracts/analytics/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import { newId } from '@canopy/platform/ids';
import type { z } from 'zod';
import type { AnalyticsWorkspace } from '../analyticsPorts.ts';
import { addChartTo, checkChart, type VisualizationPorts } from './blockAccess.ts';

export { WorkspaceParams as Params, workspaceAccess as access } from '../analyticsPorts.ts';
export const Body = CustomChartInput;

/** a custom block, with the custom graph of 'Add Custom Graph' when the body names one */
export const createBlock =
  (ports: Pick<VisualizationPorts, 'packages' | 'commands'>) =>
  async ({ body }: { body: z.output<typeof Body> }, { scope: workspace, user, context }: Prelude<AnalyticsWorkspace>) => {
    const withChart = body.type !== undefined || body.assessment_id !== undefined;
    if (withChart) await checkChart(ports, workspace.id, body);
    const blockId = newId();
    await ports.commands.visualization(
      blockId,
      {
        type: 'CreateCustomBlock',
        data: {
          block_id: blockId,
          workspace_id: workspace.id,
          team_id: user.teamId,
          name: body.block_name ?? '',
          by: user.id,
          now: context.now.toISOString(),
        },
      },
      context,
    );
    if (withChart) await addChartTo(ports, blockId, user, body, context);
    return { id: blockId, name: (body.block_name ?? '').trim() };
  };
