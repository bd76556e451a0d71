import { CategoryInput } from '@canopy/contracts/survey/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import type { CategoryPorts } from './categoryPorts.ts';

export const Body = CategoryInput;
export { ownTeamBody as access } from '../library/teamAccess.ts';

/** create a category in My Library */
export const createCategory =
  (ports: Pick<CategoryPorts, 'commands' | 'answer' | 'newId'>) =>
  async ({ body }: { body: z.output<typeof Body> }, { user, context }: Prelude<{ teamId: string }>) => {
    const categoryId = ports.newId();
    const { name, description } = body;
    await ports.commands.category(
      categoryId,
      {
        type: 'CreateCategory',
        data: { category_id: categoryId, team_id: user.teamId, name, description, by: user.id, now: context.now.toISOString() },
      },
      context,
    );
    return ports.answer(user.teamId, categoryId);
  };
