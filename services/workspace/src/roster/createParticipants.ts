import { CreateParticipantsRequest, ParticipantMessages } from '@canopy/contracts/participants/api';
import type { AccessRule, Input, UseCase } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import type { RosterDeps } from './rosterDeps.ts';

export const CreateParticipantsInput = { body: CreateParticipantsRequest };
type In = Input<undefined, undefined, z.output<typeof CreateParticipantsRequest>>;

/** the one workspace every row names (400 for none, or rows of several), if the caller may work in it */
const rowsWorkspace = (deps: Pick<RosterDeps, 'access'>): AccessRule<In, WorkspaceAccessRow> => ({
  scope: async ({ body: rows }, user) => {
    const first = rows[0];
    if (!first) throw httpError(400, ParticipantMessages.noParticipants);
    if (rows.some((row) => row.workspace_id !== first.workspace_id)) throw httpError(400, ParticipantMessages.mixedWorkspaces);
    return deps.access.workspace(user, first.workspace_id);
  },
  workspaceOf: (workspace) => workspace.id,
});

/** participants added by hand (bulk): a row matching a participant of the workspace updates them, a repeated row is missed */
export const createParticipants = (deps: RosterDeps) =>
  ({
    access: rowsWorkspace(deps),
    handle: async (input, { scope: workspace, context }) => {
      const outcome = await deps.commands.importParticipants({
        workspaceId: workspace.id,
        source: 'manual',
        rows: input.body.map(({ workspace_id: _workspace, ...fields }, index) => ({ row: index + 1, fields, groups: [] })),
        context,
      });
      const participants = await deps.read.participants([...outcome.created, ...outcome.updated, ...outcome.unchanged]);
      const counts = { created: outcome.created.length, updated: outcome.updated.length, unchanged: outcome.unchanged.length };
      return { participants, counts, missed: outcome.missed };
    },
  }) satisfies UseCase<In, WorkspaceAccessRow, unknown>;
