import { isScored } from '@canopy/contracts/survey/scoring';
import { bodyOf } from '@canopy/contracts/survey/texts';
import { ActionPlanMessages } from '@canopy/contracts/actions/api';
import type { Baseline } from '@canopy/contracts/actions/events';
import type { FocusAreaSubject } from '@canopy/contracts/actions/api';
import { AnalyticsMessages, ChartDataRequest } from '@canopy/contracts/analytics/api';
import { chartData, confidentialAnswers, createAnswersReader, createRespondentsReader, createSettingsReader } from '@canopy/analytics';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import { createPackagesReader } from '@canopy/survey';

export const ALL_PARTICIPANTS = 'All participants';

export type FocusAreaFigure = {
  label: string;
  population: { group_id: string | null; name: string };
  /** the chart's figure for the population in the cycle; null when the analytics hold it back (or have none) */
  baseline: Baseline | null;
};

/** what a focus area's charts are asked for: the subject, the population and the cycles */
export type FocusAreaChartInput = {
  workspaceId: string;
  subject: FocusAreaSubject;
  groupId: string | null;
  now: Date;
};

/**
 * The charts of a focus area's subject and population, by the analytics context's own chart use case (`chartData`
 * through `confidentialAnswers`, as the Culture page's route calls them, ADR 0123): type 1 (the average, its interval
 * and, over two cycles, the change) and type 2 (a question's favourable share), per cycle, narrowed to the cycles
 * asked. What the release rule holds back comes back suppressed; it is never read another way.
 */
export const createFocusAreaCharts = (pool: Queryable) => {
  const packages = createPackagesReader(pool);
  const answers = createAnswersReader(pool);
  const respondents = createRespondentsReader(pool);
  const settings = createSettingsReader(pool);

  return async (input: FocusAreaChartInput) => {
    const { workspaceId, subject, groupId } = input;
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
    const chartOf = (type: 'type1' | 'type2', cycleIds: readonly string[]) =>
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
          cycles_ids: [...cycleIds],
        }),
      );
    /** the population's row in the cycle of a type-1 chart, and its favourable share from the type-2 chart */
    const figureIn = async (cycleId: string) => {
      const data = await chartOf('type1', [cycleId]);
      const row =
        data.type === 'type1'
          ? data.groups.find((candidate) => candidate.group_id === groupId && candidate.cycle_id === cycleId)
          : undefined;
      const shown = row && !row.suppressed && row.value_avg !== null && row.respondents !== null ? row : null;
      // a question's favourable share is its distribution chart's, under the same filters (the Culture page's 'Distribution')
      const distribution = shown && question ? await chartOf('type2', [cycleId]) : null;
      const favourable =
        distribution?.type === 'type2'
          ? (distribution.questions.find(
              (candidate) => candidate.question_id === question!.id && candidate.cycle_id === cycleId && !candidate.suppressed,
            )?.favourable ?? null)
          : null;
      return { row: row ?? null, shown, favourable };
    };
    return {
      label: question ? bodyOf(question.body) : bodyOf(assessment.name),
      population: { group_id: groupId, name: group ? group.name : ALL_PARTICIPANTS },
      /** the workspace's cycles with answers, oldest first */
      cycles: [...cycles].sort((a, b) => a.cycle_date.getTime() - b.cycle_date.getTime() || a.cycle_id.localeCompare(b.cycle_id)),
      chartOf,
      figureIn,
    };
  };
};
export type FocusAreaCharts = Awaited<ReturnType<ReturnType<typeof createFocusAreaCharts>>>;

/** A focus area's figure when it is made: the population's row of the chart in the cycle, its interval and share. */
export const createFocusAreaFigures = (pool: Queryable) => {
  const charts = createFocusAreaCharts(pool);
  return async (input: FocusAreaChartInput & { cycleId: string }): Promise<FocusAreaFigure> => {
    const subject = await charts(input);
    if (!subject.cycles.some((cycle) => cycle.cycle_id === input.cycleId)) throw httpError(404, ActionPlanMessages.cycleNotFound);
    const { shown: figure, favourable } = await subject.figureIn(input.cycleId);
    return {
      label: subject.label,
      population: subject.population,
      baseline: figure
        ? {
            cycle_id: input.cycleId,
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
