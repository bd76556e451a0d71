import { AnalyticsMessages } from '@canopy/contracts/analytics/api';
import { DriversMessages, DriversPaths, DriversRequest, DriversResponse } from '@canopy/contracts/analytics/drivers';
import type { Assessment, PackageCore } from '@canopy/contracts/survey/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { type AggregateQuery, createAnswersReader } from '@canopy/projections/analytics/answers/read';
import { createRespondentsReader } from '@canopy/projections/analytics/answers/readRespondents';
import type { FastifyPluginAsync } from 'fastify';
import { enpsQuestionOf } from '../charts/enps.ts';
import { averageOf } from '../charts/figures.ts';
import { SCORED, bodyOf } from '../charts/scored.ts';
import { givesAwayLeftOut, narrows, unnarrowed } from '../charts/suppression.ts';
import { errors, TAGS, WorkspaceParams, workspaceRoutes } from '../http/workspaceRoutes.ts';
import { driverTable } from './drivers.ts';

/**
 * The eNPS question the drivers are correlated with: the one asked for (a ten-point question of an assessment the
 * workspace's packages hold), else the drivers' assessment's own eNPS question, else the workspace's first one.
 */
const enpsOutcome = (held: readonly PackageCore[], assessment: Assessment, asked: string | undefined) => {
  const assessments = [assessment, ...held.flatMap((item) => item.assessments)];
  if (asked) {
    const owner = assessments.find((candidate) => candidate.questions.some((question) => question.id === asked));
    const question = owner?.questions.find((candidate) => candidate.id === asked && candidate.answer_type === 'one_to_ten');
    if (!owner || !question) throw httpError(404, AnalyticsMessages.questionNotInAssessment);
    return { assessmentId: owner.id, question };
  }
  for (const candidate of assessments) {
    const question = enpsQuestionOf(candidate.questions);
    if (question) return { assessmentId: candidate.id, question };
  }
  throw httpError(400, DriversMessages.noEnpsQuestion);
};

/**
 * Driver analysis under /api/v1 (ADR 0043): the workspace rule of every analytics call (another team's
 * workspace 404, a colleague not assigned 403), the chart filters, and every figure held back below the
 * workspace's minimum group size.
 */
export const driverRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (instance) => {
    const { app, pool, settings, assessed } = workspaceRoutes(instance, deps);
    const answers = createAnswersReader(pool);
    const respondents = createRespondentsReader(pool);

    app.post(
      DriversPaths.drivers(':workspaceId'),
      {
        preHandler: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "Each question's rank correlation with an outcome across respondents, beside its average",
          params: WorkspaceParams,
          body: DriversRequest,
          response: { 200: DriversResponse, ...errors },
        },
      },
      async (request) => {
        const { workspace, now, held, assessment } = await assessed(request.user, request.params.workspaceId, request.body);
        const scored = assessment.questions.filter((question) => SCORED.has(question.answer_type));
        const outcome = request.body.outcome === 'enps' ? enpsOutcome(held, assessment, request.body.outcome_question_id) : null;

        const query = {
          workspaceId: workspace.id,
          assessmentId: assessment.id,
          filters: { ...request.body, questions_ids: [] },
          questionIds: scored.map((question) => question.id),
          now,
        };
        const elsewhere = outcome && outcome.assessmentId !== assessment.id;
        const averagesQuery = { ...query, byGroup: false, byCycle: false, byQuestion: true };
        // who the total counts: those with the outcome answered (eNPS), else those with any scored answer
        const totalQuery = outcome
          ? {
              ...query,
              assessmentId: outcome.assessmentId,
              questionIds: [outcome.question.id],
              byGroup: false,
              byCycle: false,
              byQuestion: false,
            }
          : { ...averagesQuery, byQuestion: false };
        // under a filter that narrows the respondents, the same figures without it (ADR 0042): a figure that differs
        // from its unfiltered one by 1 to minimum - 1 respondents would give those respondents away
        const unfiltered = (aggregate: AggregateQuery) =>
          narrows(query.filters) ? answers.aggregate({ ...aggregate, filters: unnarrowed(query.filters) }) : Promise.resolve(null);
        const [values, outcomeValues, averages, { minimum_group_size: minimum }, averagesBefore, total, totalBefore] = await Promise.all([
          respondents.values(query),
          // an eNPS question in another assessment: the same filters, matched to the drivers by respondent
          elsewhere ? respondents.values({ ...query, assessmentId: outcome.assessmentId, questionIds: [outcome.question.id] }) : [],
          answers.aggregate(averagesQuery),
          settings.of(workspace.id),
          unfiltered(averagesQuery),
          narrows(query.filters) ? answers.aggregate(totalQuery) : Promise.resolve(null),
          unfiltered(totalQuery),
        ]);
        const before = new Map((averagesBefore ?? []).map((row) => [row.question_id ?? '', row.respondents]));
        const heldBack = new Set(
          averages
            .filter((row) =>
              givesAwayLeftOut(row.respondents, averagesBefore ? (before.get(row.question_id ?? '') ?? 0) : undefined, minimum),
            )
            .map((row) => row.question_id ?? ''),
        );
        const totalHeld = givesAwayLeftOut(
          total?.[0]?.respondents ?? 0,
          totalBefore ? (totalBefore[0]?.respondents ?? 0) : undefined,
          minimum,
        );
        const table = driverTable({
          questions: scored.map((question) => ({
            id: question.id,
            body: bodyOf(question.body),
            index: question.index,
            scale: question.answer_type === 'one_to_ten' ? 'ten' : 'five',
          })),
          values: [...values, ...outcomeValues],
          averages: new Map(
            averages.map((row) => [row.question_id ?? '', { average: averageOf(row.counts), respondents: row.respondents }]),
          ),
          outcome: request.body.outcome,
          outcomeQuestionId: outcome?.question.id ?? null,
          minimum,
          heldBack,
          totalHeld,
        });
        return {
          outcome: request.body.outcome,
          outcome_name: outcome ? `eNPS: ${bodyOf(outcome.question.body)}` : 'Engagement index',
          outcome_question_id: outcome?.question.id ?? null,
          outcome_assessment_id: outcome?.assessmentId ?? null,
          minimum_group_size: minimum,
          respondents: table.respondents < minimum || totalHeld ? null : table.respondents,
          drivers: table.drivers,
        };
      },
    );
  };
