import { BlockNameInput } from '@canopy/contracts/analytics/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { type Block, blockAccess, BlockParams, type VisualizationPorts } from './blockAccess.ts';

export const Params = BlockParams;
export const Body = BlockNameInput;
export const access = blockAccess;

/** renames a custom block */
export const renameBlock =
  (ports: Pick<VisualizationPorts, 'commands'>) =>
  async ({ body }: { body: z.output<typeof Body> }, { scope: block, user, now, context }: Prelude<Block>) => {
    await ports.commands.visualization(
      block.id,
      { type: 'RenameCustomBlock', data: { team_id: user.teamId, name: body.name, now: now.toISOString() } },
      context,
    );
    return { id: block.id, name: body.name.trim() };
  };
