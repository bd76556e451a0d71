import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { Clock } from '@canopy/platform/time/clock';
import { createParticipantsReader, type ParticipantsReader } from '@canopy/projections/workspace/participants/read';
import type { FastifyPluginAsync } from 'fastify';
import { groupRoutes } from './groupRoutes.ts';
import { participantRoutes } from './participantRoutes.ts';
import { createRosterAccess, type RosterAccess } from './rosterAccess.ts';
import { createRosterCommands, type RosterCommands } from './rosterCommands.ts';

/** what the participant and group routes share */
export type RosterRouteOptions = { read: ParticipantsReader; access: RosterAccess; commands: RosterCommands; clock: Clock };

/** the participants and groups API under /api/v1 (the CSV import has its own routes) */
export const rosterRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (app) => {
    const read = createParticipantsReader(deps.platform.pool);
    const options: RosterRouteOptions = {
      read,
      access: createRosterAccess(deps.platform.pool, read),
      commands: createRosterCommands(deps),
      clock: deps.clock,
    };
    await app.register(participantRoutes(options));
    await app.register(groupRoutes(options));
  };
