import type { CommandContext } from '@canopy/platform/commands/eventLog';
import { handleCommand, type CommandResult } from '@canopy/platform/commands/handleCommand';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { workspaceDecider, type WorkspaceCommand } from './decide.ts';
import { workspaceStreamId, type WorkspaceEvent, type WorkspaceState } from './workspace.ts';

/** the read models the workspace screens read next: commands wait for them (read-your-writes) */
export const WORKSPACE_READ_MODELS = ['workspaces', 'identity_consultants'] as const;

export const createWorkspaceCommands = (deps: ServiceDeps) => ({
  workspace: (
    workspaceId: string,
    command: WorkspaceCommand,
    context: CommandContext,
  ): Promise<CommandResult<WorkspaceEvent, WorkspaceState>> => {
    return handleCommand({
      log: deps.platform.log,
      decider: workspaceDecider,
      streamId: workspaceStreamId(workspaceId),
      command,
      context,
      settle: { waiter: deps.waiter, readModels: WORKSPACE_READ_MODELS },
    });
  },
});

export type WorkspaceCommands = ReturnType<typeof createWorkspaceCommands>;
