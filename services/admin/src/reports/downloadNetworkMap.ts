import { networkMapCsvOf } from '@canopy/analytics';
import { NetworkMapRequest } from '@canopy/contracts/admin/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import { type Administrator, administratorAccess } from '../http/administrator.ts';
import { recordDownload, type ReportDeps, workspaceOf } from './reportDeps.ts';

export const DownloadNetworkMapInput = { body: NetworkMapRequest };
export type NetworkMapFile = Awaited<ReturnType<typeof networkMapCsvOf>>;

/** the Network Map CSV: a workspace's collaboration edges with their types, named after the workspace */
export const downloadNetworkMap = (deps: ReportDeps) =>
  ({
    access: administratorAccess,
    handle: async (input, prelude): Promise<NetworkMapFile> => {
      const workspace = await workspaceOf(deps, input.body.workspace_id);
      const file = await networkMapCsvOf(deps.pool, workspace);
      await recordDownload(deps, prelude, 'network_map', { team_id: workspace.team_id, workspace_id: workspace.id }, file.fileName);
      return file;
    },
  }) satisfies UseCase<Input<undefined, undefined, z.output<typeof NetworkMapRequest>>, Administrator, NetworkMapFile>;
