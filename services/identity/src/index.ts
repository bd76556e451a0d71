import { identityEvents } from '@canopy/contracts/identity/events';
import type { SessionCheck } from '@canopy/platform/http/auth';
import { defineServiceModule, type ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { seedDemoData } from './demoData.ts';
import { identityRoutes } from './http/routes.ts';
import { migrateIdentitySessions } from './sessions/migrations.ts';
import { sessionGuardOf } from './sessions/sessionGuard.ts';

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
    const guard = sessionGuardOf(deps.platform, deps.logger);
    await guard.start();
    if (deps.platform.config.SEED_DEMO) await seedDemoData(deps);
    return () => guard.stop();
  },
});

export { DEMO_ACCOUNTS, DEMO_TEAM } from './demoData.ts';
export { provisionTeam } from './provisioning.ts';
export { seedDemoData } from './demoData.ts';
export { createIdentityAdministration, type AdministratorAct, type IdentityAdministration } from './administration.ts';

/** the gateway's per-request session check (ADR 0110): whether an access token's session is still live */
export const sessionCheckOf =
  (deps: Pick<ServiceDeps, 'platform' | 'logger'>): SessionCheck =>
  (user) =>
    sessionGuardOf(deps.platform, deps.logger).isLive(user);
// identity's read models that other contexts read (ADR 0136): through this door, not their projection paths
export { createTeamsReader } from '@canopy/projections/identity/teams/read';
export { createConsultantsReader, type ConsultantRow } from '@canopy/projections/identity/consultants/read';
