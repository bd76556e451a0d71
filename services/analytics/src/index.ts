import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';
import { collaborationRoutes } from './collaboration/routes.ts';
import { seedDemoAnswers } from './demo/seedDemoAnswers.ts';
import { driverRoutes } from './drivers/routes.ts';
import { analyticsRoutes } from './http/analyticsRoutes.ts';
import { visualizationRoutes } from './http/visualizationRoutes.ts';
import { analyticsSettingsEvents, visualizationEvents } from '@canopy/contracts/analytics/events';
import { exportLogEvents } from '@canopy/contracts/analytics/exports';
import { exportRoutes } from './exports/routes.ts';

/**
 * The analytics context: the Culture page's blocks, charts, participation, passes and driver analysis, read from the
 * `analytics_answers` read model, and the Collaboration page's map, from the `collaboration` read model
 * (projections/src/analytics). The exports (exports/) read `analytics_exports` and `analytics_answers`.
 */
export const analyticsModule = defineServiceModule({
  name: 'analytics',
  contracts: [...visualizationEvents, ...analyticsSettingsEvents, ...exportLogEvents],
  routes: (deps) => async (app) => {
    await app.register(collaborationRoutes(deps));
    await app.register(analyticsRoutes(deps));
    await app.register(visualizationRoutes(deps));
    await app.register(driverRoutes(deps));
    await app.register(exportRoutes(deps));
  },
  start: async (deps) => {
    if (deps.platform.config.SEED_DEMO) await seedDemoAnswers(deps);
    return async () => {};
  },
});
// for specs and the analytics figures other contexts will call (exports, AI, admin reports)
export { chartData, type ParsedChartRequest } from './charts/chartData.ts';
export { confidentialAnswers } from './anonymity/confidentialAnswers.ts';
export { passesOf } from './charts/passes.ts';
export { seedDemoAnswers } from './demo/seedDemoAnswers.ts';
export { averageOf } from './charts/figures.ts';
export { networkMapCsvOf } from './collaboration/networkMapExport.ts';
export { bodyOf, SCORED } from './charts/scored.ts';
export { driverTable, normalised } from './drivers/drivers.ts';
export { createGroupReportFile } from './exports/groupReportFile.ts';
export { cycleLabel } from './exports/routes.ts';
