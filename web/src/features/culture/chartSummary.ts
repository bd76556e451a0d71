import { OPEN_CYCLE_END } from '@canopy/contracts/platform/dates';
import {
  HIRING_RANGE_LABELS,
  type AnalyticsFilters,
  type AnswerScale,
  type ChartData,
  type HiringRange,
} from '@canopy/contracts/analytics/api';
import { sampleCountsAnswers } from '@canopy/contracts/analytics/chartSample';
import { formatCalendarDate, formatDay } from '../../shared/format/dates';
import { TERMS } from './terms';

/** the chart's n (people; answers only in figures a story saved before they carried respondents), shared with stories */
export { sampleOf } from '@canopy/contracts/analytics/chartSample';

/** what a chart type shows, for the card's description tooltip */
export const describeChart = (type: string, scale: AnswerScale | null): string => {
  const points = scale === 'ten' ? '1 to 10' : '1 to 5';
  switch (type) {
    case 'type1':
      return `The average answer (${points}) of each group; passes are not counted.`;
    case 'type2':
      return 'How the answers to each question split from Strongly Disagree to Strongly Agree; passes are shown apart.';
    case 'type3':
      return 'Each group placed by its averages on two questions, with the overall average as its own point.';
    case 'type4':
      return TERMS.netScore;
    case 'type5':
      return 'The average of each group on each question, coloured by its band; or, as change since the last cycle, how far each moved and whether the move is beyond noise.';
    default:
      return 'No Such Type of Graph yet';
  }
};

type SummaryInput = {
  filters: AnalyticsFilters;
  /** the chart's own picks */
  cycleIds: readonly string[];
  hiring: HiringRange | null;
  groupNames: ReadonlyMap<string, string>;
};

const periodOf = ({ period_of_answer_date: period }: AnalyticsFilters) => {
  if (period.start_date && period.end_date) return `${formatCalendarDate(period.start_date)} – ${formatCalendarDate(period.end_date)}`;
  if (period.is_last_month) return 'Last month';
  if (period.is_last_quarter) return 'Last quarter';
  if (period.is_last_year) return 'Last year';
  return 'All time';
};

/** one line naming the filters a chart is drawn under: groups, time period, cycles and hiring range */
export const filterSummary = ({ filters, cycleIds, hiring, groupNames }: SummaryInput): string => {
  const groups = filters.groups_ids.map((id) => groupNames.get(id) ?? id);
  return [
    groups.length ? groups.join(', ') : 'All participants',
    periodOf(filters),
    cycleIds.length ? `${cycleIds.length} ${cycleIds.length === 1 ? 'cycle' : 'cycles'}` : 'All cycles',
    hiring ? `Hired ${HIRING_RANGE_LABELS[hiring]}` : 'Any tenure',
  ].join(' · ');
};

type CycleOption = { package_name: string; cycle_date: string; cycle_end_date: string | null };

/** a cycle in the picker: its package and the days it ran in the workspace's time zone, 'current' for the open one */
export const cycleLabel = (cycle: CycleOption): string =>
  `${cycle.package_name} · ${formatDay(cycle.cycle_date)} – ${cycle.cycle_end_date ? formatDay(cycle.cycle_end_date) : OPEN_CYCLE_END}`;

/**
 * The label data stories saved before cycles were named in the app's date format ('Spring pulse · 2026-03-01 –
 * current', UTC days): a stored snapshot still finds its cycles by it.
 */
export const legacyCycleLabel = (cycle: CycleOption): string =>
  `${cycle.package_name} · ${cycle.cycle_date.slice(0, 10)} – ${cycle.cycle_end_date ? cycle.cycle_end_date.slice(0, 10) : OPEN_CYCLE_END}`;

/**
 * What the chart's figures count, for the line under it: it says what the caption's n is, so an n that counts
 * answers (a story's figures saved before they carried respondents) does not say n is people
 */
export const countingNoteOf = (chart: ChartData): string | null => {
  const answers = sampleCountsAnswers(chart);
  if (chart.type === 'type4' && answers)
    return 'The net score counts every answer to the questions, and so does n: a person who answered several questions, or in two cycles, counts once per answer.';
  if (chart.type === 'type1' || chart.type === 'type4' || chart.type === 'type5')
    return 'Figures count every answer; (n) is people. In Combined, someone who answered in two cycles counts twice in a figure and once in n.';
  if (chart.type === 'type2') {
    const bars = 'Each bar is 100% of the question’s answers; hover for counts.';
    return answers ? bars : `${bars} (n) is people: in Combined, someone who answered in two cycles counts twice in a bar and once in n.`;
  }
  return null;
};

type CaptionInput = {
  assessmentName: string | null;
  type: string;
  /** the assessment's questions (the scatter's two are named) */
  questions: readonly { id: string; body: string }[];
  x: string | null;
  y: string | null;
};

/** the card's first caption line: which assessment and which question(s) the chart is drawn from */
export const chartSource = ({ assessmentName, type, questions, x, y }: CaptionInput): string => {
  const assessment = assessmentName ?? 'Assessment not found';
  if (type === 'type3') {
    const body = (id: string | null) => questions.find((question) => question.id === id)?.body ?? 'not chosen';
    return `${assessment} · X: ${body(x)} · Y: ${body(y)}`;
  }
  const count = questions.length;
  return `${assessment} · ${count === 1 ? 'its question' : `all ${count} questions`}`;
};
