import { DEMO_ENV } from './demoLogins.ts';
import { startTestRuntime } from './runtime.ts';

/**
 * The whole product with the demo data (SEED_DEMO), on a copy of the run's demo template: about 8 s less per file
 * than seeding the team, the workspaces, the library and two cycles of answers again. Without a demo template (a
 * project that did not build one) the runtime seeds them itself, with the same passwords.
 */
export const startDemoRuntime = (options: Omit<Parameters<typeof startTestRuntime>[0] & {}, 'template'> = {}) =>
  startTestRuntime({ ...options, env: { ...DEMO_ENV, ...options.env }, template: 'demo' });
