import { adminEvents } from '@canopy/contracts/admin/events';
import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';
import { createAdminCommands } from './commands.ts';
import { auditRoutes } from './http/auditRoutes.ts';
import { benchmarkParticipationRoutes } from './http/benchmarkParticipationRoutes.ts';
import { previewRoutes } from './http/previewRoutes.ts';
import { reportRoutes } from './http/reportRoutes.ts';
import { teamRoutes } from './http/teamRoutes.ts';

/**
 * The admin context: the platform administrators' area. Teams and members are the identity context's (reached
 * through its entry point); each administrator action is recorded here as an event, and `admin_audit` lists them.
 */
export const adminModule = defineServiceModule({
  name: 'admin',
  contracts: adminEvents,
  routes: (deps) => async (app) => {
    const commands = createAdminCommands(deps);
    await app.register(teamRoutes(deps, commands));
    await app.register(auditRoutes(deps));
    await app.register(reportRoutes(deps, commands));
    await app.register(previewRoutes(deps));
    await app.register(benchmarkParticipationRoutes(deps, commands));
  },
});
