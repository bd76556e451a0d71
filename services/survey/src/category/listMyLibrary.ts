import type { Prelude } from '@canopy/platform/http/prelude';
import type { CategoryPorts } from './categoryPorts.ts';

export { teamAccess as access } from '@canopy/platform/http/routeTable';

/** My Library: the team's categories with their active assessments */
export const listMyLibrary =
  (ports: Pick<CategoryPorts, 'myLibrary'>) =>
  async (_input: unknown, { scope }: Prelude<{ teamId: string }>) =>
    ports.myLibrary(scope.teamId);
