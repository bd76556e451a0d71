import type { Prelude } from '@canopy/platform/http/prelude';
import type { CategoryPorts } from './categoryPorts.ts';

export { teamAccess as access } from '@canopy/platform/http/routeTable';

/** delete an empty category: the decider refuses one still holding active assessments (409) */
export const deleteCategory =
  (ports: Pick<CategoryPorts, 'commands' | 'read'>) =>
  async ({ params }: { params: { id: string } }, { user, context }: Prelude<{ teamId: string }>) => {
    const count = (await ports.read.isTeamCategory(user.teamId, params.id)) ? await ports.read.activeInCategory(params.id) : 0;
    await ports.commands.category(
      params.id,
      { type: 'DeleteCategory', data: { team_id: user.teamId, assessments_count: count, by: user.id, now: context.now.toISOString() } },
      context,
    );
    return { id: params.id };
  };
