import type { CommandContext } from '@canopy/platform/commands/eventLog';
import type { AuthUser } from '@canopy/platform/http/auth';
import type { FastifyRequest } from 'fastify';

/** who asks, for which workspace, when: the metadata of the events a workspace-scoped route appends */
export const contextOf = (request: FastifyRequest, user: AuthUser, workspaceId: string, now = new Date()): CommandContext => ({
  teamId: user.teamId,
  workspaceId,
  actor: user.id,
  correlationId: request.id,
  now,
});
