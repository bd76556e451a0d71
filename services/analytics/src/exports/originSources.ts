import type { Prelude } from '@canopy/platform/http/prelude';
import { type ExportPorts, type ExportWorkspace, WorkspaceParams, workspaceAccess } from './exportPorts.ts';

export const Params = WorkspaceParams;
export const access = workspaceAccess;

/** the workspace's group types (origin sources; '' for the groups made by hand) */
export const originSources =
  (ports: Pick<ExportPorts, 'groupTypesOf'>) =>
  async (_input: unknown, { scope: workspace }: Prelude<ExportWorkspace>) => ({
    origin_sources: await ports.groupTypesOf(workspace.id),
  });
