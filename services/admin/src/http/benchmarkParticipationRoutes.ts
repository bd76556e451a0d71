import { AdminPaths, BenchmarkParticipation } from '@canopy/contracts/admin/api';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createBenchmarkParticipationReader } from '@canopy/projections/admin/benchmarkParticipation/read';
import type { FastifyPluginAsync } from 'fastify';
import { readParticipation, setParticipation, SetParticipationInput } from '../benchmarks/benchmarkParticipation.ts';
import type { AdminCommands } from '../commands.ts';

/** A team's own choice whether its workspaces feed the platform benchmark: any consultant of the team reads and sets it. */
export const benchmarkParticipationRoutes =
  (deps: ServiceDeps, commands: AdminCommands): FastifyPluginAsync =>
  async (app) => {
    const participation = { read: createBenchmarkParticipationReader(deps.platform.pool), commands };
    mountRoutes(app, deps.clock, {
      tags: ['admin'],
      routes: [
        route({
          method: 'GET',
          url: AdminPaths.benchmarkParticipation,
          summary: "Whether the caller's team keeps out of the platform benchmark",
          response: BenchmarkParticipation,
          ...readParticipation(participation),
        }),
        route({
          method: 'PUT',
          url: AdminPaths.benchmarkParticipation,
          summary: "Keep the caller's team's workspaces out of the platform benchmark (opted_out true), or let them in",
          ...SetParticipationInput,
          response: BenchmarkParticipation,
          ...setParticipation(participation),
        }),
      ],
    });
  };
