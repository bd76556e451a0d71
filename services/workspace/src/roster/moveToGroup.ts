import { ParticipantMessages, ParticipantToGroupRequest } from '@canopy/contracts/participants/api';
import type { AccessRule, Input, UseCase } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { participantAnswer } from './rosterAnswers.ts';
import type { RosterDeps } from './rosterDeps.ts';

const MembershipParams = z.object({ id: z.string(), groupId: z.string() });
export const MoveToGroupInput = { params: MembershipParams, body: ParticipantToGroupRequest };
type In = Input<z.output<typeof MembershipParams>, undefined, z.output<typeof ParticipantToGroupRequest>>;

/** the participant's workspace, if the caller may work there and the group is of it (else the group is not found) */
const sameWorkspace = (deps: Pick<RosterDeps, 'access'>): AccessRule<In, WorkspaceAccessRow> => ({
  scope: async ({ params }, user) => {
    const workspace = await deps.access.participant(user, params.id);
    const groupWorkspace = await deps.access.group(user, params.groupId);
    if (groupWorkspace.id !== workspace.id) throw httpError(404, ParticipantMessages.groupNotFound);
    return workspace;
  },
  workspaceOf: (workspace) => workspace.id,
});

/** a participant moved to a group (relation true) or out of it (false); the path names both */
export const moveToGroup = (deps: RosterDeps) =>
  ({
    access: sameWorkspace(deps),
    handle: async ({ params, body }, { scope: workspace, context }) => {
      await deps.commands.changeMembership(workspace.id, params.id, params.groupId, body.relation, context);
      return participantAnswer(deps, params.id);
    },
  }) satisfies UseCase<In, WorkspaceAccessRow, unknown>;
