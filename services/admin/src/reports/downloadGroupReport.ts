import { cycleLabel } from '@canopy/analytics';
import { AdminGroupReportRequest } from '@canopy/contracts/admin/api';
import { AdminMessages } from '@canopy/contracts/admin/rules';
import { fileNameOf } from '@canopy/platform/download/attachment';
import type { XlsxBook } from '@canopy/platform/download/xlsx';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import { type Administrator, administratorAccess } from '../http/administrator.ts';
import { recordDownload, type ReportDeps, workspaceOf } from './reportDeps.ts';

export const DownloadGroupReportInput = { body: AdminGroupReportRequest };
export type XlsxFile = { fileName: string; write: (book: XlsxBook) => Promise<void> };

/** the consultant's group report of any team's workspace, package and cycle, under the spec's admin file name */
export const downloadGroupReport = (deps: ReportDeps) =>
  ({
    access: administratorAccess,
    handle: async ({ body }, prelude): Promise<XlsxFile> => {
      const workspace = await workspaceOf(deps, body.workspace_id);
      const pkg = await deps.packages.one(body.package_id);
      if (pkg?.workspace_id !== workspace.id) throw httpError(404, AdminMessages.packageNotFound);
      const { now } = prelude;
      const cycle = (await deps.links.cyclesOfPackage(pkg.id, now)).find((candidate) => candidate.link_id === body.link);
      if (!cycle) throw httpError(404, AdminMessages.cycleNotFound);
      const write = await deps.groupReportFile(workspace.id, pkg, cycle, body, now, {
        workspaceName: workspace.name,
        cycleLabel: cycleLabel(cycle, workspace.time_zone),
      });
      // the spec's name for the admin file, its space before the extension included
      const fileName = `Group_report_${fileNameOf(pkg.name, 'package')}_${cycleLabel(cycle, workspace.time_zone).replace(' to ', '-')} .xlsx`;
      await recordDownload(deps, prelude, 'group_report', { team_id: workspace.team_id, workspace_id: workspace.id }, fileName);
      return { fileName, write };
    },
  }) satisfies UseCase<Input<undefined, undefined, z.output<typeof AdminGroupReportRequest>>, Administrator, XlsxFile>;
