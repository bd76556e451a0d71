import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import { createRosterPort } from '../roster/rosterCommands.ts';
import type { HrisLookup } from '../workspace/readModel.ts';
import { hrisServiceFor } from './hrisService.ts';
import { createHrisReadModel } from './readModel.ts';
import { hrisRoutes } from './routes.ts';

// The HRIS sync as the workspace module mounts it (ADR 0012).

/** the module's start hook: migrations, the sync queue and its worker (the runtime stops the jobs before the modules) */
export const startHris = async (deps: ServiceDeps): Promise<() => Promise<void>> => {
  const hris = await hrisServiceFor(deps, createRosterPort(deps));
  await hris.start();
  return async () => {};
};

export const hrisRoutesFor =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (app) => {
    await app.register(hrisRoutes(deps, await hrisServiceFor(deps, createRosterPort(deps))));
  };

/** workspace.finch_integration */
export const hrisLookup = (deps: ServiceDeps): HrisLookup => createHrisReadModel(deps.platform.pool).integrations;
