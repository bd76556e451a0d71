import type { CategoryPorts } from './categoryPorts.ts';

export { teamAccess as access } from '@canopy/platform/http/routeTable';

/** the Canopy Library: the default categories with their assessments (read by every team) */
export const readDefaultLibrary = (ports: Pick<CategoryPorts, 'collection'>) => async () => ports.collection('canopy');
