import {
  HIRING_RANGE_LABELS,
  type AnalyticsFilters,
  type AnswerScale,
  type ChartData,
  type HiringRange,
} from '@canopy/contracts/analytics/api';
import { formatCalendarDate, formatDay } from '../../shared/format/dates';
import { TERMS } from './terms';

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
      return 'The average of each group on each question, coloured by its band.';
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
  `${cycle.package_name} · ${formatDay(cycle.cycle_date)} – ${cycle.cycle_end_date ? formatDay(cycle.cycle_end_date) : 'current'}`;

/**
 * The label data stories saved before cycles were named in the app's date format ('Spring pulse · 2026-03-01 –
 * current', UTC days): a stored snapshot still finds its cycles by it.
 */
export const legacyCycleLabel = (cycle: CycleOption): string =>
  `${cycle.package_name} · ${cycle.cycle_date.slice(0, 10)} – ${cycle.cycle_end_date ? cycle.cycle_end_date.slice(0, 10) : 'current'}`;

const people = (count: number) => `${count} ${count === 1 ? 'respondent' : 'respondents'}`;
const range = (values: readonly number[]) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `${low}` : `${low}–${high}`;
};

/** the people an eNPS net score is drawn from; other net scores come with answer counts only */
const enpsRespondents = (chart: Extract<ChartData, { type: 'type4' }>): number | null =>
  chart.enps && !chart.enps.suppressed && chart.enps.respondents !== null ? chart.enps.respondents : null;

/**
 * The chart's n as the card states it: the respondents of all participants (per cycle in the Cycles view); a
 * distribution counts answers, a scatter its groups' respondents; held back entirely when nothing can be shown
 */
export const sampleOf = (chart: ChartData): string => {
  switch (chart.type) {
    case 'type1': {
      const all = chart.groups.filter((row) => row.group_id === null && !row.suppressed && row.respondents !== null);
      if (all.length === 0) return 'n below the minimum group size';
      const counts = all.map((row) => row.respondents!);
      return chart.view === 'cycles' ? `n = ${range(counts)} respondents per cycle` : `n = ${people(Math.max(...counts))}`;
    }
    case 'type2': {
      const rows = chart.questions.filter((row) => !row.suppressed);
      if (rows.length === 0) return 'n below the minimum group size';
      const totals = rows.map((row) => row.value1 + row.value2 + row.value3 + row.value4 + row.value5 + row.passes);
      return `n = ${range(totals)} answers per ${chart.view === 'cycles' ? 'question and cycle' : 'question'}`;
    }
    case 'type3':
      return chart.points.length === 0
        ? 'n below the minimum group size'
        : `n = ${range(chart.points.map((point) => point.respondents))} respondents per group`;
    case 'type4': {
      const respondents = enpsRespondents(chart);
      if (respondents !== null) return `n = ${people(respondents)}`;
      const all = chart.points.filter((point) => point.group_name === 'All participants' && !point.suppressed);
      if (all.length === 0) return 'n below the minimum group size';
      return `n = ${range(all.map((point) => point.promoters + point.passives + point.detractors))} answers${chart.view === 'cycles' ? ' per cycle' : ''}`;
    }
    case 'type5': {
      const all = chart.cells.filter((cell) => cell.group_id === null && !cell.suppressed && cell.respondents !== null);
      return all.length === 0 ? 'n below the minimum group size' : `n = ${people(Math.max(...all.map((cell) => cell.respondents!)))}`;
    }
  }
};

/**
 * What the chart's figures count, for the line under it: it says what the caption's n is, so a net score whose n
 * counts answers (no respondent count comes with it) does not say n is people
 */
export const countingNoteOf = (chart: ChartData): string | null => {
  if (chart.type === 'type4' && enpsRespondents(chart) === null)
    return 'The net score counts every answer to the questions, and so does n: a person who answered several questions, or in two cycles, counts once per answer.';
  if (chart.type === 'type1' || chart.type === 'type4' || chart.type === 'type5')
    return 'Figures count every answer; (n) is people. In Combined, someone who answered in two cycles counts twice in a figure and once in n.';
  if (chart.type === 'type2') return 'Each bar is 100% of the question’s answers; hover for counts.';
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
