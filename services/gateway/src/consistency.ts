import type { FastifyInstance } from 'fastify';
import { formatWritten, parseWritten, READ_AFTER_HEADER, WRITTEN_HEADER } from '@canopy/contracts/platform/consistency';
import type { GlobalPosition } from '@canopy/contracts';
import { requestWrites } from '@canopy/platform/commands/requestWrites';
import type { ProjectionWaiter } from '@canopy/platform/projections/waiter';

export type ConsistencyOptions = {
  waiter: ProjectionWaiter;
  /** the read models this process can wait for: a header naming others is not waited on for them */
  readModels: readonly string[];
  /** the longest a read waits for its read models, then is answered anyway: as long as a command waits for them */
  timeoutMs: number;
};

/**
 * Session consistency (ADR 0099): a request's commands note what they wrote (requestWrites) and its answer says so
 * in `canopy-written`; a read carrying `canopy-read-after` is answered once the read models it names have reached
 * the positions given (bounded), so a browser that has been told of a change never reads the world before it.
 */
export const registerConsistency = (app: FastifyInstance, options: ConsistencyOptions) => {
  const known = new Set(options.readModels);
  const { timeoutMs } = options;

  app.addHook('onRequest', async (request) => {
    requestWrites.open(request.id);
  });

  // after routing and validation: an unknown path or a refused request answers without waiting
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const header = request.headers[READ_AFTER_HEADER];
    if (typeof header !== 'string') return;
    const byPosition = new Map<string, { position: GlobalPosition; names: string[] }>();
    for (const [name, position] of Object.entries(parseWritten(header))) {
      if (!known.has(name)) continue;
      const key = `${position.tx}.${position.seq}`;
      const group = byPosition.get(key) ?? { position, names: [] };
      group.names.push(name);
      byPosition.set(key, group);
    }
    if (byPosition.size === 0) return;
    const reached = await Promise.all(
      [...byPosition.values()].map(({ position, names }) => options.waiter.waitFor(position, names, timeoutMs)),
    );
    if (reached.includes(false)) request.log.debug({ header }, 'read answered before its read models reached the positions asked for');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const written = requestWrites.close(request.id);
    if (Object.keys(written).length > 0) void reply.header(WRITTEN_HEADER, formatWritten(written));
    return payload;
  });

  // an answer that was never sent (the client went away) still closes its entry
  app.addHook('onResponse', async (request) => {
    requestWrites.close(request.id);
  });
};
