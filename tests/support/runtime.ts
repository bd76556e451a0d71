import { readConfig } from '@canopy/platform/runtime/config';
import { startRuntime, type Runtime } from '@canopy/gateway';
import type { Projection } from '@canopy/platform/projections/projection';
import type { EventContract } from '@canopy/contracts';
import type { Clock } from '@canopy/platform/time/clock';
import { inject } from 'vitest';
import { createTestDatabase } from './database.ts';
import { silentLogger } from './platform.ts';

/** The whole product on a fresh database and a free port, as `npm start` runs it. */
export const startTestRuntime = async (
  options: {
    env?: Record<string, string>;
    projections?: readonly Projection[];
    contracts?: readonly EventContract[];
    /** the services' clock (`fixedClock` from @canopy/platform/time/clock to move time in a spec) */
    clock?: Clock;
    /** start on a copy of the demo template (demoRuntime.ts) rather than the runtime template, where the run has one */
    template?: 'runtime' | 'demo';
  } = {},
): Promise<Runtime & { close: () => Promise<void>; databaseUrl: string }> => {
  // a copy of the run's migrated template: the runtime starts with nothing to migrate or seed
  const template = (options.template === 'demo' && inject('demoTemplate')) || inject('runtimeTemplate');
  const database = await createTestDatabase('rt', template);
  const config = readConfig({
    DATABASE_URL: database.url,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...options.env,
  });
  const runtime = await startRuntime({
    config,
    logger: silentLogger,
    projections: options.projections,
    contracts: options.contracts,
    clock: options.clock,
  });
  return {
    ...runtime,
    /** for a command-line script run against the same database */
    databaseUrl: database.url,
    close: async () => {
      await runtime.stop();
      await database.drop();
    },
  };
};

/**
 * Another gateway process on `first`'s database, as a second instance behind the load balancer: it answers
 * requests and leaves the projections to the first. Stop it in the spec.
 */
export const startSecondGateway = (first: Pick<Runtime, 'platform'>, env: Record<string, string> = {}) =>
  startRuntime({
    config: readConfig({
      DATABASE_URL: first.platform.databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      RUN_PROJECTIONS: 'false',
      ...env,
    }),
    logger: silentLogger,
  });
