import { ParticipantInput } from '@canopy/contracts/participants/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { participantAnswer } from './rosterAnswers.ts';
import { IdParams, participantInPath } from './rosterAccess.ts';
import type { RosterDeps } from './rosterDeps.ts';

export const UpdateParticipantInput = { params: IdParams, body: ParticipantInput };

/** a participant edited: every field replaced (absent ones become empty) */
export const updateParticipant = (deps: RosterDeps) =>
  ({
    access: participantInPath(deps),
    handle: async (input, { scope: workspace, context }) => {
      await deps.commands.updateParticipant(workspace.id, input.params.id, input.body, context);
      return participantAnswer(deps, input.params.id);
    },
  }) satisfies UseCase<Input<z.output<typeof IdParams>, undefined, z.output<typeof ParticipantInput>>, WorkspaceAccessRow, unknown>;
