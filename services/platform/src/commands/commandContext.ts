import type { FastifyRequest } from 'fastify';
import type { CommandContext } from './eventLog.ts';

/** who asks, for which team (and workspace), when: the metadata of the events a signed-in route appends */
export const contextOf = (
  request: FastifyRequest,
  user: { id: string; teamId: string },
  workspaceId: string | null = null,
  // the services' clock, which the gateway hands the authentication plugin (a fixed one in specs)
  now = request.server.clock.now(),
): CommandContext => ({
  teamId: user.teamId,
  workspaceId,
  actor: user.id,
  correlationId: request.id,
  now,
});
