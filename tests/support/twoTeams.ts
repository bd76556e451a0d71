import { beforeAll } from 'vitest';
import { provisionTwoTeams } from './identity.ts';
import type { startTestRuntime } from './runtime.ts';
import { withRuntime } from './withRuntime.ts';

/**
 * The file's runtime with the two teams of provisionTwoTeams (Ada and Alan in Team A, Bea in Team B),
 * started before its tests and closed after them; the fields are set once its beforeAll has run.
 */
export const withTwoTeams = (options?: Parameters<typeof startTestRuntime>[0]) => {
  const world = withRuntime(options) as ReturnType<typeof withRuntime> & {
    ada: string;
    alan: string;
    bea: string;
    /** the teams' ids and their consultants' ids, in the order above */
    teamA: { teamId: string; consultantIds: string[] };
    teamB: { teamId: string; consultantIds: string[] };
  };
  beforeAll(async () => {
    Object.assign(world, await provisionTwoTeams(world.runtime, world.api));
  });
  return world;
};
