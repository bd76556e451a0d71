import { ErrorBody } from '@canopy/contracts';
import { AdminPaths, BenchmarkParticipation } from '@canopy/contracts/admin/api';
import { contextOf } from '@canopy/platform/commands/commandContext';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createBenchmarkParticipationReader } from '@canopy/projections/admin/benchmarkParticipation/read';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminCommands } from '../commands.ts';

/** A team's own choice whether its workspaces feed the platform benchmark: any consultant of the team reads and sets it. */
export const benchmarkParticipationRoutes =
  (deps: ServiceDeps, commands: AdminCommands): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const read = createBenchmarkParticipationReader(deps.platform.pool);
    const schema = { tags: ['admin'], response: { 200: BenchmarkParticipation, '4xx': ErrorBody, '5xx': ErrorBody } };

    app.get(
      AdminPaths.benchmarkParticipation,
      { onRequest: app.requireUser, schema: { ...schema, summary: "Whether the caller's team keeps out of the platform benchmark" } },
      async (request) => ({ opted_out: await read.optedOut(request.user.teamId) }),
    );

    app.put(
      AdminPaths.benchmarkParticipation,
      {
        onRequest: app.requireUser,
        schema: {
          ...schema,
          summary: "Keep the caller's team's workspaces out of the platform benchmark (opted_out true), or let them in",
          body: BenchmarkParticipation,
        },
      },
      async (request) => {
        const now = deps.clock.now();
        await commands.benchmarkParticipation(
          request.user.teamId,
          {
            type: 'SetBenchmarkParticipation',
            data: { team_id: request.user.teamId, opted_out: request.body.opted_out, by: request.user.id, now: now.toISOString() },
          },
          contextOf(request, request.user, null, now),
        );
        return { opted_out: await read.optedOut(request.user.teamId) };
      },
    );
  };
