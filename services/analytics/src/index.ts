import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';
import { createSurveyReadPool } from '@canopy/projections/survey/readPool';
import { seedDemoAnswers } from './demo/seedDemoAnswers.ts';
import { analyticsRoutes } from './http/analyticsRoutes.ts';
import { visualizationRoutes } from './http/visualizationRoutes.ts';
import { analyticsSettingsEvents, visualizationEvents } from '@canopy/contracts/analytics/events';

/**
 * The analytics context: the Culture page's blocks, charts, participation and passes, read from the
 * `analytics_answers` read model (projections/src/analytics). Collaboration, exports and AI are still to come.
 */
export const analyticsModule = defineServiceModule({
  name: 'analytics',
  contracts: [...visualizationEvents, ...analyticsSettingsEvents],
  routes: (deps) => async (app) => {
    const reads = await createSurveyReadPool(deps.platform.databaseUrl, 4);
    app.addHook('onClose', async () => reads.end());
    await app.register(analyticsRoutes(deps, reads));
    await app.register(visualizationRoutes(deps, reads));
  },
  start: async (deps) => {
    if (deps.platform.config.SEED_DEMO) await seedDemoAnswers(deps);
    return async () => {};
  },
});
