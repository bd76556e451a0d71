import { AdminCycle, AdminOption, AdminPaths, BenchmarkSummary } from '@canopy/contracts/admin/api';
import { OriginSources } from '@canopy/contracts/analytics/exports';
import { sendCsv } from '@canopy/platform/download/csv';
import { sendXlsx } from '@canopy/platform/download/xlsx';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { downloadAreasOfFocus, DownloadAreasOfFocusInput } from '../areasOfFocus/downloadAreasOfFocus.ts';
import { benchmarkSummary, type CsvFile, downloadBenchmarks } from '../benchmarks/downloadBenchmarks.ts';
import type { AdminCommands } from '../commands.ts';
import { downloadGroupReport, DownloadGroupReportInput, type XlsxFile } from '../reports/downloadGroupReport.ts';
import { downloadNetworkMap, DownloadNetworkMapInput } from '../reports/downloadNetworkMap.ts';
import {
  ChoicesInput,
  packageCycles,
  teamWorkspaces,
  workspaceGroups,
  workspaceGroupTypes,
  workspacePackages,
} from '../reports/reportChoices.ts';
import { fileAnswer, reportDepsOf } from '../reports/reportDeps.ts';
import { administratorsOnly } from './administrator.ts';

const csv = (reply: FastifyReply, file: CsvFile) => sendCsv(reply, file.fileName, file.header, file.rows);
const xlsx = (reply: FastifyReply, file: XlsxFile) => sendXlsx(reply, file.fileName, file.write);

/**
 * The team-level reports of the admin area and the choices their wizards offer (any team's workspaces, their
 * packages, cycles and groups). Every download is recorded as an administrator action. Each row calls its use case
 * in reports/, benchmarks/ or areasOfFocus/ (ADR 0145).
 */
export const reportRoutes =
  (serviceDeps: ServiceDeps, commands: AdminCommands): FastifyPluginAsync =>
  async (app) => {
    const deps = reportDepsOf(serviceDeps, commands);
    mountRoutes(app, serviceDeps.clock, {
      tags: ['admin'],
      onRequest: [administratorsOnly],
      routes: [
        route({
          method: 'GET',
          url: '/admin/teams/:id/workspaces',
          summary: "A team's workspaces",
          ...ChoicesInput,
          response: z.array(AdminOption),
          ...teamWorkspaces(deps),
        }),
        route({
          method: 'GET',
          url: '/admin/workspaces/:id/packages',
          summary: "A workspace's packages",
          ...ChoicesInput,
          response: z.array(AdminOption),
          ...workspacePackages(deps),
        }),
        route({
          method: 'GET',
          url: '/admin/packages/:id/cycles',
          summary: "A package's cycles, newest first, each with who submitted in it",
          ...ChoicesInput,
          response: z.array(AdminCycle),
          ...packageCycles(deps),
        }),
        route({
          method: 'GET',
          url: '/admin/workspaces/:id/groups',
          summary: "A workspace's groups",
          ...ChoicesInput,
          response: z.array(AdminOption),
          ...workspaceGroups(deps),
        }),
        route({
          method: 'POST',
          url: AdminPaths.networkMap,
          summary: "Network Map CSV: a workspace's collaboration edges with their types, named after the workspace",
          ...DownloadNetworkMapInput,
          response: fileAnswer<CsvFile>(),
          ...downloadNetworkMap(deps),
          reply: csv,
        }),
        route({
          method: 'GET',
          url: AdminPaths.benchmarks,
          summary:
            'benchmarks.csv: per question of the Canopy Library, the median of the workspaces’ own averages (at least 5 workspaces of 3 teams) and their quartiles (from 10 workspaces; empty below)',
          response: fileAnswer<CsvFile>(),
          ...downloadBenchmarks(deps),
          reply: csv,
        }),
        route({
          method: 'GET',
          url: AdminPaths.benchmarksSummary,
          summary:
            'What benchmarks.csv would hold now: its questions, and the workspaces and teams with enough answers, against the minimums',
          response: BenchmarkSummary,
          ...benchmarkSummary(deps),
        }),
        route({
          method: 'POST',
          url: AdminPaths.areasOfFocus,
          summary: "Areas Of Focus: a group's questions in priority order from score, distance to the workspace mean and driver weight",
          ...DownloadAreasOfFocusInput,
          response: fileAnswer<XlsxFile>(),
          ...downloadAreasOfFocus(deps),
          reply: xlsx,
        }),
        route({
          method: 'GET',
          url: '/admin/workspaces/:id/group-types',
          summary: "The group types (origin sources) of a workspace's answers",
          ...ChoicesInput,
          response: OriginSources,
          ...workspaceGroupTypes(deps),
        }),
        route({
          method: 'POST',
          url: AdminPaths.groupReport,
          summary: "Group Report: the consultant's group report of any team's workspace, package and cycle",
          ...DownloadGroupReportInput,
          response: fileAnswer<XlsxFile>(),
          ...downloadGroupReport(deps),
          reply: xlsx,
        }),
      ],
    });
  };
