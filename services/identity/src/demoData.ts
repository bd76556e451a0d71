import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createIdentityReadModel } from './readModel.ts';
import { provisionTeam } from './provisioning.ts';

export const DEMO_TEAM = 'Northwind Consulting';
export const DEMO_ACCOUNTS = {
  consultant: { email: 'demo@canopy.local', firstName: 'Dana', lastName: 'Demo' },
  admin: { email: 'admin@canopy.local', firstName: 'Avery', lastName: 'Admin' },
} as const;

/**
 * Demo data for `npm start` (SEED_DEMO): on a database without any team, the team "Northwind Consulting"
 * with a consultant and a platform administrator (passwords DEMO_PASSWORD and DEMO_ADMIN_PASSWORD).
 * Answers whether it created them.
 */
export const seedDemoData = async (deps: ServiceDeps): Promise<boolean> => {
  const { platform, waiter, logger } = deps;
  const head = await platform.store.headPosition();
  // the teams read model must have caught up with the log before "no team" means anything
  if (head && !(await waiter.waitFor(head, ['identity_teams'], 30_000))) {
    logger.warn('demo data skipped: the teams read model did not catch up in time');
    return false;
  }
  if (await createIdentityReadModel(platform.pool).anyTeam()) return false;
  await provisionTeam(deps, {
    name: DEMO_TEAM,
    consultants: [
      { ...DEMO_ACCOUNTS.consultant, password: platform.config.DEMO_PASSWORD },
      { ...DEMO_ACCOUNTS.admin, password: platform.config.DEMO_ADMIN_PASSWORD, isPlatformAdmin: true },
    ],
  });
  logger.info({ team: DEMO_TEAM, accounts: [DEMO_ACCOUNTS.consultant.email, DEMO_ACCOUNTS.admin.email] }, 'demo data created');
  return true;
};
