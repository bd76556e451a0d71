import type { ChartData, ChartDataRequest, GroupValue } from '@canopy/contracts/analytics/api';

export type FocusChoice = { assessmentId: string; questionId: string | null; groupId: string | null; cycleId: string };

/**
 * The chart the server computes a focus area's baseline from (services/actions/src/figures/focusAreaFigure.ts): a
 * type-1 chart per cycle of the question (none: the index) for the population in the one cycle. The dialog asks for
 * the very same, so the figure it shows is the one the focus area keeps.
 */
export const previewRequestOf = (choice: FocusChoice): ChartDataRequest => ({
  type: 'type1',
  view: 'cycles',
  assessment_id: choice.assessmentId,
  questions_ids: choice.questionId ? [choice.questionId] : [],
  groups_ids: choice.groupId ? [choice.groupId] : [],
  cycles_ids: [choice.cycleId],
});

/** the population's row in the cycle: its figure, or held back (the release rule's reason) */
export const previewRowOf = (chart: ChartData | undefined, choice: FocusChoice): GroupValue | null =>
  chart?.type === 'type1' ? (chart.groups.find((row) => row.group_id === choice.groupId && row.cycle_id === choice.cycleId) ?? null) : null;

/**
 * The groups a card's answer shows a figure for: only these are offered as the population (a group held back on
 * the card is never one). A chart without group rows (distribution, net score) offers every group, and the
 * dialog's own figure still refuses one the release rule holds back.
 */
export const releasedGroupsOf = (chart: ChartData | undefined, all: ReadonlyArray<{ id: string; name: string }>) => {
  const rows = chart?.type === 'type1' ? chart.groups : chart?.type === 'type5' ? chart.cells : null;
  if (!rows) return [...all];
  const shown = new Set(rows.filter((row) => row.group_id !== null && !row.suppressed).map((row) => row.group_id));
  return all.filter((group) => shown.has(group.id));
};

/** '3.42 (95% interval 3.10 to 3.74), 24 respondents' */
export const figureText = (row: Pick<GroupValue, 'value_avg' | 'respondents' | 'ci_low' | 'ci_high'>) => {
  const interval =
    row.ci_low !== null && row.ci_low !== undefined && row.ci_high !== null && row.ci_high !== undefined
      ? ` (95% interval ${row.ci_low.toFixed(2)} to ${row.ci_high.toFixed(2)})`
      : '';
  return `${row.value_avg!.toFixed(2)}${interval}, ${row.respondents} ${row.respondents === 1 ? 'respondent' : 'respondents'}`;
};

/**
 * The question a distribution card starts the dialog on: its least favourable question shown (where a focus area
 * is most often wanted); other cards start on the index.
 */
export const lowestQuestionOf = (chart: ChartData | undefined): string | null => {
  if (chart?.type !== 'type2') return null;
  const shown = chart.questions.filter((row) => !row.suppressed && typeof row.favourable === 'number');
  shown.sort((a, b) => a.favourable! - b.favourable!);
  return shown[0]?.question_id ?? null;
};
