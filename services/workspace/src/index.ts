import { workspaceEvents } from '@canopy/contracts/workspace/events';
import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';
import { seedDemoWorkspaces } from './demoData.ts';
import { workspaceRoutes } from './workspace/routes.ts';

/**
 * The workspace context: workspaces and their settings (issue #4), participants and groups with the CSV
 * import (#5), the HRIS sync (#6). Deciders: workspace/. Read models: projections/src/workspace.
 */
export const workspaceModule = defineServiceModule({
  name: 'workspace',
  contracts: [...workspaceEvents],
  routes: (deps) => async (app) => {
    await app.register(workspaceRoutes(deps));
  },
  start: async (deps) => {
    if (deps.platform.config.SEED_DEMO) await seedDemoWorkspaces(deps);
    return async () => {};
  },
});

export { createWorkspaceAccess, type WorkspaceAccess } from './access/workspaceAccess.ts';
