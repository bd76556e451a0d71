import { AdminPaths, AuditPage } from '@canopy/contracts/admin/api';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createIdentityAdministration } from '@canopy/identity';
import type { FastifyPluginAsync } from 'fastify';
import { createAuditTrail } from '../audit/auditTrail.ts';
import { readAuditTrail, ReadAuditTrailInput } from '../audit/readAuditTrail.ts';
import { administratorsOnly } from './administrator.ts';

/** GET /admin/audit: who did what and when, narrowed to a team and a kind (its use case: audit/readAuditTrail.ts) */
export const auditRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (app) =>
    mountRoutes(app, deps.clock, {
      tags: ['admin'],
      onRequest: [administratorsOnly],
      routes: [
        route({
          method: 'GET',
          url: AdminPaths.audit,
          summary: "The audit trail: administrators' actions and every team's unmasked exports, newest first",
          ...ReadAuditTrailInput,
          response: AuditPage,
          ...readAuditTrail(createAuditTrail(deps.platform.pool, createIdentityAdministration(deps))),
        }),
      ],
    });
