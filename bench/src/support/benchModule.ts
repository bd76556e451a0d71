import { ErrorBody } from '@canopy/contracts';
import { handleCommand } from '@canopy/platform/commands/handleCommand';
import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { counterDecider, CounterIncremented } from './benchDomain.ts';

/**
 * A bench-only module: one command route over a counter, written the way services write theirs.
 * It borrows the name 'analytics' only because ServiceModule names are a closed union; it is never
 * mounted by the product (the bench passes it to startRuntime in place of the real modules).
 */
export const benchModule = defineServiceModule({
  name: 'analytics',
  contracts: [CounterIncremented],
  routes: ({ platform }) => {
    const plugin: FastifyPluginAsync = async (instance) => {
      const api = instance.withTypeProvider<ZodTypeProvider>();
      api.post(
        '/bench/counters/:id/increment',
        {
          schema: {
            params: z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}$/) }),
            body: z.object({ by: z.number().int() }),
            response: { 200: z.object({ revision: z.number().int(), value: z.number().int() }), '4xx': ErrorBody, '5xx': ErrorBody },
          },
        },
        async (request) => {
          const result = await handleCommand({
            log: platform.log,
            decider: counterDecider,
            streamId: `counter-${request.params.id}`,
            command: { type: 'Increment', data: { by: request.body.by } },
            context: { teamId: 'team-bench', actor: 'consultant-bench', correlationId: request.id, now: new Date() },
          });
          return { revision: result.appended?.nextExpectedRevision ?? -1, value: result.state.value };
        },
      );
    };
    return plugin;
  },
});
