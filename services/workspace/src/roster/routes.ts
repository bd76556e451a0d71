import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import { groupRoutes } from './groupRoutes.ts';
import { participantRoutes } from './participantRoutes.ts';
import { rosterDepsOf } from './rosterDeps.ts';

/** the participants and groups API under /api/v1 (the CSV import has its own routes) */
export const rosterRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (app) => {
    const roster = rosterDepsOf(deps);
    await app.register(participantRoutes(roster, deps.clock));
    await app.register(groupRoutes(roster, deps.clock));
  };
