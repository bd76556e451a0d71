import { afterAll, beforeAll } from 'vitest';
import { apiClient, provisionTwoTeams } from './identity.ts';
import { startTestRuntime } from './runtime.ts';

/**
 * The file's runtime with the two teams of provisionTwoTeams (Ada and Alan in Team A, Bea in Team B),
 * started before its tests and closed after them; the fields are set once its beforeAll has run.
 */
export const withTwoTeams = (options?: Parameters<typeof startTestRuntime>[0]) => {
  const world = {} as {
    runtime: Awaited<ReturnType<typeof startTestRuntime>>;
    api: ReturnType<typeof apiClient>;
    ada: string;
    alan: string;
    bea: string;
    /** the teams' ids and their consultants' ids, in the order above */
    teamA: { teamId: string; consultantIds: string[] };
    teamB: { teamId: string; consultantIds: string[] };
  };
  beforeAll(async () => {
    world.runtime = await startTestRuntime(options);
    world.api = apiClient(world.runtime);
    Object.assign(world, await provisionTwoTeams(world.runtime, world.api));
  });
  afterAll(async () => world.runtime?.close());
  return world;
};
