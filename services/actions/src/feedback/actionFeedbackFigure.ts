import { ACTION_FEEDBACK, type ActionFeedbackFigure } from '@canopy/contracts/actions/api';
import type { Distribution } from '@canopy/contracts/analytics/api';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import type { FocusAreaRow } from '@canopy/projections/actions/plans/read';
import { createFocusAreaCharts } from '../figures/focusAreaFigure.ts';

type CycleOfAnswers = { cycle_id: string; cycle_date: Date };

/**
 * The action feedback row a focus area reports (ADR 0155): of the distribution chart's rows for the question, the
 * one of the first cycle dated after the baseline's that has a row at all (shown or held back); none before.
 */
export const feedbackRowAfter = (
  cycles: readonly CycleOfAnswers[],
  baselineCycleId: string,
  rows: readonly Pick<Distribution, 'question_id' | 'cycle_id'>[],
) => {
  const base = cycles.find((cycle) => cycle.cycle_id === baselineCycleId);
  if (!base) return null;
  const answered = rows.filter((row) => row.question_id === ACTION_FEEDBACK.question_id);
  const next = [...cycles]
    .filter((cycle) => cycle.cycle_date.getTime() > base.cycle_date.getTime())
    .sort((a, b) => a.cycle_date.getTime() - b.cycle_date.getTime() || a.cycle_id.localeCompare(b.cycle_id))
    .find((cycle) => answered.some((row) => row.cycle_id === cycle.cycle_id));
  return next ? { cycle: next, row: answered.find((row) => row.cycle_id === next.cycle_id)! } : null;
};

/** the figure of a distribution row: its favourable share, interval and people, or none with the rule's reason */
export const feedbackFigureOf = (cycle: CycleOfAnswers, row: Distribution): ActionFeedbackFigure => {
  const shown = !row.suppressed && typeof row.favourable === 'number' && row.respondents !== null;
  return {
    cycle_id: cycle.cycle_id,
    cycle_date: cycle.cycle_date.toISOString(),
    favourable: shown ? row.favourable! : null,
    respondents: shown ? row.respondents : null,
    ci_low: shown ? (row.ci_low ?? null) : null,
    ci_high: shown ? (row.ci_high ?? null) : null,
    withheld: shown ? null : (row.withheld ?? 'small'),
  };
};

/**
 * A focus area's action feedback (ADR 0155): the question's favourable share for the focus area's population in the
 * first cycle after the baseline in which it was answered, from the analytics' distribution chart through the same
 * chart use case the focus area's figures come from (`chartData` over `confidentialAnswers`), so a population the
 * release rule holds back there answers no share, with its reason. Null while no package of the workspace asks the
 * question, or no later cycle has its answers.
 */
export const createActionFeedbackFigures = (pool: Queryable) => {
  const charts = createFocusAreaCharts(pool);
  return async (workspaceId: string, area: FocusAreaRow, now: Date): Promise<ActionFeedbackFigure | null> => {
    const subject = await charts({
      workspaceId,
      subject: { kind: 'question', ...ACTION_FEEDBACK },
      groupId: area.population.group_id,
      now,
    }).catch((error: { statusCode?: number }) => {
      // no package of the workspace holds the question (or the group has gone): nothing to report
      if (error?.statusCode === 404) return null;
      throw error;
    });
    if (!subject) return null;
    const base = subject.cycles.find((cycle) => cycle.cycle_id === area.baseline.cycle_id);
    if (!base) return null;
    const later = subject.cycles.filter((cycle) => cycle.cycle_date.getTime() > base.cycle_date.getTime());
    if (!later.length) return null;
    const chart = await subject.chartOf(
      'type2',
      later.map((cycle) => cycle.cycle_id),
    );
    if (chart.type !== 'type2') return null;
    const found = feedbackRowAfter(subject.cycles, area.baseline.cycle_id, chart.questions);
    return found ? feedbackFigureOf(found.cycle, found.row as Distribution) : null;
  };
};
export type ActionFeedbackFigures = ReturnType<typeof createActionFeedbackFigures>;
