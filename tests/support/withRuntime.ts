import { afterAll, beforeAll } from 'vitest';
import { apiClient } from './identity.ts';
import { startTestRuntime } from './runtime.ts';

/**
 * The file's runtime (startTestRuntime with `options`) and an API client on it, started before its tests and
 * closed after them; the fields are set once its beforeAll has run, so a later beforeAll may use them.
 */
export const withRuntime = (options?: Parameters<typeof startTestRuntime>[0]) => {
  const world = {} as { runtime: Awaited<ReturnType<typeof startTestRuntime>>; api: ReturnType<typeof apiClient> };
  beforeAll(async () => {
    world.runtime = await startTestRuntime(options);
    world.api = apiClient(world.runtime);
  });
  afterAll(async () => world.runtime?.close());
  return world;
};
