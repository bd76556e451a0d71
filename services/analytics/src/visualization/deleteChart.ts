import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { type Block, blockAccess, ChartParams, type VisualizationPorts } from './blockAccess.ts';

export const Params = ChartParams;
export const access = blockAccess;

/** deletes a custom graph */
export const deleteChart =
  (ports: Pick<VisualizationPorts, 'commands'>) =>
  async ({ params }: { params: z.output<typeof Params> }, { scope: block, user, now, context }: Prelude<Block>) => {
    await ports.commands.visualization(
      block.id,
      { type: 'DeleteCustomChart', data: { team_id: user.teamId, chart_id: params.chartId, now: now.toISOString() } },
      context,
    );
    return { id: block.id, name: block.name };
  };
