import { GroupReportRequest } from '@canopy/contracts/analytics/exports';
import { fileNameOf } from '@canopy/platform/download/attachment';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { cycleLabel } from './cycleLabel.ts';
import { type ExportPorts, Id, packageAccess, WorkspaceParams } from './exportPorts.ts';

export const Params = WorkspaceParams.extend({ packageId: Id() });
export const Body = GroupReportRequest;
type In = { params: z.output<typeof Params>; body: z.output<typeof Body> };
export const access = (ports: Pick<ExportPorts, 'workspaces' | 'packages'>) => packageAccess<In>(ports, (input) => input.params.packageId);
type Scope = Awaited<ReturnType<ReturnType<typeof access>['scope']>>;

/** the group report of a cycle: its file's name and its writer (the route streams it) */
export const downloadGroupReport =
  (ports: Pick<ExportPorts, 'cyclesOf' | 'groupReportFile'>) =>
  async ({ body }: In, { scope: { workspace, pkg }, now }: Prelude<Scope>) => {
    const [cycle] = await ports.cyclesOf(pkg.id, [body.link]);
    const label = cycleLabel(cycle!, workspace.time_zone);
    const write = await ports.groupReportFile(workspace.id, pkg, cycle!, body, now, {
      workspaceName: workspace.name,
      cycleLabel: label,
    });
    const fileName = `Group_report_${fileNameOf(workspace.name, 'workspace')}_${fileNameOf(pkg.name, 'package')}_${label.replace(' to ', '-')}.xlsx`;
    return { fileName, write };
  };
