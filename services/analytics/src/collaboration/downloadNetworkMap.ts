import type { Prelude } from '@canopy/platform/http/prelude';
import { ALL, type CollaborationPorts, type CollaborationWorkspace, WorkspaceParams, workspaceAccess } from './collaborationPorts.ts';
import { csvFileName, NETWORK_CSV_HEADER, networkRows } from './networkCsv.ts';

export const Params = WorkspaceParams;
export const access = (ports: Pick<CollaborationPorts, 'workspaces'>) =>
  workspaceAccess<{ params: { workspaceId: string } }>(ports, (input) => input.params.workspaceId);

/** the network map as CSV rows, named after the workspace (every answer, every participant); the route sends the file */
export const downloadNetworkMap =
  (ports: Pick<CollaborationPorts, 'mapOf'>) =>
  async (_input: unknown, { scope: workspace }: Prelude<CollaborationWorkspace>) => ({
    fileName: csvFileName(workspace.name),
    header: NETWORK_CSV_HEADER,
    rows: networkRows(await ports.mapOf(workspace.id, ALL)),
  });

export type NetworkMapFile = Awaited<ReturnType<ReturnType<typeof downloadNetworkMap>>>;
