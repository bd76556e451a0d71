import { surveyLibraryEvents } from '@canopy/contracts/survey/events';
import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';
import { assessmentRoutes } from './http/assessmentRoutes.ts';
import { categoryRoutes } from './http/categoryRoutes.ts';
import { packageRoutes } from './http/packageRoutes.ts';
import { seedDefaultLibrary } from './library/seedDefaultLibrary.ts';
import { seedDemoLibrary } from './library/seedDemoLibrary.ts';

/**
 * The survey context: the assessment library (categories, assessments, the default library) and packages.
 * Deciders: category/, assessment/, package/. Read models: projections/src/survey.
 */
export const surveyModule = defineServiceModule({
  name: 'survey',
  contracts: [...surveyLibraryEvents],
  routes: (deps) => async (app) => {
    await app.register(categoryRoutes(deps));
    await app.register(assessmentRoutes(deps));
    await app.register(packageRoutes(deps));
  },
  start: async (deps) => {
    await seedDefaultLibrary(deps);
    if (deps.platform.config.SEED_DEMO) await seedDemoLibrary(deps);
    return async () => {};
  },
});
