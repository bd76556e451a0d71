import { AreasReportRequest } from '@canopy/contracts/admin/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import { type Administrator, administratorAccess } from '../http/administrator.ts';
import type { XlsxFile } from '../reports/downloadGroupReport.ts';
import { recordDownload, type ReportDeps } from '../reports/reportDeps.ts';

export const DownloadAreasOfFocusInput = { body: AreasReportRequest };

/** Areas Of Focus: a group's questions in priority order from score, distance to the workspace mean and driver weight */
export const downloadAreasOfFocus = (deps: ReportDeps) =>
  ({
    access: administratorAccess,
    handle: async (input, prelude): Promise<XlsxFile> => {
      const file = await deps.areasOfFocus(input.body, prelude.now);
      await recordDownload(deps, prelude, 'areas_of_focus', { team_id: file.teamId, workspace_id: file.workspaceId }, file.fileName);
      return file;
    },
  }) satisfies UseCase<Input<undefined, undefined, z.output<typeof AreasReportRequest>>, Administrator, XlsxFile>;
