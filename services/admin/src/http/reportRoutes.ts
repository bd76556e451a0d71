import { DEFAULT_TIME_ZONE } from '@canopy/contracts/platform/dates';
import { createGroupReportFile, cycleLabel, networkMapCsvOf } from '@canopy/analytics';
import { ErrorBody } from '@canopy/contracts';
import {
  AdminCycle,
  AdminGroupReportRequest,
  AdminOption,
  AdminPaths,
  AreasReportRequest,
  BenchmarkSummary,
  NetworkMapRequest,
} from '@canopy/contracts/admin/api';
import { OriginSources } from '@canopy/contracts/analytics/exports';
import { fileNameOf } from '@canopy/platform/download/attachment';
import { createAnswersReader, createExportsReader } from '@canopy/analytics';
import { AdminMessages } from '@canopy/contracts/admin/rules';
import { IdentityMessages } from '@canopy/contracts/identity/api';
import { Text } from '@canopy/contracts/platform/text';
import { contextOf } from '@canopy/platform/commands/commandContext';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createTeamsReader } from '@canopy/identity';
import { createPackageLinksReader, createPackagesReader } from '@canopy/survey';
import { createParticipantsReader, createWorkspacesReader } from '@canopy/workspace';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BENCHMARK_CSV_HEADER, benchmarkCsvRecord } from '../benchmarks/benchmark.ts';
import { BENCHMARK_FILE_NAME, createBenchmarkReport } from '../benchmarks/benchmarkReport.ts';
import type { AdminCommands } from '../commands.ts';
import { type AdminReportKind, BENCHMARK_MIN_TEAMS, BENCHMARK_MIN_WORKSPACES } from '@canopy/contracts/admin/reports';
import { administratorOf, requireAdministrator } from './administrator.ts';
import { sendCsv } from '@canopy/platform/download/csv';
import { sendXlsx } from '@canopy/platform/download/xlsx';
import { createAreasOfFocusReport } from '../areasOfFocus/areasOfFocusReport.ts';

const TAGS = ['admin'];
const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
const Id = z.object({ id: Text().max(64) });
const FILE = { 200: z.string().describe('the file'), ...errors };

/**
 * The team-level reports of the admin area and the choices their wizards offer (any team's workspaces, their
 * packages, cycles and groups). Every download is recorded as an administrator action.
 */
export const reportRoutes =
  (deps: ServiceDeps, commands: AdminCommands): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { pool } = deps.platform;
    const onRequest = requireAdministrator(app);
    const teams = createTeamsReader(pool);
    const workspaces = createWorkspacesReader(pool);
    const packages = createPackagesReader(pool);
    const links = createPackageLinksReader(pool);
    const roster = createParticipantsReader(pool);
    const benchmark = createBenchmarkReport(pool);
    const areasOfFocus = createAreasOfFocusReport(pool);
    const groupReportFile = createGroupReportFile(pool);
    const answers = createAnswersReader(pool);
    const submissions = createExportsReader(pool);

    const workspaceOf = async (id: string) => {
      const workspace = await workspaces.byId(id);
      if (!workspace) throw httpError(404, AdminMessages.workspaceNotFound);
      return workspace;
    };
    const recordDownload = (
      request: FastifyRequest,
      report: AdminReportKind,
      target: { team_id: string | null; workspace_id: string | null },
      fileName: string,
    ) =>
      commands.record(
        { type: 'RecordReportExported', data: { report, ...target, file_name: fileName } },
        administratorOf(request.user),
        contextOf(request, request.user, target.workspace_id, deps.clock.now()),
      );

    app.get(
      '/admin/teams/:id/workspaces',
      {
        onRequest,
        schema: { tags: TAGS, summary: "A team's workspaces", params: Id, response: { 200: z.array(AdminOption), ...errors } },
      },
      async (request) => {
        if (!(await teams.byId(request.params.id))) throw httpError(404, IdentityMessages.teamNotFound);
        return (await workspaces.ofTeam(request.params.id)).map(({ id, name }) => ({ id, name }));
      },
    );

    app.get(
      '/admin/workspaces/:id/packages',
      {
        onRequest,
        schema: { tags: TAGS, summary: "A workspace's packages", params: Id, response: { 200: z.array(AdminOption), ...errors } },
      },
      async (request) => {
        const workspace = await workspaceOf(request.params.id);
        return (await packages.ofWorkspace(workspace.id)).map(({ id, name }) => ({ id, name }));
      },
    );

    app.get(
      '/admin/packages/:id/cycles',
      {
        onRequest,
        schema: {
          tags: TAGS,
          summary: "A package's cycles, newest first, each with who submitted in it",
          params: Id,
          response: { 200: z.array(AdminCycle), ...errors },
        },
      },
      async (request) => {
        const pkg = await packages.one(request.params.id);
        if (!pkg) throw httpError(404, AdminMessages.packageNotFound);
        const [cycles, workspace, respondents] = await Promise.all([
          links.cyclesOfPackage(pkg.id),
          workspaces.byId(pkg.workspace_id),
          submissions.cycleRespondents(pkg.workspace_id, pkg.id, null),
        ]);
        const time_zone = workspace?.time_zone ?? DEFAULT_TIME_ZONE;
        return cycles
          .sort((a, b) => b.from.getTime() - a.from.getTime())
          .map((cycle) => ({
            from: cycle.from.toISOString(),
            to: cycle.to?.toISOString() ?? null,
            link: cycle.link_id,
            time_zone,
            respondents: respondents.get(cycle.cycle_id) ?? 0,
          }));
      },
    );

    app.get(
      '/admin/workspaces/:id/groups',
      {
        onRequest,
        schema: { tags: TAGS, summary: "A workspace's groups", params: Id, response: { 200: z.array(AdminOption), ...errors } },
      },
      async (request) => {
        const workspace = await workspaceOf(request.params.id);
        return (await roster.groups(workspace.id)).map(({ id, name }) => ({ id, name }));
      },
    );

    app.post(
      AdminPaths.networkMap,
      {
        onRequest,
        schema: {
          tags: TAGS,
          summary: "Network Map CSV: a workspace's collaboration edges with their types, named after the workspace",
          body: NetworkMapRequest,
          response: FILE,
        },
      },
      async (request, reply) => {
        const workspace = await workspaceOf(request.body.workspace_id);
        const { fileName, header, rows } = await networkMapCsvOf(pool, workspace);
        await recordDownload(request, 'network_map', { team_id: workspace.team_id, workspace_id: workspace.id }, fileName);
        return sendCsv(reply, fileName, header, rows);
      },
    );

    app.get(
      AdminPaths.benchmarks,
      {
        onRequest,
        schema: {
          tags: TAGS,
          summary:
            'benchmarks.csv: per question of the Canopy Library, the median of the workspaces’ own averages (at least 5 workspaces of 3 teams) and their quartiles (from 10 workspaces; empty below)',
          response: FILE,
        },
      },
      async (request, reply) => {
        const rows = await benchmark.rows(deps.clock.now());
        await recordDownload(request, 'benchmarks', { team_id: null, workspace_id: null }, BENCHMARK_FILE_NAME);
        return sendCsv(reply, BENCHMARK_FILE_NAME, BENCHMARK_CSV_HEADER, rows.map(benchmarkCsvRecord));
      },
    );

    app.get(
      AdminPaths.benchmarksSummary,
      {
        onRequest,
        schema: {
          tags: TAGS,
          summary:
            'What benchmarks.csv would hold now: its questions, and the workspaces and teams with enough answers, against the minimums',
          response: { 200: BenchmarkSummary, ...errors },
        },
      },
      async () => ({
        ...(await benchmark.summary(deps.clock.now())),
        min_workspaces: BENCHMARK_MIN_WORKSPACES,
        min_teams: BENCHMARK_MIN_TEAMS,
      }),
    );

    app.post(
      AdminPaths.areasOfFocus,
      {
        onRequest,
        schema: {
          tags: TAGS,
          summary: "Areas Of Focus: a group's questions in priority order from score, distance to the workspace mean and driver weight",
          body: AreasReportRequest,
          response: FILE,
        },
      },
      async (request, reply) => {
        const file = await areasOfFocus(request.body, deps.clock.now());
        await recordDownload(request, 'areas_of_focus', { team_id: file.teamId, workspace_id: file.workspaceId }, file.fileName);
        return sendXlsx(reply, file.fileName, file.write);
      },
    );

    app.get(
      '/admin/workspaces/:id/group-types',
      {
        onRequest,
        schema: {
          tags: TAGS,
          summary: "The group types (origin sources) of a workspace's answers",
          params: Id,
          response: { 200: OriginSources, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaceOf(request.params.id);
        const types = new Set((await answers.groups(workspace.id)).map((group) => group.origin_source));
        return { origin_sources: [...types].sort((a, b) => a.localeCompare(b)) };
      },
    );

    app.post(
      AdminPaths.groupReport,
      {
        onRequest,
        schema: {
          tags: TAGS,
          summary: "Group Report: the consultant's group report of any team's workspace, package and cycle",
          body: AdminGroupReportRequest,
          response: FILE,
        },
      },
      async (request, reply) => {
        const workspace = await workspaceOf(request.body.workspace_id);
        const pkg = await packages.one(request.body.package_id);
        if (pkg?.workspace_id !== workspace.id) throw httpError(404, AdminMessages.packageNotFound);
        const now = deps.clock.now();
        const cycle = (await links.cyclesOfPackage(pkg.id, now)).find((candidate) => candidate.link_id === request.body.link);
        if (!cycle) throw httpError(404, AdminMessages.cycleNotFound);
        const write = await groupReportFile(workspace.id, pkg, cycle, request.body, now, {
          workspaceName: workspace.name,
          cycleLabel: cycleLabel(cycle, workspace.time_zone),
        });
        // the spec's name for the admin file, its space before the extension included
        const fileName = `Group_report_${fileNameOf(pkg.name, 'package')}_${cycleLabel(cycle, workspace.time_zone).replace(' to ', '-')} .xlsx`;
        await recordDownload(request, 'group_report', { team_id: workspace.team_id, workspace_id: workspace.id }, fileName);
        return sendXlsx(reply, fileName, write);
      },
    );
  };
