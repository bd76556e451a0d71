import { DeleteParticipantsRequest, ParticipantMessages } from '@canopy/contracts/participants/api';
import type { AccessRule, Input, UseCase } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { deletedAnswer } from './rosterAnswers.ts';
import { IdParams, participantInPath } from './rosterAccess.ts';
import type { RosterDeps } from './rosterDeps.ts';

export const DeleteParticipantInput = { params: IdParams };
export const DeleteParticipantsInput = { body: DeleteParticipantsRequest };
type BulkIn = Input<undefined, undefined, z.output<typeof DeleteParticipantsRequest>>;
type Selection = { workspace: WorkspaceAccessRow; ids: string[] };

/** one participant deleted: they leave every group and their personal data is erased */
export const deleteParticipant = (deps: RosterDeps) =>
  ({
    access: participantInPath(deps),
    handle: async (input, { scope: workspace, context }) => {
      await deps.commands.deleteParticipants(workspace.id, [input.params.id], context);
      return deletedAnswer([input.params.id]);
    },
  }) satisfies UseCase<Input<z.output<typeof IdParams>>, WorkspaceAccessRow, unknown>;

/** the ids chosen (400 for none), all participants of one workspace the caller is assigned to */
const selection = (deps: Pick<RosterDeps, 'access'>): AccessRule<BulkIn, Selection> => ({
  scope: async (input, user) => {
    const ids = [...new Set(input.body.ids)];
    if (ids.length === 0) throw httpError(400, ParticipantMessages.noneSelected);
    return { workspace: await deps.access.participants(user, ids), ids };
  },
  workspaceOf: (scope) => scope.workspace.id,
});

/** participants deleted in bulk: all of them or none */
export const deleteParticipants = (deps: RosterDeps) =>
  ({
    access: selection(deps),
    handle: async (_input, { scope: { workspace, ids }, context }) => {
      await deps.commands.deleteParticipants(workspace.id, ids, context);
      return deletedAnswer(ids);
    },
  }) satisfies UseCase<BulkIn, Selection, unknown>;
