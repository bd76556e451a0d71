import { StoryMessages } from '@canopy/contracts/story/api';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { SnapshotRow } from '@canopy/projections/story/stories/read';
import type { WorkspaceAccess } from '@canopy/workspace';
import type { StoryPorts } from './storyPorts.ts';

// The story's two access rules (spec 3 section 7): a workspace's story is reached through the workspace rule
// (another team's workspace 404, one the caller is not assigned to 403); a snapshot through its workspace, a
// snapshot of another team (or a deleted one) being 404.

export type AssignedWorkspace = Awaited<ReturnType<WorkspaceAccess['assigned']>>;
export type AssignedSnapshot = SnapshotRow;

/** the workspace in `:workspaceId`, if the caller may work in it */
export const assignedWorkspace = (
  ports: Pick<StoryPorts, 'workspaces'>,
): AccessRule<{ params: { workspaceId: string } }, AssignedWorkspace> => ({
  scope: (input, user) => ports.workspaces.assigned(user, input.params.workspaceId),
  workspaceOf: (workspace) => workspace.id,
});

/** the live snapshot in `:id`, of a workspace the caller may work in */
export const assignedSnapshot = (
  ports: Pick<StoryPorts, 'workspaces' | 'stories'>,
): AccessRule<{ params: { id: string } }, AssignedSnapshot> => ({
  scope: async (input, user) => {
    const snapshot = await ports.stories.snapshot(input.params.id);
    if (!snapshot || snapshot.team_id !== user.teamId) throw httpError(404, StoryMessages.snapshotNotFound);
    await ports.workspaces.assigned(user, snapshot.workspace_id);
    return snapshot;
  },
  workspaceOf: (snapshot) => snapshot.workspace_id,
});
