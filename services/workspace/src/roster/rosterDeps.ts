import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createParticipantsReader, type ParticipantsReader } from '@canopy/projections/workspace/participants/read';
import { createRosterAccess, type RosterAccess } from './rosterAccess.ts';
import { createRosterCommands, type RosterCommands } from './rosterCommands.ts';

/** what the participant and group use cases share: the participants read model, the access rule and the roster's commands */
export type RosterDeps = { read: ParticipantsReader; access: RosterAccess; commands: RosterCommands };

export const rosterDepsOf = (deps: ServiceDeps): RosterDeps => {
  const read = createParticipantsReader(deps.platform.pool);
  return { read, access: createRosterAccess(deps.platform.pool, read), commands: createRosterCommands(deps) };
};
