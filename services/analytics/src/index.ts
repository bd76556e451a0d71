import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';
import { collaborationRoutes } from './collaboration/routes.ts';

/** The analytics context: culture charts, the collaboration map, exports and AI analysis. Its commands and routes are still to come. */
export const analyticsModule = defineServiceModule({
  name: 'analytics',
  contracts: [],
  routes: (deps) => async (app) => {
    await app.register(collaborationRoutes(deps));
  },
});
