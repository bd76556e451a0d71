import { CategoryInput } from '@canopy/contracts/survey/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import type { CategoryPorts } from './categoryPorts.ts';

export const Body = CategoryInput;
export { ownTeamBody as access } from '../library/teamAccess.ts';

/** rename a category or change its description (the decider refuses another team's) */
export const renameCategory =
  (ports: Pick<CategoryPorts, 'commands' | 'answer'>) =>
  async ({ params, body }: { params: { id: string }; body: z.output<typeof Body> }, { user, context }: Prelude<{ teamId: string }>) => {
    const { name, description } = body;
    await ports.commands.category(
      params.id,
      { type: 'RenameCategory', data: { team_id: user.teamId, name, description, now: context.now.toISOString() } },
      context,
    );
    return ports.answer(user.teamId, params.id);
  };
