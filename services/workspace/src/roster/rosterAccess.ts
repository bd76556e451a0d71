import { ParticipantMessages } from '@canopy/contracts/participants/api';
import { WorkspaceMessages } from '@canopy/contracts/workspace/api';
import type { AuthUser } from '@canopy/platform/http/auth';
import type { AccessRule, Input } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import type { ParticipantsReader } from '@canopy/projections/workspace/participants/read';
import { z } from 'zod';
import { createWorkspaceAccess, type WorkspaceAccessRow } from '../access/workspaceAccess.ts';

type User = Pick<AuthUser, 'id' | 'teamId'>;

/**
 * The workspace access rule (ADR 0010) for routes that name a participant or a group instead of a
 * workspace: one of another team (or unknown) is not found (404, in the words of what the path names), one
 * of the caller's team in a workspace they are not assigned to is refused (403).
 */
export const createRosterAccess = (db: Queryable, read: ParticipantsReader) => {
  const access = createWorkspaceAccess(db);

  const assignedOrHidden = async (user: User, workspaceId: string | null | undefined, notFound: string): Promise<WorkspaceAccessRow> => {
    if (!workspaceId) throw httpError(404, notFound);
    const row = await access.inTeam(user, workspaceId).catch(() => {
      throw httpError(404, notFound);
    });
    if (!row.assigned) throw httpError(403, WorkspaceMessages.notAssigned);
    return row;
  };

  return {
    workspace: (user: User, workspaceId: string) => access.assigned(user, workspaceId),
    participant: async (user: User, participantId: string) =>
      assignedOrHidden(user, (await read.workspacesOfParticipants([participantId])).get(participantId), ParticipantMessages.notFound),
    group: async (user: User, groupId: string) =>
      assignedOrHidden(user, await read.workspaceOfGroup(groupId), ParticipantMessages.groupNotFound),
    /** the one workspace all these participants belong to; none deleted unless every id is found there */
    async participants(user: User, participantIds: readonly string[]): Promise<WorkspaceAccessRow> {
      const found = await read.workspacesOfParticipants(participantIds);
      const workspaces = new Set(found.values());
      if (participantIds.some((id) => !found.has(id))) throw httpError(404, ParticipantMessages.notFound);
      if (workspaces.size > 1) throw httpError(400, ParticipantMessages.mixedWorkspaces);
      return assignedOrHidden(user, [...workspaces][0], ParticipantMessages.notFound);
    },
  };
};

export type RosterAccess = ReturnType<typeof createRosterAccess>;

/** a participant's, a group's or a workspace's path (`/participants/:id`, `/groups/:id`, `/groups/by-workspace/:id`) */
export const IdParams = z.object({ id: z.string() });

type RuleDeps = { access: RosterAccess };
const byWorkspace = (workspace: WorkspaceAccessRow) => workspace.id;

/** the workspace in `:id`, if the caller may work in it */
export const workspaceInPath = (deps: RuleDeps): AccessRule<Input<{ id: string }, unknown, unknown>, WorkspaceAccessRow> => ({
  scope: (input, user) => deps.access.workspace(user, input.params.id),
  workspaceOf: byWorkspace,
});

/** the workspace the body's `workspace_id` names, if the caller may work in it */
export const workspaceInBody = (deps: RuleDeps): AccessRule<Input<unknown, unknown, { workspace_id: string }>, WorkspaceAccessRow> => ({
  scope: (input, user) => deps.access.workspace(user, input.body.workspace_id),
  workspaceOf: byWorkspace,
});

/** the workspace of the participant in `:id` (another team's participant 404, one the caller is not assigned to 403) */
export const participantInPath = (deps: RuleDeps): AccessRule<Input<{ id: string }, unknown, unknown>, WorkspaceAccessRow> => ({
  scope: (input, user) => deps.access.participant(user, input.params.id),
  workspaceOf: byWorkspace,
});

/** the workspace of the group in `:id` */
export const groupInPath = (deps: RuleDeps): AccessRule<Input<{ id: string }, unknown, unknown>, WorkspaceAccessRow> => ({
  scope: (input, user) => deps.access.group(user, input.params.id),
  workspaceOf: byWorkspace,
});
