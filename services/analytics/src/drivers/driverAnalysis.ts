import { isScored } from '@canopy/contracts/survey/scoring';
import { bodyOf } from '@canopy/contracts/survey/texts';
import { AnalyticsMessages } from '@canopy/contracts/analytics/api';
import { DriversMessages, DriversRequest } from '@canopy/contracts/analytics/drivers';
import type { Assessment, PackageCore } from '@canopy/contracts/survey/api';
import { DomainError } from '@canopy/platform/commands/decider';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { type AnalyticsPorts, type AnalyticsWorkspace, assessedIn } from '../analyticsPorts.ts';
import { averageOf } from '../charts/figures.ts';
import { driverTable } from './drivers.ts';

export { WorkspaceParams as Params, workspaceAccess as access } from '../analyticsPorts.ts';
export const Body = DriversRequest;

/**
 * The eNPS questions the drivers may be correlated with, in the order the default is looked for: the drivers'
 * assessment's ten-point questions, then the other assessments' of the workspace's packages. The one asked for must
 * be among them.
 */
const enpsCandidates = (held: readonly PackageCore[], assessment: Assessment, asked: string | undefined) => {
  const assessments = [assessment, ...held.flatMap((item) => item.assessments).filter((other) => other.id !== assessment.id)];
  const candidates = assessments.flatMap((owner) =>
    [...owner.questions]
      .sort((a, b) => a.index - b.index)
      .filter((question) => question.answer_type === 'one_to_ten')
      .map((question) => ({ assessmentId: owner.id, question })),
  );
  if (asked) {
    const chosen = candidates.find((candidate) => candidate.question.id === asked);
    if (!chosen) throw new DomainError(AnalyticsMessages.questionNotInAssessment, 404);
    return [chosen];
  }
  if (candidates.length === 0) throw new DomainError(DriversMessages.noEnpsQuestion, 400);
  return candidates;
};

/**
 * Driver analysis (ADR 0043): each scored question's rank correlation with the outcome across respondents, beside
 * its average, under the chart filters, every figure held back below the workspace's minimum group size.
 */
export const driverAnalysis =
  (ports: Pick<AnalyticsPorts, 'packages' | 'settings' | 'confidential'>) =>
  async ({ body }: { body: z.output<typeof Body> }, { scope: workspace, now }: Prelude<AnalyticsWorkspace>) => {
    const { held, assessment } = await assessedIn(ports, workspace, body, now);
    const scored = assessment.questions.filter((question) => isScored(question.answer_type));
    const { minimum_group_size: minimum } = await ports.settings.of(workspace.id);
    const answers = ports.confidential(minimum);
    const query = {
      workspaceId: workspace.id,
      assessmentId: assessment.id,
      filters: { ...body, questions_ids: [] },
      questionIds: scored.map((question) => question.id),
      now,
    };
    const whole = { byGroup: false, byCycle: false, byQuestion: false };
    // the outcome: the eNPS question asked for, else the first one answered under the filters (a second package's
    // unanswered ten-point question must not leave every driver empty), else the first one
    const outcome = await (async () => {
      if (body.outcome !== 'enps') return null;
      const candidates = enpsCandidates(held, assessment, body.outcome_question_id);
      for (const candidate of candidates) {
        const [row] = await answers.aggregate({
          ...query,
          ...whole,
          assessmentId: candidate.assessmentId,
          questionIds: [candidate.question.id],
        });
        if ((row?.respondents ?? 0) >= minimum) return candidate;
      }
      return candidates[0]!;
    })();
    const elsewhere = outcome && outcome.assessmentId !== assessment.id;
    const [values, outcomeValues, averages] = await Promise.all([
      answers.respondentValues(query),
      // an eNPS question in another assessment: the same filters, matched to the drivers by respondent
      elsewhere ? answers.respondentValues({ ...query, assessmentId: outcome.assessmentId, questionIds: [outcome.question.id] }) : [],
      answers.aggregate({ ...query, byGroup: false, byCycle: false, byQuestion: true }),
    ]);
    const table = driverTable({
      questions: scored.map((question) => ({
        id: question.id,
        body: bodyOf(question.body),
        index: question.index,
        scale: question.answer_type === 'one_to_ten' ? 'ten' : 'five',
      })),
      values: [...values, ...outcomeValues],
      averages: new Map(averages.map((row) => [row.question_id ?? '', { average: averageOf(row.counts), respondents: row.respondents }])),
      outcome: body.outcome,
      outcomeQuestionId: outcome?.question.id ?? null,
      minimum,
    });
    return {
      outcome: body.outcome,
      outcome_name: outcome ? `eNPS: ${bodyOf(outcome.question.body)}` : 'Engagement index',
      outcome_question_id: outcome?.question.id ?? null,
      outcome_assessment_id: outcome?.assessmentId ?? null,
      minimum_group_size: minimum,
      respondents: table.respondents < minimum ? null : table.respondents,
      drivers: table.drivers,
    };
  };
