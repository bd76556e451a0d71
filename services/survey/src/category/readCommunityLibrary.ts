import type { CategoryPorts } from './categoryPorts.ts';

export { teamAccess as access } from '@canopy/platform/http/routeTable';

/** community assessments: the community-contributed set of the default library (read by every team) */
export const readCommunityLibrary = (ports: Pick<CategoryPorts, 'collection'>) => async () => ports.collection('community');
