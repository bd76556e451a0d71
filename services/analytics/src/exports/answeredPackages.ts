import { RawDataFlag } from '@canopy/contracts/analytics/exports';
import type { Prelude } from '@canopy/platform/http/prelude';
import { type ExportPorts, type ExportWorkspace, WorkspaceParams, workspaceAccess } from './exportPorts.ts';

export const Params = WorkspaceParams.extend({ rawData: RawDataFlag });
export const access = workspaceAccess;

/** the packages of the workspace with answers, as the two export pages list them */
export const answeredPackages =
  (ports: Pick<ExportPorts, 'packages' | 'exportsReader'>) =>
  async (_input: unknown, { scope: workspace }: Prelude<ExportWorkspace>) => {
    const [held, answered] = await Promise.all([
      ports.packages.ofWorkspace(workspace.id),
      ports.exportsReader.answeredPackageIds(workspace.id),
    ]);
    return held.filter((item) => answered.has(item.id)).map(({ id, name, is_attributed }) => ({ id, name, is_attributed }));
  };
