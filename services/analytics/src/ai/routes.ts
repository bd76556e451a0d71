import {
  AiGroups,
  AiLatestAnswer,
  AiPackages,
  AiPaths,
  AiStatusList,
  AiWorkerCreated,
  GeneratedPeriods,
  NamedItems,
} from '@canopy/contracts/analytics/ai';
import { sendXlsx } from '@canopy/platform/download/xlsx';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { createAiPorts } from './aiPorts.ts';
import type { AiRuns } from './aiRuns.ts';
import * as aiStatus from './aiStatus.ts';
import * as analysablePackages from './analysablePackages.ts';
import * as downloadAiReport from './downloadAiReport.ts';
import * as generatedAssessments from './generatedAssessments.ts';
import * as generatedGroups from './generatedGroups.ts';
import * as generatedPackages from './generatedPackages.ts';
import * as generatedPeriods from './generatedPeriods.ts';
import * as latestAnalysis from './latestAnalysis.ts';
import * as requestAnalysis from './requestAnalysis.ts';
import * as restartAnalysis from './restartAnalysis.ts';

/**
 * The AI Generate and AI Report calls (spec section 7, paths in docs/decisions/0072-ai-runs-api-and-anonymity.md). Every one
 * goes through the workspace rule: another team's workspace is 404, one the caller is not assigned to 403. Each row
 * names its use case in ai/ (its access rule and handler, ADR 0145).
 */
export const aiRoutes =
  (deps: ServiceDeps, aiRuns: AiRuns): FastifyPluginAsync =>
  async (app) => {
    const ports = createAiPorts(deps, aiRuns);
    const access = aiStatus.access(ports);
    mountRoutes(app, deps.clock, {
      tags: ['ai'],
      routes: [
        route({
          method: 'GET',
          url: AiPaths.status(':workspaceId'),
          summary: "'Info of processing': each run's status",
          params: aiStatus.Params,
          response: AiStatusList,
          access,
          handle: aiStatus.aiStatus(ports),
        }),
        route({
          method: 'GET',
          url: AiPaths.packages(':workspaceId'),
          summary: 'Packages and cycles with text answers that Generate may analyse',
          params: analysablePackages.Params,
          response: AiPackages,
          access,
          handle: analysablePackages.analysablePackages(ports),
        }),
        route({
          method: 'POST',
          url: AiPaths.workers(':workspaceId'),
          summary: "Generate: queue the analysis of a package's cycle",
          params: requestAnalysis.Params,
          body: requestAnalysis.Body,
          response: AiWorkerCreated,
          access,
          handle: requestAnalysis.requestAnalysis(ports),
        }),
        route({
          method: 'POST',
          url: AiPaths.restart(':workspaceId', ':runId'),
          summary: 'Start a failed analysis again',
          params: restartAnalysis.Params,
          response: AiWorkerCreated,
          access,
          handle: restartAnalysis.restartAnalysis(ports),
        }),
        route({
          method: 'GET',
          url: AiPaths.generatedPackages(':workspaceId'),
          summary: 'Packages with a finished analysis',
          params: generatedPackages.Params,
          response: NamedItems,
          access,
          handle: generatedPackages.generatedPackages(ports),
        }),
        route({
          method: 'GET',
          url: AiPaths.generatedAssessments(':workspaceId', ':packageId'),
          summary: "A package's assessments with a finished analysis",
          params: generatedAssessments.Params,
          response: NamedItems,
          access,
          handle: generatedAssessments.generatedAssessments(ports),
        }),
        route({
          method: 'GET',
          url: AiPaths.generatedPeriods(':workspaceId', ':packageId', ':assessmentId'),
          summary: 'The periods analysed for an assessment, newest first',
          params: generatedPeriods.Params,
          response: GeneratedPeriods,
          access,
          handle: generatedPeriods.generatedPeriods(ports),
        }),
        route({
          method: 'POST',
          url: AiPaths.generatedGroups(':workspaceId'),
          summary: 'The groups an analysis holds results for (those at the open-answer minimum or above)',
          params: generatedGroups.Params,
          body: generatedGroups.Body,
          response: AiGroups,
          access,
          handle: generatedGroups.generatedGroups(ports),
        }),
        route({
          method: 'GET',
          url: AiPaths.latest(':workspaceId', ':assessmentId'),
          summary: "An assessment's latest finished analysis for all participants (the Culture page's open answers)",
          params: latestAnalysis.Params,
          response: AiLatestAnswer,
          access,
          handle: latestAnalysis.latestAnalysis(ports),
        }),
        route({
          method: 'POST',
          url: AiPaths.report(':workspaceId'),
          summary: 'The AI Report of an analysed period as xlsx',
          params: downloadAiReport.Params,
          body: downloadAiReport.Body,
          response: z.any(),
          access,
          handle: downloadAiReport.downloadAiReport(ports),
          reply: (reply, file: Awaited<ReturnType<ReturnType<typeof downloadAiReport.downloadAiReport>>>) =>
            sendXlsx(reply, file.fileName, file.write),
        }),
      ],
    });
  };
