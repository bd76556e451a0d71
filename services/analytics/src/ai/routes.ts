import { OPEN_CYCLE_END } from '@canopy/contracts/platform/dates';
import { bodyOf } from '@canopy/contracts/survey/texts';
import { aiPeriodDays } from '@canopy/contracts/analytics/aiPeriods';
import { Text } from '@canopy/contracts';
import {
  AiGroups,
  AiLatestAnswer,
  AiMessages,
  AiPackages,
  AiPaths,
  AiReportRequest,
  AiStatusList,
  AiWorkerCreated,
  CreateAiWorker,
  GeneratedGroupsRequest,
  GeneratedPeriods,
  NamedItems,
} from '@canopy/contracts/analytics/ai';
import type { PackageCore } from '@canopy/contracts/survey/api';
import { contextOf } from '@canopy/platform/commands/commandContext';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createAiAnalysesReader, type AiRunRow } from '@canopy/projections/analytics/aiAnalyses/read';
import { createPackageLinksReader } from '@canopy/projections/survey/packageLinks/read';
import { createAiParticipantsReader } from '@canopy/projections/workspace/participants/aiRead';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { errors, WorkspaceParams, workspaceRoutes } from '../http/workspaceRoutes.ts';
import { assessmentsWithText, type AiRuns } from './aiRuns.ts';
import { aiReportFileName, writeAiReport } from './report/aiReport.ts';
import { cutKey, releasedCuts } from './releasedCuts.ts';
import { createRunComments } from './runComments.ts';
import { fileNameOf } from '@canopy/platform/download/attachment';
import { sendXlsx } from '@canopy/platform/download/xlsx';

const TAGS = ['ai'];
const PathId = () => Text().max(64);
const iso = (date: Date | null) => (date ? date.toISOString() : null);
/** a period as the file and its name show it, 'to current' while a cycle is open: days in the workspace's zone, the pages' days (ADR 0118) */
export const periodLabel = (run: Pick<AiRunRow, 'period_start' | 'period_end' | 'trigger'>, timeZone: string) => {
  const { first, last } = aiPeriodDays(run, timeZone, 'key');
  return `${first} - ${last ?? `to ${OPEN_CYCLE_END}`}`;
};

/**
 * The AI Generate and AI Report calls (spec section 7, paths in docs/decisions/0072-ai-runs-api-and-anonymity.md). Every one
 * goes through the workspace rule: another team's workspace is 404, one the caller is not assigned to 403.
 */
export const aiRoutes =
  (deps: ServiceDeps, aiRuns: AiRuns): FastifyPluginAsync =>
  async (instance) => {
    const { app, pool, workspaces, packages, settings } = workspaceRoutes(instance, deps);
    const runs = createAiAnalysesReader(pool);
    const links = createPackageLinksReader(pool);
    const people = createAiParticipantsReader(pool);
    const runComments = createRunComments(pool);

    const packageIn = (held: readonly PackageCore[], packageId: string) => {
      const pkg = held.find((item) => item.id === packageId);
      if (!pkg) throw httpError(404, AiMessages.noPackage);
      return pkg;
    };
    /** an assessment id the path names must be one of the workspace's packages' own, as every other route's ids are */
    const assessmentIn = (held: readonly PackageCore[], assessmentId: string) => {
      if (!held.some((pkg) => pkg.assessments.some((assessment) => assessment.id === assessmentId))) {
        throw httpError(404, AiMessages.noAssessment);
      }
    };
    const doneRuns = async (workspaceId: string) => (await runs.runs(workspaceId)).filter((run) => run.status === 'done');
    /** the finished run a report or group list names by its link and period (the latest, if analysed twice) */
    const runOf = async (workspaceId: string, link: string, start: string, end: string) => {
      const same = (a: Date | null, b: string) => a !== null && Date.parse(b) === a.getTime();
      const run = (await doneRuns(workspaceId)).find(
        (item) => item.link_id === link && same(item.period_start, start) && same(item.period_end, end),
      );
      if (!run) throw httpError(404, AiMessages.noAnalysis);
      return run;
    };

    app.get(
      AiPaths.status(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "'Info of processing': each run's status",
          params: WorkspaceParams,
          response: { 200: AiStatusList, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const [held, rows] = await Promise.all([packages.ofWorkspace(workspace.id), runs.runs(workspace.id)]);
        const byId = new Map(held.map((pkg) => [pkg.id, pkg]));
        return rows.flatMap((run) => {
          const pkg = byId.get(run.package_id);
          if (!pkg) return [];
          return assessmentsWithText(pkg).map((assessment) => ({
            run_id: run.run_id,
            package_id: pkg.id,
            package_name: pkg.name,
            assessment_id: assessment.id,
            assessment_name: bodyOf(assessment.name),
            period_start: run.period_start.toISOString(),
            period_end: iso(run.period_end),
            is_forever: run.is_forever,
            status: run.status,
            reason: run.reason,
            trigger: run.trigger,
            requested_at: run.requested_at.toISOString(),
          }));
        });
      },
    );

    app.get(
      AiPaths.packages(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Packages and cycles with text answers that Generate may analyse',
          params: WorkspaceParams,
          response: { 200: AiPackages, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const [held, commented, all] = await Promise.all([
          packages.ofWorkspace(workspace.id),
          runs.commentedCycles(workspace.id),
          runs.runs(workspace.id),
        ]);
        const busy = new Set(all.filter((run) => run.status === 'queued' || run.status === 'running').map((run) => run.cycle_id));
        const result = [];
        for (const pkg of held) {
          if (assessmentsWithText(pkg).length === 0) continue;
          const cycles = new Set(
            commented.filter((row) => row.package_id === pkg.id && !busy.has(row.cycle_id)).map((row) => row.cycle_id),
          );
          if (cycles.size === 0) continue;
          const period_data = (await links.cyclesOfPackage(pkg.id))
            .filter((cycle) => cycles.has(cycle.cycle_id))
            .map((cycle) => ({
              link: cycle.link_id,
              start_period: cycle.from.toISOString(),
              end_period: iso(cycle.to),
              is_forever: cycle.is_forever,
            }));
          if (period_data.length > 0) result.push({ id: pkg.id, name: pkg.name, period_data });
        }
        return result;
      },
    );

    app.post(
      AiPaths.workers(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "Generate: queue the analysis of a package's cycle",
          params: WorkspaceParams,
          body: CreateAiWorker,
          response: { 200: AiWorkerCreated, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const pkg = packageIn(await packages.ofWorkspace(workspace.id), request.body.package_id);
        const cycle = (await links.cyclesOfPackage(pkg.id)).find((item) => item.link_id === request.body.package_link);
        if (!cycle) throw httpError(404, AiMessages.noSuchCycle);
        const context = contextOf(request, request.user, workspace.id);
        const runId = await aiRuns.request({
          pkg,
          teamId: request.user.teamId,
          cycle,
          period_start: cycle.from.toISOString(),
          period_end: iso(cycle.to),
          trigger: 'manual',
          by: request.user.id,
          context,
        });
        return { run_id: runId, detail: AiMessages.queued };
      },
    );

    app.post(
      AiPaths.restart(':workspaceId', ':runId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Start a failed analysis again',
          params: z.object({ workspaceId: PathId(), runId: PathId() }),
          response: { 200: AiWorkerCreated, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const run = await runs.run(request.params.runId);
        if (!run || run.workspace_id !== workspace.id) throw httpError(404, AiMessages.noSuchRun);
        await aiRuns.restart(run.run_id, request.user.id, contextOf(request, request.user, workspace.id));
        return { run_id: run.run_id, detail: AiMessages.queued };
      },
    );

    app.get(
      AiPaths.generatedPackages(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Packages with a finished analysis',
          params: WorkspaceParams,
          response: { 200: NamedItems, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const [held, done] = await Promise.all([packages.ofWorkspace(workspace.id), doneRuns(workspace.id)]);
        const analysed = new Set(done.map((run) => run.package_id));
        return held.filter((pkg) => analysed.has(pkg.id)).map((pkg) => ({ id: pkg.id, name: pkg.name }));
      },
    );

    app.get(
      AiPaths.generatedAssessments(':workspaceId', ':packageId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "A package's assessments with a finished analysis",
          params: z.object({ workspaceId: PathId(), packageId: PathId() }),
          response: { 200: NamedItems, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const pkg = packageIn(await packages.ofWorkspace(workspace.id), request.params.packageId);
        const keys = await runs.resultKeys(workspace.id);
        const done = new Set((await doneRuns(workspace.id)).filter((run) => run.package_id === pkg.id).map((run) => run.run_id));
        const analysed = new Set(keys.filter((key) => done.has(key.run_id)).map((key) => key.assessment_id));
        return assessmentsWithText(pkg)
          .filter((assessment) => analysed.has(assessment.id))
          .map((assessment) => ({ id: assessment.id, name: bodyOf(assessment.name) }));
      },
    );

    app.get(
      AiPaths.generatedPeriods(':workspaceId', ':packageId', ':assessmentId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'The periods analysed for an assessment, newest first',
          params: z.object({ workspaceId: PathId(), packageId: PathId(), assessmentId: PathId() }),
          response: { 200: GeneratedPeriods, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const pkg = packageIn(await packages.ofWorkspace(workspace.id), request.params.packageId);
        assessmentIn([pkg], request.params.assessmentId);
        const keys = await runs.resultKeys(workspace.id);
        const withAssessment = new Set(keys.filter((key) => key.assessment_id === request.params.assessmentId).map((key) => key.run_id));
        return (await doneRuns(workspace.id))
          .filter((run) => run.package_id === pkg.id && withAssessment.has(run.run_id) && run.period_end)
          .map((run) => ({
            run_id: run.run_id,
            package_link: run.link_id,
            period_start: run.period_start.toISOString(),
            period_end: run.period_end!.toISOString(),
            is_forever: run.is_forever,
            trigger: run.trigger,
          }));
      },
    );

    app.post(
      AiPaths.generatedGroups(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'The groups an analysis holds results for (those at the open-answer minimum or above)',
          params: WorkspaceParams,
          body: GeneratedGroupsRequest,
          response: { 200: AiGroups, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const run = await runOf(workspace.id, request.body.link, request.body.start_period, request.body.end_period);
        if (request.body.assessment_id) {
          assessmentIn(
            (await packages.ofWorkspace(workspace.id)).filter((pkg) => pkg.id === run.package_id),
            request.body.assessment_id,
          );
        }
        const keys = (await runs.resultKeys(workspace.id)).filter(
          (key) =>
            key.run_id === run.run_id &&
            key.group_id !== '' &&
            (!request.body.assessment_id || key.assessment_id === request.body.assessment_id),
        );
        const analysed = new Set(keys.map((key) => key.group_id));
        const groups = await people.groupsWithMembers(workspace.id);
        return groups
          .filter((group) => analysed.has(group.id))
          .map((group) => ({ id: group.id, name: group.name, origin_source: group.origin_source }));
      },
    );

    app.get(
      AiPaths.latest(':workspaceId', ':assessmentId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "An assessment's latest finished analysis for all participants (the Culture page's open answers)",
          params: z.object({ workspaceId: PathId(), assessmentId: PathId() }),
          response: { 200: AiLatestAnswer, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const held = await packages.ofWorkspace(workspace.id);
        const assessmentId = request.params.assessmentId;
        assessmentIn(held, assessmentId);
        const keys = await runs.resultKeys(workspace.id);
        const withResults = new Set(
          keys.filter((key) => key.assessment_id === assessmentId && key.group_id === '').map((key) => key.run_id),
        );
        // runs come newest first
        const run = (await doneRuns(workspace.id)).find((item) => withResults.has(item.run_id));
        const pkg = run && held.find((item) => item.id === run.package_id);
        const assessment = pkg?.assessments.find((item) => item.id === assessmentId);
        if (!run || !pkg || !assessment) return { latest: null };
        const bodies = new Map(assessment.questions.map((question) => [question.id, bodyOf(question.body)]));
        const results = (await runs.results(run.run_id, assessmentId)).filter((result) => result.group_id === '');
        return {
          latest: {
            period_start: run.period_start.toISOString(),
            period_end: iso(run.period_end),
            is_forever: run.is_forever,
            trigger: run.trigger,
            package_name: pkg.name,
            questions: results.map((result) => ({
              question_id: result.question_id,
              body: bodies.get(result.question_id) ?? '',
              language: result.language,
              comments: result.comments,
              summary: result.summary,
              themes: result.themes.slice(0, 5).map((theme) => ({ phrase: theme.phrase, share: theme.share, sentiment: theme.sentiment })),
            })),
          },
        };
      },
    );

    app.post(
      AiPaths.report(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'The AI Report of an analysed period as xlsx',
          params: WorkspaceParams,
          body: AiReportRequest,
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const body = request.body;
        const pkg = packageIn(await packages.ofWorkspace(workspace.id), body.package_id);
        const assessment = assessmentsWithText(pkg).find((item) => item.id === body.assessment_id);
        if (!assessment) throw httpError(404, AiMessages.noSelection);
        if (!body.is_all_participants && body.groups_id.length === 0) throw httpError(400, AiMessages.noSelection);
        const run = await runOf(workspace.id, body.package_link, body.period_start, body.period_end);
        if (run.package_id !== pkg.id) throw httpError(404, AiMessages.noAnalysis);
        const [stored, groups, setting, commented] = await Promise.all([
          runs.results(run.run_id, assessment.id),
          people.groupsWithMembers(workspace.id),
          settings.of(workspace.id),
          runComments(run, deps.clock.now()),
        ]);
        // the groups the release rule admits over the run's comments as they stand (ADR 0130): a result of a group it
        // refuses (written before the rule, or since an erasure changed the atoms) is not shown, and says why
        const { released, apart } = releasedCuts(
          commented.comments.filter((comment) => comment.assessment_id === assessment.id),
          commented.groups,
          setting.minimum_group_size_open_answers,
          pkg.languages_tags[0] ?? 'en_US',
        );
        const results = stored.filter(
          (result) => result.group_id === '' || released.has(cutKey(result.question_id, result.language, result.group_id)),
        );
        const names = new Map(groups.map((group) => [group.id, group.name]));
        const chosen = body.is_all_participants
          ? [{ id: '', name: 'All participants' }]
          : [...new Set(body.groups_id)].map((id) => {
              const name = names.get(id);
              if (name === undefined) throw httpError(404, AiMessages.noSelection);
              return { id, name };
            });
        const period = periodLabel(run, workspace.time_zone);
        const input = {
          packageName: pkg.name,
          assessmentName: bodyOf(assessment.name),
          period,
          analyser: run.analyser ?? 'local',
          minimum: setting.minimum_group_size_open_answers,
          questions: assessment.questions
            .filter((question) => question.answer_type === 'text' || question.answer_type === 'text_anonymous')
            .map((question) => ({ assessment_id: assessment.id, question_id: question.id, body: bodyOf(question.body) })),
          groups: chosen,
          results,
          apart,
        };
        const name = aiReportFileName(pkg.name, bodyOf(assessment.name), period.replace(/ /g, ''), chosen);
        return sendXlsx(reply, fileNameOf(name), (book) => writeAiReport(book, input));
      },
    );
  };
