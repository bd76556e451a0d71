import { HIRING_RANGE_LABELS, type AnalyticsFilters, type AnswerScale, type HiringRange } from '@canopy/contracts/analytics/api';

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
      return 'The net score: the share of promoters minus the share of detractors.';
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
  if (period.start_date && period.end_date) return `${period.start_date} – ${period.end_date}`;
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

/** a cycle in the picker: its package and the dates it ran, 'current' for the open one */
export const cycleLabel = (cycle: CycleOption): string =>
  `${cycle.package_name} · ${cycle.cycle_date.slice(0, 10)} – ${cycle.cycle_end_date ? cycle.cycle_end_date.slice(0, 10) : 'current'}`;
