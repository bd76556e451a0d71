import { isScored } from '@canopy/contracts/survey/scoring';
import { bodyOf } from '@canopy/contracts/survey/texts';
import {
  AnalyticsFilters,
  AnalyticsMessages,
  AnalyticsPaths,
  BlocksResponse,
  ChartData,
  ChartDataRequest,
  ParticipationItem,
  PassesItem,
  type Block,
} from '@canopy/contracts/analytics/api';
import type { PackageCore } from '@canopy/contracts/survey/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { Text } from '@canopy/contracts';
import { createAnswersReader } from '@canopy/projections/analytics/answers/read';
import { createPackageLinksReader } from '@canopy/projections/survey/packageLinks/read';
import { createVisualizationsReader } from '@canopy/projections/analytics/visualizations/read';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { createRespondentsReader } from '@canopy/projections/analytics/answers/readRespondents';
import { confidentialAnswers } from '../anonymity/confidentialAnswers.ts';
import { chartData } from '../charts/chartData.ts';
import { passesOf } from '../charts/passes.ts';
import { checkPeriod } from '../charts/period.ts';
import { scaleOfTypes } from '../charts/figures.ts';
import { assessmentIn, errors, TAGS, WorkspaceParams, workspaceRoutes } from './workspaceRoutes.ts';

/** the default blocks: one per assessment the workspace's packages hold, in the order they first joined one */
const defaultBlocks = (packages: readonly PackageCore[]): Block[] => {
  const seen = new Map<string, Block>();
  for (const item of packages) {
    for (const assessment of item.assessments) {
      if (seen.has(assessment.id)) continue;
      const scored = assessment.questions.filter((question) => isScored(question.answer_type));
      if (scored.length === 0) continue;
      const chart = (type: Block['charts'][number]['type'], name: string) => ({
        id: `${assessment.id}-${type}`,
        name,
        type,
        assessment_id: assessment.id,
        x_question_id: null,
        y_question_id: null,
      });
      const charts: Block['charts'] = [chart('type1', 'Group averages')];
      if (scored.some((question) => question.answer_type !== 'one_to_ten')) {
        charts.push(chart('type2', 'Answers per question'));
      }
      if (scored.length >= 2) charts.push(chart('type3', 'Question against question'));
      charts.push(chart('type4', 'Net score'));
      seen.set(assessment.id, {
        id: `default-${assessment.id}`,
        name: bodyOf(assessment.name),
        origin: 'default',
        assessment_id: assessment.id,
        scale: scaleOfTypes(scored.map((question) => question.answer_type)),
        has_answers: false,
        questions: scored.map((question) => ({ id: question.id, body: bodyOf(question.body), answer_type: question.answer_type })),
        open_questions: assessment.questions
          .filter((question) => question.answer_type === 'text' || question.answer_type === 'text_anonymous')
          .map((question) => ({ id: question.id, body: bodyOf(question.body) })),
        charts,
      });
    }
  }
  return [...seen.values()];
};

/** the custom blocks, their charts drawing on the assessments of the workspace's packages */
const customBlocks = (
  packages: readonly PackageCore[],
  rows: Awaited<ReturnType<ReturnType<typeof createVisualizationsReader>['ofWorkspace']>>,
): Block[] => {
  const assessments = new Map(packages.flatMap((item) => item.assessments).map((assessment) => [assessment.id, assessment]));
  return rows.map((row) => {
    const questions = [...new Set(row.charts.map((chart) => chart.assessment_id))].flatMap((id) =>
      (assessments.get(id)?.questions ?? [])
        .filter((question) => isScored(question.answer_type))
        .map((question) => ({ id: question.id, body: bodyOf(question.body), answer_type: question.answer_type })),
    );
    return {
      id: row.id,
      name: row.name,
      origin: 'custom',
      assessment_id: null,
      scale: null,
      has_answers: false,
      questions,
      open_questions: [],
      charts: row.charts.map((chart) => ({
        id: chart.id,
        name: chart.name,
        type: chart.type,
        assessment_id: chart.assessment_id,
        x_question_id: chart.x_question_id,
        y_question_id: chart.y_question_id,
      })),
    };
  });
};

/**
 * The Culture page's calls under /api/v1 (paths the spec does not show: docs/decisions/0042-analytics-api.md).
 * Every one goes through the workspace rule: another team's workspace is 404, one the caller is not assigned to 403.
 */
export const analyticsRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (instance) => {
    const { app, pool, workspaces, packages, settings: settingsReader, assessed } = workspaceRoutes(instance, deps);
    const answers = createAnswersReader(pool);
    const respondents = createRespondentsReader(pool);
    /** the answers through the anonymity rule, at the workspace's minimum group size (ADR 0056) */
    const confidential = (minimum: number) => confidentialAnswers({ answers, respondents }, minimum);
    const settingsOf = (workspaceId: string) => settingsReader.of(workspaceId);
    const custom = createVisualizationsReader(pool);

    const links = createPackageLinksReader(pool);
    const cyclesOf = async (workspaceId: string, held: readonly PackageCore[]) => {
      const names = new Map(held.map((item) => [item.id, item.name]));
      // a cycle ends when its link expires, is removed or is replaced (the link model's own reading); null while open
      const [rows, generated] = await Promise.all([
        answers.cycles(workspaceId),
        Promise.all(held.map((item) => links.cyclesOfPackage(item.id))),
      ]);
      const cycleOfId = new Map(generated.flat().map((cycle) => [cycle.cycle_id, cycle]));
      return rows.map((row) => {
        const cycle = cycleOfId.get(row.cycle_id);
        return {
          id: row.cycle_id,
          package_id: row.package_id,
          package_name: names.get(row.package_id) ?? '',
          cycle_date: row.cycle_date.toISOString(),
          cycle_end_date: cycle?.to ? cycle.to.toISOString() : null,
          link: cycle?.link_id ?? '',
        };
      });
    };

    app.get(
      AnalyticsPaths.blocks(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "The Culture page's blocks, groups and cycles",
          params: WorkspaceParams,
          response: { 200: BlocksResponse, ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const held = await packages.ofWorkspace(workspace.id);
        const [groups, cycles, settings, answered, customRows] = await Promise.all([
          answers.groups(workspace.id),
          cyclesOf(workspace.id, held),
          settingsOf(workspace.id),
          answers.answeredAssessments(workspace.id),
          custom.ofWorkspace(workspace.id),
        ]);
        const blocks = [...defaultBlocks(held), ...customBlocks(held, customRows)].map((block) => ({
          ...block,
          has_answers: block.charts.some((chart) => chart.assessment_id !== null && answered.has(chart.assessment_id)),
        }));
        return {
          has_answers: answered.size > 0,
          blocks,
          groups: groups.map((group) => ({ id: group.id, name: group.name, origin: group.origin, origin_source: group.origin_source })),
          cycles,
          settings,
        };
      },
    );

    app.post(
      AnalyticsPaths.chartData(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "One chart's figures under the filters",
          params: WorkspaceParams,
          body: ChartDataRequest,
          response: { 200: ChartData, ...errors },
        },
      },
      async (request) => {
        const now = deps.clock.now();
        const { workspaceId } = request.params;
        // read beside the access check, not after it: each sequential round trip is most of a chart's time once its
        // figures come from the rollups (ADR 0049); nothing read is answered unless the check passes
        const [workspace, held, groups, cycles, settings] = await Promise.all([
          workspaces.assigned(request.user, workspaceId),
          packages.ofWorkspace(workspaceId),
          answers.groups(workspaceId, true),
          answers.cycles(workspaceId),
          settingsOf(workspaceId),
        ]);
        checkPeriod(request.body.period_of_answer_date, now);
        if (!request.body.assessment_id) throw httpError(400, AnalyticsMessages.allFieldsRequired);
        const assessment = assessmentIn(held, request.body.assessment_id);
        return chartData(
          {
            answers: confidential(settings.minimum_group_size),
            workspaceId: workspace.id,
            assessment,
            groupNames: new Map(groups.map((group) => [group.id, group.name])),
            cycleDates: new Map(cycles.map((cycle) => [cycle.cycle_id, cycle.cycle_date.toISOString()])),
            now,
          },
          request.body,
        );
      },
    );

    app.post(
      AnalyticsPaths.participation(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Who has and has not answered each package in each cycle (names for the consultant only)',
          params: WorkspaceParams,
          body: AnalyticsFilters.partial().default({}),
          response: { 200: z.array(ParticipationItem), ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.workspaceId);
        const held = await packages.ofWorkspace(workspace.id);
        const groupIds = request.body.groups_ids ?? [];
        const [cycles, allResponses, everyone, members] = await Promise.all([
          cyclesOf(workspace.id, held),
          answers.responses(workspace.id),
          answers.people(workspace.id),
          groupIds.length ? answers.membersOf(groupIds) : Promise.resolve(null),
        ]);
        // the group filter keeps the people in any of the picked groups now (who was asked is who is in them)
        const kept = <T extends { participant_id: string }>(rows: readonly T[]) =>
          members ? rows.filter((row) => members.has(row.participant_id)) : rows;
        const [responses, people] = [kept(allResponses), kept(everyone)];
        const nameOf = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim();
        return cycles.map((cycle) => {
          const required = held.find((item) => item.id === cycle.package_id)?.assessments.map((assessment) => assessment.id) ?? [];
          const mine = responses.filter((row) => row.cycle_id === cycle.id);
          const finished = mine.filter((row) => required.every((id) => row.assessment_ids.includes(id)));
          const finishedIds = new Set(finished.map((row) => row.participant_id));
          const unfinished = people.filter((person) => !finishedIds.has(person.participant_id));
          return {
            package_id: cycle.package_id,
            package_name: cycle.package_name,
            cycle_id: cycle.id,
            cycle_date: cycle.cycle_date,
            number_of_finished: finished.length,
            number_of_unfinished: unfinished.length,
            names_of_finished: finished.map(nameOf),
            names_of_unfinished: unfinished.map(nameOf),
            names: [...finished, ...unfinished].map(nameOf),
            link: cycle.link,
          };
        });
      },
    );

    app.post(
      AnalyticsPaths.passes(':workspaceId'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'How many passed each question of an assessment, per cycle',
          params: WorkspaceParams,
          body: AnalyticsFilters.extend({ assessment_id: Text().max(64) }),
          response: { 200: z.array(PassesItem), ...errors },
        },
      },
      async (request) => {
        const { workspace, now, held, assessment } = await assessed(request.user, request.params.workspaceId, request.body);
        const [cycles, settings] = await Promise.all([cyclesOf(workspace.id, held), settingsOf(workspace.id)]);
        return passesOf(confidential(settings.minimum_group_size), {
          workspaceId: workspace.id,
          assessment,
          cycles,
          filters: request.body,
          now,
        });
      },
    );
  };
