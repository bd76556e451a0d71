import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import { consultantRoutes } from './consultantRoutes.ts';
import { passwordRoutes } from './passwordRoutes.ts';
import { sessionRoutes } from './sessionRoutes.ts';
import { identityHttpOf } from './shared.ts';
import { teamRoutes } from './teamRoutes.ts';

/**
 * The identity API under /api/v1 (paths: IdentityPaths), one file per area. Needs the platform's auth, images and
 * mail plugins registered before it (the gateway runtime does that).
 */
export const identityRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (app) => {
    const http = identityHttpOf(deps, app);
    await app.register(sessionRoutes(http));
    await app.register(passwordRoutes(http));
    await app.register(consultantRoutes(http));
    await app.register(teamRoutes(http));
  };
