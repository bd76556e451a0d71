import { CustomChartInput } from '@canopy/contracts/analytics/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { addChartTo, type Block, blockAccess, BlockParams, checkChart, type VisualizationPorts } from './blockAccess.ts';

export const Params = BlockParams;
export const Body = CustomChartInput;
export const access = blockAccess;

/** adds a custom graph to a custom block */
export const addChart =
  (ports: Pick<VisualizationPorts, 'packages' | 'commands'>) =>
  async ({ body }: { body: z.output<typeof Body> }, { scope: block, user, context }: Prelude<Block>) => {
    await checkChart(ports, block.workspace_id, body);
    await addChartTo(ports, block.id, user, body, context);
    return { id: block.id, name: block.name };
  };
