import { DriversPaths, DriversResponse } from '@canopy/contracts/analytics/drivers';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import { createAnalyticsPorts } from '../analyticsPorts.ts';
import * as driverAnalysis from './driverAnalysis.ts';

/**
 * Driver analysis under /api/v1 (ADR 0043): the workspace rule of every analytics call (another team's
 * workspace 404, a colleague not assigned 403), the chart filters, and every figure held back below the
 * workspace's minimum group size. The row names its use case in drivers/ (its access rule and handler, ADR 0145).
 */
export const driverRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (app) => {
    const ports = createAnalyticsPorts(deps);
    mountRoutes(app, deps.clock, {
      tags: ['analytics'],
      routes: [
        route({
          method: 'POST',
          url: DriversPaths.drivers(':workspaceId'),
          summary: "Each question's rank correlation with an outcome across respondents, beside its average",
          params: driverAnalysis.Params,
          body: driverAnalysis.Body,
          response: DriversResponse,
          access: driverAnalysis.access(ports),
          handle: driverAnalysis.driverAnalysis(ports),
        }),
      ],
    });
  };
