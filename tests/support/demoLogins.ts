/**
 * The demo accounts (services/identity demoData.ts) with the passwords every browser spec on the demo data signs in
 * with: the e2e run seeds the demo data once, into a template (globalSetup.ts), so the passwords are the run's, not
 * a spec's.
 */
export const DEMO_LOGINS = {
  consultant: { email: 'demo@canopy.local', password: 'e2e-demo-consultant' },
  admin: { email: 'admin@canopy.local', password: 'e2e-demo-admin' },
} as const;

/** the settings the demo template is seeded with; a runtime on a copy of it finds its demo team and seeds nothing */
export const DEMO_ENV: Readonly<Record<string, string>> = {
  SEED_DEMO: 'true',
  DEMO_PASSWORD: DEMO_LOGINS.consultant.password,
  DEMO_ADMIN_PASSWORD: DEMO_LOGINS.admin.password,
};
