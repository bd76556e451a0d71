import {
  AnsweredAssessment,
  AnsweredCycle,
  AnsweredPackage,
  ExportsPaths,
  OriginSources,
  Unmaskings,
} from '@canopy/contracts/analytics/exports';
import { sendXlsx } from '@canopy/platform/download/xlsx';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import * as answeredAssessments from './answeredAssessments.ts';
import * as answeredCycles from './answeredCycles.ts';
import * as answeredOriginSources from './answeredOriginSources.ts';
import * as answeredPackages from './answeredPackages.ts';
import * as downloadGroupReport from './downloadGroupReport.ts';
import * as downloadRawData from './downloadRawData.ts';
import { createExportPorts } from './exportPorts.ts';
import * as originSources from './originSources.ts';
import * as unmaskings from './unmaskings.ts';

const xlsx = z.any().describe('the xlsx file, streamed');
const streamed = (reply: FastifyReply, file: { fileName: string; write: Parameters<typeof sendXlsx>[2] }) =>
  sendXlsx(reply, file.fileName, file.write);

/**
 * The exports under /api/v1/exports (ADR 0068): the lookups of the two export pages and the two files. Every route
 * applies the workspace rule (another team's workspace 404, one the caller is not assigned to 403), then finds the
 * package in that workspace, the assessment in the package and each cycle in the package (404 otherwise). Each row
 * names its use case in exports/ (its access rule and handler, ADR 0145).
 */
export const exportRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (app) => {
    const ports = createExportPorts(deps);
    mountRoutes(app, deps.clock, {
      tags: ['exports'],
      routes: [
        route({
          method: 'GET',
          url: ExportsPaths.answeredPackages(':workspaceId', ':rawData'),
          summary: 'The packages of the workspace with answers (raw data: true, group report: false)',
          params: answeredPackages.Params,
          response: z.array(AnsweredPackage),
          access: answeredPackages.access(ports),
          handle: answeredPackages.answeredPackages(ports),
        }),
        route({
          method: 'GET',
          url: ExportsPaths.answeredAssessments(':workspaceId', ':packageId'),
          summary: 'The assessments of the package with answers',
          params: answeredAssessments.Params,
          response: z.array(AnsweredAssessment),
          access: answeredAssessments.access(ports),
          handle: answeredAssessments.answeredAssessments(ports),
        }),
        route({
          method: 'GET',
          url: ExportsPaths.answeredCycles(':workspaceId', ':packageId', ':assessmentId', ':rawData'),
          summary: "The package's cycles with answers (of the assessment; the all-zero id for every assessment), oldest first",
          params: answeredCycles.Params,
          response: z.array(AnsweredCycle),
          access: answeredCycles.access(ports),
          handle: answeredCycles.answeredCycles(ports),
        }),
        route({
          method: 'GET',
          url: ExportsPaths.originSources(':workspaceId'),
          summary: "The workspace's group types (origin sources; '' for the groups made by hand)",
          params: originSources.Params,
          response: OriginSources,
          access: originSources.access(ports),
          handle: originSources.originSources(ports),
        }),
        route({
          method: 'POST',
          url: ExportsPaths.answeredOriginSources(':workspaceId'),
          summary: "The group types of the groups the cycle's respondents are in (every answered cycle with is_all)",
          params: answeredOriginSources.Params,
          body: answeredOriginSources.Body,
          response: OriginSources,
          access: answeredOriginSources.access(ports),
          handle: answeredOriginSources.answeredOriginSources(ports),
        }),
        route({
          method: 'POST',
          url: ExportsPaths.rawData(':workspaceId', ':assessmentId', ':packageId'),
          summary: 'Every answer of the assessment in the chosen cycles as xlsx, masked unless is_private_data_hidden is false',
          params: downloadRawData.Params,
          body: downloadRawData.Body,
          response: xlsx,
          access: downloadRawData.access(ports),
          handle: downloadRawData.downloadRawData(ports),
          reply: streamed,
        }),
        route({
          method: 'POST',
          url: ExportsPaths.groupReport(':workspaceId', ':packageId'),
          summary:
            'Per question and group of the chosen types: respondents, average, distribution, passes, net score; small groups held back',
          params: downloadGroupReport.Params,
          body: downloadGroupReport.Body,
          response: xlsx,
          access: downloadGroupReport.access(ports),
          handle: downloadGroupReport.downloadGroupReport(ports),
          reply: streamed,
        }),
        route({
          method: 'GET',
          url: ExportsPaths.unmaskings(':workspaceId'),
          summary: 'Every raw data export of the workspace that named people: who, when, package, assessment and cycles',
          params: unmaskings.Params,
          response: Unmaskings,
          access: unmaskings.access(ports),
          handle: unmaskings.unmaskings(ports),
        }),
      ],
    });
  };
