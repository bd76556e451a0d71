import { identityEvents } from '@canopy/contracts/identity/events';
import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';
import { seedDemoData } from './demoData.ts';
import { identityRoutes } from './http/routes.ts';
import { migrateIdentitySessions } from './sessions/migrations.ts';

/**
 * The identity context: teams, consultants, invitations, passwords and sessions.
 * Deciders: team/, consultant/, emailClaim/. Read models: projections/src/identity. Sessions and sign-in
 * throttling live in the `identity` schema, outside the event log (ADR 0006).
 */
export const identityModule = defineServiceModule({
  name: 'identity',
  contracts: identityEvents,
  routes: (deps) => identityRoutes(deps),
  start: async (deps) => {
    await migrateIdentitySessions(deps.platform.pool);
    if (deps.platform.config.SEED_DEMO) await seedDemoData(deps);
    return async () => {};
  },
});

export { DEMO_ACCOUNTS, DEMO_TEAM } from './demoData.ts';
export { provisionTeam } from './provisioning.ts';
export { seedDemoData } from './demoData.ts';
export { createIdentityAdministration, type AdministratorAct, type IdentityAdministration } from './administration.ts';
