import { isScored } from '@canopy/contracts/survey/scoring';
import { bodyOf } from '@canopy/contracts/survey/texts';
import { ActionPlanMessages } from '@canopy/contracts/actions/api';
import type { Baseline } from '@canopy/contracts/actions/events';
import type { FocusAreaSubject } from '@canopy/contracts/actions/api';
import { AnalyticsMessages, ChartDataRequest } from '@canopy/contracts/analytics/api';
import { chartData, confidentialAnswers } from '@canopy/analytics';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import { createAnswersReader } from '@canopy/projections/analytics/answers/read';
import { createRespondentsReader } from '@canopy/projections/analytics/answers/readRespondents';
import { createSettingsReader } from '@canopy/projections/analytics/settings/read';
import { createPackagesReader } from '@canopy/projections/survey/packages/read';

export const ALL_PARTICIPANTS = 'All participants';

export type FocusAreaFigure = {
  label: string;
  population: { group_id: string | null; name: string };
  /** the chart's figure for the population in the cycle; null when the analytics hold it back (or have none) */
  baseline: Baseline | null;
};

/**
 * A focus area's figure, computed by the analytics context's own chart use case (`chartData` through
 * `confidentialAnswers`, as the Culture page's route calls them, ADR 0123): a type-1 chart of the question (or of
 * every scored question of the assessment, its index) for the population, per cycle, narrowed to the cycle. The
 * population's row in that cycle without a figure is what the release rule refuses; it is never read another way.
 */
export const createFocusAreaFigures = (pool: Queryable) => {
  const packages = createPackagesReader(pool);
  const answers = createAnswersReader(pool);
  const respondents = createRespondentsReader(pool);
  const settings = createSettingsReader(pool);

  return async (input: {
    workspaceId: string;
    subject: FocusAreaSubject;
    groupId: string | null;
    cycleId: string;
    now: Date;
  }): Promise<FocusAreaFigure> => {
    const { workspaceId, subject, groupId, cycleId } = input;
    const held = await packages.ofWorkspace(workspaceId);
    const assessment = held.flatMap((item) => item.assessments).find((candidate) => candidate.id === subject.assessment_id);
    if (!assessment) throw httpError(404, AnalyticsMessages.assessmentNotInWorkspace);
    const question =
      subject.kind === 'question'
        ? assessment.questions.find((candidate) => candidate.id === subject.question_id && isScored(candidate.answer_type))
        : undefined;
    if (subject.kind === 'question' && !question) throw httpError(404, ActionPlanMessages.questionNotFound);
    const [groups, cycles, { minimum_group_size }] = await Promise.all([
      answers.groups(workspaceId, true),
      answers.cycles(workspaceId),
      settings.of(workspaceId),
    ]);
    const group = groupId === null ? null : groups.find((candidate) => candidate.id === groupId);
    if (group === undefined) throw httpError(404, ActionPlanMessages.groupNotFound);
    if (!cycles.some((cycle) => cycle.cycle_id === cycleId)) throw httpError(404, ActionPlanMessages.cycleNotFound);
    const chartOf = (type: 'type1' | 'type2') =>
      chartData(
        {
          answers: confidentialAnswers({ answers, respondents }, minimum_group_size),
          workspaceId,
          assessment,
          groupNames: new Map(groups.map((row) => [row.id, row.name])),
          cycleDates: new Map(cycles.map((cycle) => [cycle.cycle_id, cycle.cycle_date.toISOString()])),
          now: input.now,
        },
        ChartDataRequest.parse({
          type,
          view: 'cycles',
          assessment_id: assessment.id,
          questions_ids: question ? [question.id] : [],
          groups_ids: groupId ? [groupId] : [],
          cycles_ids: [cycleId],
        }),
      );
    const data = await chartOf('type1');
    const row =
      data.type === 'type1' ? data.groups.find((candidate) => candidate.group_id === groupId && candidate.cycle_id === cycleId) : undefined;
    const figure = row && !row.suppressed && row.value_avg !== null && row.respondents !== null ? row : null;
    // a question's favourable share is its distribution chart's, under the same filters (the Culture page's 'Distribution')
    const distribution = figure && question ? await chartOf('type2') : null;
    const favourable =
      distribution?.type === 'type2'
        ? (distribution.questions.find(
            (candidate) => candidate.question_id === question!.id && candidate.cycle_id === cycleId && !candidate.suppressed,
          )?.favourable ?? null)
        : null;
    return {
      label: question ? bodyOf(question.body) : bodyOf(assessment.name),
      population: { group_id: groupId, name: group ? group.name : ALL_PARTICIPANTS },
      baseline: figure
        ? {
            cycle_id: cycleId,
            cycle_date: figure.cycle_date,
            value: figure.value_avg!,
            respondents: figure.respondents!,
            ci_low: figure.ci_low ?? null,
            ci_high: figure.ci_high ?? null,
            favourable,
          }
        : null,
    };
  };
};
export type FocusAreaFigures = ReturnType<typeof createFocusAreaFigures>;
