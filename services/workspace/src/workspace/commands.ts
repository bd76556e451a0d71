import type { AppendResult } from '@canopy/platform/eventStore/eventStore';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import { handleCommand, type CommandResult } from '@canopy/platform/commands/handleCommand';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { workspaceDecider, type WorkspaceCommand } from './decide.ts';
import { workspaceStreamId, type WorkspaceEvent, type WorkspaceState } from './workspace.ts';

/** the read models the workspace screens read next: commands wait for them (read-your-writes) */
export const WORKSPACE_READ_MODELS = ['workspaces', 'identity_consultants'] as const;
const SETTLE_MS = 2000;

export const createWorkspaceCommands = (deps: ServiceDeps) => ({
  workspace: async (workspaceId: string, command: WorkspaceCommand, context: CommandContext): Promise<CommandResult<WorkspaceEvent, WorkspaceState>> => {
    const result = await handleCommand({ log: deps.platform.log, decider: workspaceDecider, streamId: workspaceStreamId(workspaceId), command, context });
    const appended: AppendResult | null = result.appended;
    if (appended) await deps.waiter.waitFor(appended.position, WORKSPACE_READ_MODELS, SETTLE_MS);
    return result;
  },
});

export type WorkspaceCommands = ReturnType<typeof createWorkspaceCommands>;
