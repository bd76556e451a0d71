import type { Alert, AlertsResponse } from '@canopy/contracts/analytics/alerts';
import { ChartDataRequest } from '@canopy/contracts/analytics/api';
import type { AlertThresholds } from '@canopy/contracts/workspace/api';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import { createAnswersReader } from '@canopy/projections/analytics/answers/read';
import { createRespondentsReader } from '@canopy/projections/analytics/answers/readRespondents';
import { createSettingsReader } from '@canopy/projections/analytics/settings/read';
import { createPackagesReader } from '@canopy/survey';
import { confidentialAnswers } from '../anonymity/confidentialAnswers.ts';
import { chartData } from '../charts/chartData.ts';
import { isScored } from '@canopy/contracts/survey/scoring';
import { bodyOf } from '@canopy/contracts/survey/texts';
import { alertsOf } from './alertRule.ts';

// The alerts of a workspace (ADR 0133): for every scored question of every assessment its packages hold, the chart
// the Culture page draws for it in the Cycles view (Group averages narrowed to the question, through the release rule
// and at the workspace's minimum), its changes since the cycle before (ADR 0122), kept by the alert rule under the
// workspace's thresholds. Nothing is read here that the chart itself would not show.

export const createWorkspaceAlerts = (pool: Queryable) => {
  const answers = createAnswersReader(pool);
  const respondents = createRespondentsReader(pool);
  const packages = createPackagesReader(pool);
  const settings = createSettingsReader(pool);

  return async (workspaceId: string, thresholds: AlertThresholds, now: Date): Promise<AlertsResponse> => {
    const [held, groups, cycles, { minimum_group_size }, answered] = await Promise.all([
      packages.ofWorkspace(workspaceId),
      answers.groups(workspaceId, true),
      answers.cycles(workspaceId),
      settings.of(workspaceId),
      answers.answeredAssessments(workspaceId),
    ]);
    const cycleDates = new Map(cycles.map((cycle) => [cycle.cycle_id, cycle.cycle_date.toISOString()]));
    const context = {
      answers: confidentialAnswers({ answers, respondents }, minimum_group_size),
      workspaceId,
      groupNames: new Map(groups.map((group) => [group.id, group.name])),
      cycleDates,
      now,
    };
    const assessments = [...new Map(held.flatMap((item) => item.assessments).map((assessment) => [assessment.id, assessment])).values()];
    const rule = { alpha: thresholds.alpha, minimumRespondents: thresholds.minimum_respondents, minimumMove: thresholds.minimum_move };
    let compared = 0;
    const found: Alert[] = [];
    for (const assessment of assessments.filter((candidate) => answered.has(candidate.id))) {
      for (const question of assessment.questions.filter((candidate) => isScored(candidate.answer_type))) {
        const request = ChartDataRequest.parse({
          type: 'type1',
          view: 'cycles',
          assessment_id: assessment.id,
          questions_ids: [question.id],
        });
        const chart = await chartData({ ...context, assessment }, request);
        if (chart.type !== 'type1' || !chart.changes) continue;
        compared += chart.changes.length;
        for (const change of alertsOf(chart.changes, chart.scale, rule)) {
          found.push({
            assessment_id: assessment.id,
            assessment_name: bodyOf(assessment.name),
            question_id: question.id,
            question_body: bodyOf(question.body),
            scale: chart.scale,
            group_id: change.group_id,
            group_name: change.group_name,
            from_cycle_id: change.from_cycle_id,
            from_cycle_date: cycleDates.get(change.from_cycle_id) ?? null,
            to_cycle_id: change.to_cycle_id,
            to_cycle_date: cycleDates.get(change.to_cycle_id) ?? null,
            from: change.from,
            to: change.to,
            difference: change.difference,
            ci_low: change.ci_low,
            ci_high: change.ci_high,
            p_adjusted: change.p_adjusted,
            move: change.move,
            // significant under the workspace's level, which may differ from the chart's 0.05
            mark: change.difference > 0 ? 'improved' : 'declined',
            n_before: change.n_before,
            n_after: change.n_after,
          });
        }
      }
    }
    found.sort((a, b) => Math.abs(b.move) - Math.abs(a.move) || a.group_name.localeCompare(b.group_name));
    return { thresholds, compared, alerts: found };
  };
};
export type WorkspaceAlerts = ReturnType<typeof createWorkspaceAlerts>;
