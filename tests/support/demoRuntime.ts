import { DEMO_ENV } from './demoLogins.ts';
import { startTestRuntime } from './runtime.ts';

/**
 * The whole product with the demo data (SEED_DEMO), on a copy of the run's demo template: about 8 s less per file
 * than seeding the team, the workspaces, the library and two cycles of answers again. Without a demo template (a
 * project that did not build one) the runtime seeds them itself, with the same passwords.
 */
export const startDemoRuntime = (options: Omit<Parameters<typeof startTestRuntime>[0] & {}, 'template'> = {}) =>
  startTestRuntime({ ...options, env: { ...DEMO_ENV, ...options.env }, template: 'demo' });

let lane: ReturnType<typeof startDemoRuntime> | undefined;

/**
 * The lane's product on the demo data, for the browser files that only read it (they sign in as the demo accounts
 * and change nothing another file reads): started by the first such file of a vitest process and kept for the next
 * (the e2e project runs a lane's files in one worker, `isolate: false`), so they share one boot. The handle's
 * `close()` leaves it running; it ends with the process, and its database with the run's cluster. A file that
 * changes the demo data starts its own (startDemoRuntime, or one per try).
 */
export const laneDemoRuntime = async (): Promise<Awaited<ReturnType<typeof startDemoRuntime>>> => {
  lane ??= startDemoRuntime();
  const runtime = await lane.catch((error) => {
    lane = undefined;
    throw error;
  });
  return { ...runtime, close: async () => {} };
};
