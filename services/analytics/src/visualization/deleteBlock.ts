import type { Prelude } from '@canopy/platform/http/prelude';
import { z } from 'zod';
import { type Block, blockAccess, BlockParams, type VisualizationPorts } from './blockAccess.ts';

export const Params = BlockParams;
export const Query = z.object({ confirmed: z.enum(['true', 'false']).default('false') });
export const access = blockAccess;

/** deletes a custom block (one holding charts only with confirmed=true) */
export const deleteBlock =
  (ports: Pick<VisualizationPorts, 'commands'>) =>
  async ({ query }: { query: z.output<typeof Query> }, { scope: block, user, now, context }: Prelude<Block>) => {
    await ports.commands.visualization(
      block.id,
      {
        type: 'DeleteCustomBlock',
        data: { team_id: user.teamId, confirmed: query.confirmed === 'true', by: user.id, now: now.toISOString() },
      },
      context,
    );
    return { id: block.id, name: block.name };
  };
