import { streamCommand } from '@canopy/platform/commands/streamCommand';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { workspaceDecider } from './decide.ts';
import { workspaceStreamId } from './workspace.ts';

/** the read models the workspace screens read next: commands wait for them (read-your-writes) */
export const WORKSPACE_READ_MODELS = ['workspaces', 'identity_consultants'] as const;

export const createWorkspaceCommands = (deps: ServiceDeps) => ({
  workspace: streamCommand(deps, workspaceDecider, workspaceStreamId, WORKSPACE_READ_MODELS),
});

export type WorkspaceCommands = ReturnType<typeof createWorkspaceCommands>;
