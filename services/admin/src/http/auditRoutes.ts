import { ErrorBody } from '@canopy/contracts';
import { AdminPaths, AuditPage, AuditQuery } from '@canopy/contracts/admin/api';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createIdentityAdministration } from '@canopy/identity';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuditTrail } from '../audit/auditTrail.ts';
import { requireAdministrator } from './administrator.ts';

/** GET /admin/audit: who did what and when, narrowed to a team and a kind */
export const auditRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const trail = createAuditTrail(deps.platform.pool, createIdentityAdministration(deps));
    app.get(
      AdminPaths.audit,
      {
        onRequest: requireAdministrator(app),
        schema: {
          tags: ['admin'],
          summary: "The audit trail: administrators' actions and every team's unmasked exports, newest first",
          querystring: AuditQuery,
          response: { 200: AuditPage, '4xx': ErrorBody, '5xx': ErrorBody },
        },
      },
      async (request) => {
        const { team_id, kind, limit, offset } = request.query;
        return trail.page({ teamId: team_id, kind, limit, offset });
      },
    );
  };
