import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin the way fastify-plugin does: its decorators, hooks and routes belong to the scope it is
 * registered in, so plugins registered after it (e.g. every service's routes) see them.
 */
export const sharedPlugin = <Options extends Record<string, unknown> = Record<never, never>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> => {
  const marked = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  marked[Symbol.for('plugin-meta')] = { name, fastify: '5.x' };
  return marked;
};

/** An error the gateway answers with `status` and `{ detail: message }` (see services/gateway/src/errors.ts). */
export const httpError = (status: number, message: string): Error & { statusCode: number } =>
  Object.assign(new Error(message), { statusCode: status });
